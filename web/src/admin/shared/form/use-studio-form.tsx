import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/http';
import { errorMessage } from '../error-message';
import { useSnackbar } from '../snackbar';
import { UnsavedChangesGuard } from '../unsaved-changes';
import { focusFirstError } from './focus-first-error';
import { splitServerErrors } from './form-errors';

/**
 * The studio's form, the same for every screen that saves something (a record, the site
 * settings, the profile): react-hook-form checked by a zod schema, one save at a time (a double
 * click saves once), the server's refusals shown next to their fields, the keyboard on the first
 * marked field (each field's wrapper carries `data-field-name`), and a guard against leaving with
 * unsaved changes. The screen says how to save and lays the fields out.
 */
export interface StudioFormOptions<V extends FieldValues> {
  schema: z.ZodType<V, V>;
  defaultValues: DefaultValues<V>;
  /** The fields in the order of the form: where server errors may go, and which is focused first. */
  fieldNames: readonly string[];
  /** Saves valid values. Throws ApiError when refused. */
  save: (values: V) => Promise<void>;
  /** What the snackbar says when a save fails for no reason the form can show. */
  failMessage?: string;
}

export function useStudioForm<V extends FieldValues>({ schema, defaultValues, fieldNames, save, failMessage = 'The changes could not be saved. Nothing was lost: please try again.' }: StudioFormOptions<V>) {
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { handleSubmit, reset, setError, formState } = form;
  const { showSnackbar } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const saving = useRef(false);
  // Read when the editor tries to leave, so a save that just finished lets the move through.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = formState.isDirty;
  }, [formState.isDirty]);
  const isDirty = useCallback(() => dirty.current, []);

  // Where a refused save puts the keyboard. The inputs may be disabled while saving, and a
  // disabled input takes no focus: the effect below waits until they are back.
  const [invalidPaths, setInvalidPaths] = useState<string[] | null>(null);
  const focusedFor = useRef<string[] | null>(null);

  /** Shows saved values: the form holds them and has no unsaved changes. */
  const load = useCallback(
    (values: DefaultValues<V>) => {
      reset(values);
      dirty.current = false;
    },
    [reset],
  );

  const onValid = async (valid: V) => {
    if (saving.current) return;
    saving.current = true;
    try {
      await save(valid);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const { fields, other } = splitServerErrors(error.fieldErrors, fieldNames);
        fields.forEach(([path, message]) => setError(path as Path<V>, { type: 'server', message }));
        setInvalidPaths(fields.map(([path]) => path));
        showSnackbar([errorMessage(error, 'Please correct the marked fields.'), ...other].join(' '), 'error');
      } else {
        showSnackbar(errorMessage(error, failMessage), 'error');
      }
    } finally {
      saving.current = false;
    }
  };
  const onInvalid = (errors: FieldErrors<V>) => {
    showSnackbar('Please correct the marked fields.', 'error');
    setInvalidPaths(Object.keys(errors));
  };
  const submit = (event: FormEvent) => void handleSubmit(onValid, onInvalid)(event);

  const busy = formState.isSubmitting;
  useEffect(() => {
    if (busy || !invalidPaths || focusedFor.current === invalidPaths) return;
    focusedFor.current = invalidPaths;
    focusFirstError(formRef.current, fieldNames, invalidPaths);
  }, [busy, invalidPaths, fieldNames]);

  return { form, control: form.control, submit, busy, isDirty, load, formRef, guard: <UnsavedChangesGuard isDirty={isDirty} /> };
}
