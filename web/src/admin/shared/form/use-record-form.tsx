import { zodResolver } from '@hookform/resolvers/zod';
import type { ContentType } from '@hospital/content/content-type';
import { recordSchema, type RecordValue } from '@hospital/content/validation';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/http';
import { errorMessage } from '../error-message';
import { useSnackbar } from '../snackbar';
import { UnsavedChangesGuard } from '../unsaved-changes';
import { focusFirstError } from './focus-first-error';
import { splitServerErrors } from './form-errors';
import { toFormValues, toRequestBody } from './form-values';

/**
 * The form of one record of a declared type, the same for every edit screen (a collection's
 * record, the site settings): react-hook-form checked by the declaration's shared schema, one
 * save at a time (a double click saves once), the server's refusals shown next to their fields,
 * the keyboard on the first marked field, and a guard against leaving with unsaved changes.
 * The screen says how to save, and lays the fields out (`FieldControl`).
 */
export interface RecordFormOptions {
  type: ContentType;
  /** The record as stored (or the working copy's fields); undefined for a new one. */
  initial: Record<string, unknown> | undefined;
  /** Saves the body of the declared fields (plus status and sort order for a collection). Throws ApiError when refused. */
  save: (body: Record<string, unknown>, values: RecordValue) => Promise<void>;
  /** What the snackbar says when a save fails for no reason the form can show. */
  failMessage?: string;
}

export function useRecordForm({ type, initial, save, failMessage = 'The changes could not be saved. Nothing was lost: please try again.' }: RecordFormOptions) {
  const schema = useMemo(() => recordSchema(type) as z.ZodType<RecordValue, RecordValue>, [type]);
  const form = useForm<RecordValue>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(type, initial),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const values = useWatch({ control }) as RecordValue;
  const { showSnackbar } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const saving = useRef(false);
  // Read when the editor tries to leave, so a save that just finished lets the move through.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = formState.isDirty;
  }, [formState.isDirty]);
  const isDirty = useCallback(() => dirty.current, []);
  const fieldNames = useMemo(() => [...type.fields.map((f) => f.name), ...(type.kind === 'singleton' ? [] : ['status', 'sortOrder'])], [type]);

  // Where a refused save puts the keyboard. The inputs are disabled while saving, and a disabled
  // input takes no focus: the effect below waits until they are back.
  const [invalidPaths, setInvalidPaths] = useState<string[] | null>(null);
  const focusedFor = useRef<string[] | null>(null);

  /** Shows a stored record (or working copy) as saved: the form holds it and has no unsaved changes. */
  const load = useCallback(
    (record: Record<string, unknown> | undefined) => {
      reset(toFormValues(type, record));
      dirty.current = false;
    },
    [reset, type],
  );

  const onValid = async (valid: RecordValue) => {
    if (saving.current) return;
    saving.current = true;
    try {
      await save(toRequestBody(type, valid), valid);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const { fields, other } = splitServerErrors(error.fieldErrors, fieldNames);
        fields.forEach(([path, message]) => setError(path, { type: 'server', message }));
        setInvalidPaths(fields.map(([path]) => path));
        showSnackbar([errorMessage(error, 'Please correct the marked fields.'), ...other].join(' '), 'error');
      } else {
        showSnackbar(errorMessage(error, failMessage), 'error');
      }
    } finally {
      saving.current = false;
    }
  };
  const onInvalid = (errors: FieldErrors<RecordValue>) => {
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

  /** The form's values as a save's body, now (Preview saves unsaved changes as a draft first). */
  const body = useCallback(() => toRequestBody(type, form.getValues()), [type, form]);

  return { form, control, values, submit, busy, isDirty, load, body, formRef, guard: <UnsavedChangesGuard isDirty={isDirty} /> };
}
