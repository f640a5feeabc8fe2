import type { ContentType } from '@hospital/content/content-type';
import type { Field } from '@hospital/content/fields';
import { readTranslations, translatableFields, translationsKey } from '@hospital/content/i18n/translations';

/** The value a new record's field starts with in the form. */
export function emptyValue(field: Field): unknown {
  switch (field.type) {
    case 'boolean':
      return field.defaultValue ?? false;
    case 'select':
      return field.defaultValue ?? '';
    case 'number':
      return null;
    case 'relation':
      return field.many ? [] : '';
    case 'text':
      return field.many ? [] : '';
    case 'repeater':
    case 'templateData':
    case 'fieldList':
      return [];
    case 'seo':
      return { title: '', description: '', keyword: '' };
    default:
      return '';
  }
}

/** A new row of a repeater, every sub-field at its empty value. */
export const emptyRow = (fields: readonly Field[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((f) => [f.name, emptyValue(f)]));

/** The field's value as the form holds it: the stored one, or its empty value when absent or null. */
function formValue(field: Field, stored: unknown): unknown {
  if (stored === undefined || stored === null) return emptyValue(field);
  if (field.type === 'seo' && typeof stored === 'object') return { ...(emptyValue(field) as object), ...stored };
  if (field.type === 'repeater' && Array.isArray(stored)) {
    return stored.map((row: unknown) => {
      const values = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
      return Object.fromEntries(field.fields.map((f) => [f.name, formValue(f, values[f.name])]));
    });
  }
  return stored;
}

/**
 * What the form edits: the declared fields (and their `translations`) plus `status` and `sortOrder`, never the server's
 * `_id`, `createdAt`, `updatedAt` (the schema refuses them) nor read-only extras.
 */
export function toFormValues(type: ContentType, record: Record<string, unknown> | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of type.fields) values[field.name] = formValue(field, record?.[field.name]);
  // A type with translated fields carries its translations beside them (content/src/i18n/translations.ts).
  if (translatableFields(type).length > 0) values[translationsKey] = readTranslations(record?.[translationsKey]);
  if (type.kind !== 'singleton') {
    values.status = record?.status === 'inactive' ? 'inactive' : 'active';
    values.sortOrder = typeof record?.sortOrder === 'number' ? record.sortOrder : 0;
  }
  return values;
}

/** The body of a save: exactly the declared fields (and their translations) plus status and sort order. */
export function toRequestBody(type: ContentType, values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of type.fields) {
    if (field.readOnly) continue;
    if (field.name in values) body[field.name] = values[field.name];
  }
  if (translatableFields(type).length > 0 && translationsKey in values) body[translationsKey] = values[translationsKey];
  if (type.kind !== 'singleton') {
    body.status = values.status === 'inactive' ? 'inactive' : 'active';
    body.sortOrder = typeof values.sortOrder === 'number' && Number.isFinite(values.sortOrder) ? values.sortOrder : 0;
  }
  return body;
}
