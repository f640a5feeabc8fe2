import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { honeypotField, validateForm, type PublicForm } from '@hospital/content/forms/index';
import { ApiError, apiRequest } from '../../shared/api/http';
import { useFormPost } from './form-post';
import { submitErrorMessage, unexpectedStatusMessage } from './submit-error';

/** SPEC §9: the loading view after a 201 lasts 3 s before the thank-you view. */
export const thankYouDelayMs = 3000;

/**
 * The public-IP lookup of SPEC §7 would send every visitor's address to a third party; we do not
 * call it. The form says "Unknown" and the server records the caller's real IP itself.
 */
export const submitIp = 'Unknown';

export type FormPhase = 'idle' | 'submitting' | 'sent' | 'thanks';

const emptyValues = (form: PublicForm): Record<string, string> => Object.fromEntries(form.fields.map((f) => [f.name, '']));

export interface PublicFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  phase: FormPhase;
  submitError: string;
  setValue: (name: string, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The states of SPEC §4 for one public form: idle → submitting → loading view → thank you. */
export function usePublicForm(form: PublicForm): PublicFormState {
  const posted = useFormPost(form.key);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...emptyValues(form), ...(posted && !posted.sent ? posted.values : {}) }));
  const [errors, setErrors] = useState<Record<string, string>>(() => posted?.errors ?? {});
  const [phase, setPhase] = useState<FormPhase>(posted?.sent ? 'thanks' : 'idle');
  const [submitError, setSubmitError] = useState(posted?.message ?? '');
  const timer = useRef<number | undefined>(undefined);
  const busy = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setValue = useCallback((name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // The message goes once the visitor corrects the field; the next submit checks again.
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _dropped, ...rest } = e;
      return rest;
    });
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      const element = event.currentTarget;
      const honeypot = (element.elements.namedItem(honeypotField) as HTMLInputElement | null)?.value ?? '';
      const payload: Record<string, string> = { ...values, submit_ip: submitIp };
      if (honeypot) payload[honeypotField] = honeypot;
      const checked = validateForm(form, payload);
      if (!checked.ok) {
        setErrors(checked.errors);
        setSubmitError('');
        focusFirstInvalid(element, form, checked.errors);
        return;
      }
      busy.current = true;
      setErrors({});
      setSubmitError('');
      setPhase('submitting');
      apiRequest('POST', form.path, { body: payload })
        .then((response) => {
          if (response.status !== 201) {
            setSubmitError(unexpectedStatusMessage(response.status));
            setPhase('idle');
            return;
          }
          setValues(emptyValues(form));
          setPhase('sent');
          timer.current = window.setTimeout(() => setPhase('thanks'), thankYouDelayMs);
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 400) {
            const fieldErrors = error.fieldErrors;
            setErrors(fieldErrors);
            focusFirstInvalid(element, form, fieldErrors);
          }
          setSubmitError(submitErrorMessage(error));
          setPhase('idle');
        })
        .finally(() => {
          busy.current = false;
        });
    },
    [form, values],
  );

  return { values, errors, phase, submitError, setValue, onSubmit };
}

function focusFirstInvalid(element: HTMLFormElement, form: PublicForm, errors: Record<string, string>) {
  const first = form.fields.find((f) => errors[f.name]);
  const input = first ? element.elements.namedItem(first.name) : null;
  if (input instanceof HTMLElement) input.focus();
}
