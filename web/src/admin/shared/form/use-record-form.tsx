import type { ContentType } from '@hospital/content/content-type';
import { recordSchema, type RecordValue } from '@hospital/content/validation';
import { useCallback, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { toFormValues, toRequestBody } from './form-values';
import { useStudioForm } from './use-studio-form';

/**
 * The form of one record of a declared type, the same for every edit screen (a collection's
 * record, the site settings): the studio form (useStudioForm) checked by the declaration's shared
 * schema, holding the declared fields (plus status and sort order for a collection). Lay the
 * fields out with RecordFields.
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

export function useRecordForm({ type, initial, save, failMessage }: RecordFormOptions) {
  const schema = useMemo(() => recordSchema(type) as z.ZodType<RecordValue, RecordValue>, [type]);
  const fieldNames = useMemo(() => [...type.fields.map((f) => f.name), ...(type.kind === 'singleton' ? [] : ['status', 'sortOrder'])], [type]);
  const studioForm = useStudioForm<RecordValue>({
    schema,
    defaultValues: toFormValues(type, initial),
    fieldNames,
    save: (values) => save(toRequestBody(type, values), values),
    ...(failMessage ? { failMessage } : {}),
  });
  const { form, load: loadValues } = studioForm;
  const values = useWatch({ control: form.control }) as RecordValue;
  /** Shows a stored record (or working copy) as saved: the form holds it and has no unsaved changes. */
  const load = useCallback((record: Record<string, unknown> | undefined) => loadValues(toFormValues(type, record)), [loadValues, type]);
  /** The form's values as a save's body, now (Preview saves unsaved changes as a draft first). */
  const body = useCallback(() => toRequestBody(type, form.getValues()), [type, form]);
  return { ...studioForm, values, load, body };
}
