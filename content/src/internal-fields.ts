import type { Field } from './fields';

/**
 * Fields declared `internal` (a doctor's reason for leave) are the staff's only: the studio shows
 * and saves them, every public read leaves them out. This is the one place they are left out,
 * whole fields and sub-fields of repeater rows alike.
 */

/** Whether any field, or any sub-field of a repeater, is internal. */
export const hasInternalFields = (fields: readonly Field[]): boolean =>
  fields.some((f) => f.internal === true || (f.type === 'repeater' && f.fields.some((sub) => sub.internal === true)));

/** A record's values without its internal fields and its repeater rows without their internal sub-fields. */
export function withoutInternalFields<R extends Record<string, unknown>>(fields: readonly Field[], record: R): R {
  if (!hasInternalFields(fields)) return record;
  const out: Record<string, unknown> = { ...record };
  for (const field of fields) {
    if (field.internal) {
      delete out[field.name];
      continue;
    }
    if (field.type !== 'repeater') continue;
    const hidden = field.fields.filter((sub) => sub.internal).map((sub) => sub.name);
    const rows = out[field.name];
    if (hidden.length === 0 || !Array.isArray(rows)) continue;
    out[field.name] = rows.map((row: unknown) => {
      if (!row || typeof row !== 'object') return row;
      const copy = { ...(row as Record<string, unknown>) };
      for (const name of hidden) delete copy[name];
      return copy;
    });
  }
  return out as R;
}
