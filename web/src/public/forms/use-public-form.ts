import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { honeypotField, type PublicForm } from '@hospital/content/forms/declarations';
import type { BookedAppointment } from '@hospital/content/wire/appointments';
import { consentField, defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { settingText, useSiteSettings } from '../data/site-settings';
import { ApiError, apiRequest } from '../../shared/api/http';
import { useLanguage } from '../ui/language';
import { useFormTexts } from '../ui/form-texts';
import { useFormPost } from './form-post';
import { submitErrorMessage } from './submit-error';

/** SPEC §9: the loading view after a 201 lasts 3 s before the thank-you view. */
export const thankYouDelayMs = 3000;

/**
 * The public-IP lookup of SPEC §7 would send every visitor's address to a third party; we do not
 * call it. The form says "Unknown" and the server records the caller's real IP itself.
 */
export const submitIp = 'Unknown';

/**
 * The server's own schema (content/forms, through ./validator), loaded on first use: it carries the validation library,
 * which the pages need only once someone fills in a form.
 */
let validator: Promise<typeof import('./validator')> | null = null;
export const loadValidator = () => {
  validator ??= import('./validator').catch((error: unknown) => {
    validator = null;
    throw error;
  });
  return validator;
};

export type FormPhase = 'idle' | 'submitting' | 'sent' | 'thanks';

const emptyValues = (form: PublicForm): Record<string, string> => Object.fromEntries(form.fields.map((f) => [f.name, '']));

export interface PublicFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  phase: FormPhase;
  submitError: string;
  /** The entry's reference (`APT-2026-000123`) once sent, for the thank-you view. */
  reference: string;
  /** The booked appointment when the form booked a slot of a doctor's schedule (issue 33), for the confirmation. */
  appointment: BookedAppointment | null;
  setValue: (name: string, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts loading the validation as soon as the visitor enters the form. */
  prepare: () => void;
}

export interface PublicFormOptions {
  /** Values the form starts with (a booking link's department and doctor). */
  initial?: Record<string, string>;
  /** Rules beyond the form's schema, checked before sending (an appointment's time): messages by field. */
  check?: (values: Record<string, string>) => Record<string, string> | undefined;
  /** Called when the server refuses what was sent (a 400): a taken slot's answer carries the next free ones. */
  onRefused?: (body: unknown) => void;
}

/** The states of SPEC §4 for one public form: idle → submitting → loading view → thank you. */
export function usePublicForm(form: PublicForm, options: PublicFormOptions = {}): PublicFormState {
  const posted = useFormPost(form.key);
  const { check, onRefused } = options;
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...emptyValues(form), ...options.initial, ...(posted && !posted.sent ? posted.values : {}) }));
  const [errors, setErrors] = useState<Record<string, string>>(() => posted?.errors ?? {});
  const [phase, setPhase] = useState<FormPhase>(posted?.sent ? 'thanks' : 'idle');
  const [submitError, setSubmitError] = useState(posted?.message ?? '');
  const [reference, setReference] = useState(posted?.sent ? (posted.reference ?? '') : '');
  const [appointment, setAppointment] = useState<BookedAppointment | null>(posted?.sent ? (posted.appointment ?? null) : null);
  const { settings } = useSiteSettings();
  const consentRequired = settings?.consent_checkbox === 'required';
  const phoneCountry = settingText(settings, 'phone_country');
  const timeZone = settingText(settings, 'time_zone') || defaultTimeZone;
  // The page's language: the messages here, and the request's (its acknowledgement goes out in it).
  const { language } = useLanguage();
  const texts = useFormTexts();
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

  const send = useCallback(
    async (element: HTMLFormElement, payload: Record<string, string>) => {
      let validateForm: (typeof import('./validator'))['validateForm'];
      try {
        ({ validateForm } = await loadValidator());
      } catch {
        setSubmitError(texts.noResponse);
        return;
      }
      // The server's rules: the phone read for the hospital's country, the date as typed, the lengths.
      const checked = validateForm(form, payload, { phoneCountry, timeZone, now: new Date(), language });
      const consentMissing = consentRequired && payload[consentField] !== 'yes';
      const extra = checked.ok ? check?.(payload) : undefined;
      if (!checked.ok || consentMissing || extra) {
        const found = { ...(checked.ok ? {} : checked.errors), ...extra, ...(consentMissing ? { [consentField]: texts.consentRequired } : {}) };
        setErrors(found);
        setSubmitError('');
        focusFirstInvalid(element, form, found);
        return;
      }
      setErrors({});
      setSubmitError('');
      setPhase('submitting');
      try {
        const body = language === defaultLanguage ? payload : { ...payload, language };
        const response = await apiRequest<{ data?: { reference?: unknown; appointment?: BookedAppointment; confirmation?: unknown } } | null>('POST', form.path, { body });
        if (response.status !== 201) {
          setSubmitError(texts.unexpectedStatus(response.status));
          setPhase('idle');
          return;
        }
        const sentReference = response.body?.data?.reference;
        setReference(typeof sentReference === 'string' ? sentReference : '');
        setAppointment(response.body?.data?.appointment ?? null);
        keepConfirmation(response.body?.data?.confirmation, form.key);
        setValues(emptyValues(form));
        setPhase('sent');
        timer.current = window.setTimeout(() => setPhase('thanks'), thankYouDelayMs);
      } catch (error: unknown) {
        if (error instanceof ApiError && error.status === 400) {
          const fieldErrors = error.fieldErrors;
          setErrors(fieldErrors);
          focusFirstInvalid(element, form, fieldErrors);
          onRefused?.(error.body);
          // The field's own message (a slot taken a moment before) is the answer, in the page's language: no English "Server error" beside it.
          if (Object.keys(fieldErrors).length > 0) {
            setSubmitError('');
            setPhase('idle');
            return;
          }
        }
        setSubmitError(submitErrorMessage(error, texts));
        setPhase('idle');
      }
    },
    [form, consentRequired, check, onRefused, phoneCountry, timeZone, language, texts],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      const element = event.currentTarget;
      const honeypot = (element.elements.namedItem(honeypotField) as HTMLInputElement | null)?.value ?? '';
      const payload: Record<string, string> = { ...values, submit_ip: submitIp };
      if (honeypot) payload[honeypotField] = honeypot;
      busy.current = true;
      void send(element, payload).finally(() => {
        busy.current = false;
      });
    },
    [send, values],
  );

  const prepare = useCallback(() => void loadValidator().catch(() => undefined), []);

  return { values, errors, phase, submitError, reference, appointment, setValue, onSubmit, prepare };
}

/**
 * A booked slot's confirmation stays on the page through a refresh: the address becomes the one a
 * post without JavaScript lands on (`?sent=…#form-…-thanks`), which the server renders from the
 * token. The history entry is replaced, not added, and the router's own state is kept.
 */
function keepConfirmation(token: unknown, formKey: string): void {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return;
  const url = new URL(window.location.href);
  url.searchParams.set('sent', token);
  url.hash = `form-${formKey}-thanks`;
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

function focusFirstInvalid(element: HTMLFormElement, form: PublicForm, errors: Record<string, string>) {
  const first = form.fields.find((f) => errors[f.name])?.name ?? (errors[consentField] ? consentField : undefined);
  const input = first ? element.elements.namedItem(first) : null;
  // A choice of radio buttons (a doctor's free slots): the first of them.
  const target = input instanceof RadioNodeList ? input[0] : input;
  if (target instanceof HTMLElement) target.focus();
}
