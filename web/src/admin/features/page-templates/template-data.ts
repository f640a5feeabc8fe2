import type { Field, RepeaterField, ScalarField } from '@hospital/content/fields';
import { editorFields, pageTemplateById, type PageTemplate } from '@hospital/content/templates/index';
import type { TemplateDataEntry } from '@hospital/content/templates/template-data';
import type { RecordOf } from '@hospital/content/records';
import type { templates } from '@hospital/content/types/templates/index';
import type { FieldDefinition } from '@hospital/content/validation';

/** A template definition as the `templates` collection stores it (the editor reads these fields). */
export type TemplateRecord = Pick<RecordOf<typeof templates>, 'templateId' | 'name' | 'description' | 'fields'> & { _id?: string };

/** A definition record's field as a content field, so the generic inputs can render it. */
export function definitionToField(def: FieldDefinition): Field {
  const base = { name: def.name, label: def.label, ...(def.required ? { required: true } : {}), ...(def.help ? { help: def.help } : {}) };
  switch (def.type) {
    case 'repeater':
      return { ...base, type: 'repeater', fields: (def.fields ?? []).map((sub) => definitionToField(sub) as ScalarField) };
    case 'text':
      return { ...base, type: 'text', ...(def.multiline ? { multiline: true } : {}) };
    default:
      return { ...base, type: def.type };
  }
}

export function recordToTemplate(record: TemplateRecord): PageTemplate {
  return {
    id: record.templateId,
    name: record.name,
    description: record.description ?? '',
    fields: (record.fields ?? []).map(definitionToField),
  };
}

/**
 * The template a page editor shows for `templateId`. A built-in template wins over a record of
 * the same id: the server checks a page's values against the built-in declaration (which also
 * holds relations and formats a definition record cannot express), so showing the record's
 * fields could offer names the server refuses. Records define the templates that are not built in.
 */
export function resolveTemplate(templateId: string, records: readonly TemplateRecord[]): PageTemplate | undefined {
  const builtIn = pageTemplateById(templateId);
  if (builtIn) return builtIn;
  const record = records.find((r) => r.templateId === templateId);
  return record ? recordToTemplate(record) : undefined;
}

/** The fields the editor renders for a template: its own, then the contact block's. */
export const templateEditorFields = (template: PageTemplate): readonly Field[] => editorFields(template);

export type StoredValue = string | null;

/** A field value as the generic inputs hold it → the text a template value is stored as. */
export function toStored(value: unknown): StoredValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** The stored text → the value the field's input expects (booleans and numbers are typed). */
export function fromStored(field: Field, value: StoredValue | undefined): unknown {
  if (field.type === 'boolean') return value === 'true';
  if (field.type === 'number') return value === null || value === undefined || value === '' ? null : Number(value);
  return value ?? '';
}

/** Reads the stored entries, tolerating an absent or malformed value. */
export function asEntries(value: unknown): TemplateDataEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is TemplateDataEntry => typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string',
  );
}

export function entryValue(entries: readonly TemplateDataEntry[], name: string): StoredValue {
  return entries.find((e) => e.name === name)?.value ?? null;
}

export function entryRows(entries: readonly TemplateDataEntry[], name: string): Record<string, StoredValue>[] {
  return entries.find((e) => e.name === name)?.repeaterValues ?? [];
}

/** Sets one single field's value, adding its entry when missing. */
export function setEntryValue(entries: readonly TemplateDataEntry[], name: string, value: StoredValue): TemplateDataEntry[] {
  if (!entries.some((e) => e.name === name)) return [...entries, { name, value }];
  return entries.map((e) => (e.name === name ? { ...e, value } : e));
}

/** Replaces a repeater's rows, adding its entry when missing. */
export function setEntryRows(
  entries: readonly TemplateDataEntry[],
  name: string,
  rows: Record<string, StoredValue>[],
): TemplateDataEntry[] {
  if (!entries.some((e) => e.name === name)) return [...entries, { name, value: null, repeaterValues: rows }];
  return entries.map((e) => (e.name === name ? { ...e, value: null, repeaterValues: rows } : e));
}

/** An empty row of a repeater: every sub-field present, booleans "false". */
export function emptyRow(field: RepeaterField): Record<string, StoredValue> {
  return Object.fromEntries(field.fields.map((sub) => [sub.name, sub.type === 'boolean' ? 'false' : '']));
}

/**
 * The entries after switching to another template: values of fields the new template also has
 * (same name, and both single or both repeaters) are kept, in the new template's order; the
 * rest are dropped, since the server refuses names a built-in template does not have.
 */
export function switchTemplateEntries(entries: readonly TemplateDataEntry[], fields: readonly Field[]): TemplateDataEntry[] {
  const kept: TemplateDataEntry[] = [];
  for (const field of fields) {
    const entry = entries.find((e) => e.name === field.name);
    if (!entry) continue;
    if (field.type === 'repeater') {
      if (entry.repeaterValues) {
        const names = new Set(field.fields.map((f) => f.name));
        const rows = entry.repeaterValues.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => names.has(k))));
        kept.push({ name: entry.name, value: null, repeaterValues: rows });
      }
    } else if (!entry.repeaterValues) {
      kept.push({ name: entry.name, value: entry.value });
    }
  }
  return kept;
}
