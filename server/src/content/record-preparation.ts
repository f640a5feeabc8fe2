import type { ContentType } from '@hospital/content/content-type';
import type { Field, FieldType, RelationField } from '@hospital/content/fields';
import { contentTypeByKey } from '@hospital/content/registry';
import { editorFields, pageTemplateById, type PageTemplate } from '@hospital/content/templates/index';
import type { TemplateDataEntry } from '@hospital/content/templates/template-data';
import { translationsKey } from '@hospital/content/i18n/translations';
import { recordSchema, templateDataIssues, templateTranslationIssues } from '@hospital/content/validation';
import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { isId } from '../lib/ids';
import { tableOf } from './content-storage';
import { readOnlyRecordKeys } from './record-schemas';
import { sanitizeRichText } from './sanitize-rich-text';
import { findTemplate } from './template-definitions';
import { correctFieldsMessage, parseInput } from '../lib/parse-input';
import { missingUploads } from '../media/media-exists';

/** A record's references to others, kept in content_relations for 409s and public joins. */
export interface RelationRefs {
  /** The relation field, or `templateData.{name}` for a template value that names a record. */
  field: string;
  toType: string;
  ids: string[];
}

export interface PreparedRecord {
  /** The declared fields, validated and cleaned (rich text sanitised). */
  data: Record<string, unknown>;
  status: string;
  sortOrder: number;
  relations: RelationRefs[];
  /**
   * The record's translations as sent, checked and cleaned like its fields; undefined when the
   * body has none (the caller keeps those saved before), null to clear them. `record-translations.ts`
   * settles them against the site's languages and stamps them.
   */
  translations: Record<string, { values: Record<string, unknown>; basis?: Record<string, string> | undefined; savedAt?: string | undefined }> | null | undefined;
}


const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const sanitizeText = (value: unknown): unknown => (typeof value === 'string' ? sanitizeRichText(value) : value);

const cleanRow = (row: unknown, fields: readonly Field[]): unknown => {
  if (!isPlainObject(row)) return row;
  const out: Record<string, unknown> = { ...row };
  for (const field of fields) if (field.type === 'richText') out[field.name] = sanitizeText(out[field.name]);
  return out;
};

const cleanTemplateData = (entries: unknown, template: PageTemplate | undefined): unknown => {
  if (!Array.isArray(entries) || !template) return entries;
  const fields = new Map(editorFields(template).map((f) => [f.name, f]));
  return (entries as TemplateDataEntry[]).map((entry) => {
    const field = fields.get(entry.name);
    if (field?.type === 'richText') return { ...entry, value: sanitizeText(entry.value) as string | null };
    if (field?.type === 'repeater' && Array.isArray(entry.repeaterValues)) {
      return { ...entry, repeaterValues: entry.repeaterValues.map((row) => cleanRow(row, field.fields) as Record<string, string | null>) };
    }
    return entry;
  });
};

type Cleaner = (value: unknown, field: Field, template: PageTemplate | undefined) => unknown;
const keep: Cleaner = (value) => value;

/** What saving does to a value of each field type before it is stored. */
const cleaners = {
  text: keep,
  richText: sanitizeText,
  slug: keep,
  image: keep,
  file: keep,
  date: keep,
  boolean: keep,
  number: keep,
  select: keep,
  relation: (value) => (value === '' ? null : value),
  repeater: (rows, field) =>
    Array.isArray(rows) && field.type === 'repeater' ? rows.map((row) => cleanRow(row, field.fields)) : rows,
  templateData: (entries, _field, template) => cleanTemplateData(entries, template),
  fieldList: keep,
  seo: keep,
} satisfies Record<FieldType, Cleaner>;

type TranslationsBody = NonNullable<PreparedRecord['translations']>;

/** Translated values are cleaned as the default language's are (rich text sanitised). */
const cleanTranslations = (type: ContentType, translations: TranslationsBody, template: PageTemplate | undefined): TranslationsBody =>
  Object.fromEntries(
    Object.entries(translations).map(([language, translation]) => {
      const values: Record<string, unknown> = {};
      for (const field of type.fields) {
        if (!(field.name in translation.values)) continue;
        values[field.name] = (cleaners[field.type] as Cleaner)(translation.values[field.name] ?? null, field, template);
      }
      return [language, { ...translation, values }];
    }),
  );

const relationIds = (value: unknown): string[] =>
  typeof value === 'string' ? (value === '' ? [] : [value]) : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The references of a record: its relation fields and template values of relation fields. */
const collectRelations = (type: ContentType, data: Record<string, unknown>, template: PageTemplate | undefined): { refs: RelationRefs[]; errorPaths: Map<string, string> } => {
  const refs: RelationRefs[] = [];
  const errorPaths = new Map<string, string>();
  for (const field of type.fields) {
    if (field.type === 'relation') {
      refs.push({ field: field.name, toType: field.to, ids: relationIds(data[field.name]) });
      errorPaths.set(field.name, field.name);
    }
    if (field.type === 'repeater' && Array.isArray(data[field.name])) {
      // A relation inside rows (a doctor's session names its location): one reference per row, so
      // an error points at the row and the referenced record cannot be deleted while a row names it.
      for (const sub of field.fields) {
        if (sub.type !== 'relation') continue;
        (data[field.name] as unknown[]).forEach((row, i) => {
          const value = row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[sub.name] : undefined;
          const ids = relationIds(value);
          if (ids.length === 0) return;
          const key = `${field.name}.${i}.${sub.name}`;
          refs.push({ field: key, toType: sub.to, ids });
          errorPaths.set(key, key);
        });
      }
    }
    if (field.type === 'templateData' && template && Array.isArray(data[field.name])) {
      const templateFields = new Map(editorFields(template).map((f) => [f.name, f]));
      (data[field.name] as TemplateDataEntry[]).forEach((entry, i) => {
        const tf = templateFields.get(entry.name);
        if (tf?.type === 'relation') {
          const key = `${field.name}.${entry.name}`;
          refs.push({ field: key, toType: tf.to, ids: relationIds(entry.value) });
          errorPaths.set(key, `${field.name}.${i}.value`);
        }
      });
    }
  }
  return { refs, errorPaths };
};

const relationLabel = (type: ContentType, fieldName: string): string => {
  const [name, row, subName] = fieldName.split('.');
  if (row !== undefined && subName !== undefined) {
    const repeater = type.fields.find((f) => f.name === name && f.type === 'repeater');
    const sub = repeater?.type === 'repeater' ? repeater.fields.find((f) => f.name === subName && f.type === 'relation') : undefined;
    if (sub) return `${sub.label} (row ${Number(row) + 1})`;
  }
  const field = type.fields.find((f): f is RelationField => f.name === fieldName && f.type === 'relation');
  return field?.label ?? 'This field';
};

/** Every referenced record must exist in its type: one query per referenced type. */
const checkRelations = async (db: Db, type: ContentType, refs: RelationRefs[], errorPaths: Map<string, string>): Promise<Record<string, string>> => {
  const errors: Record<string, string> = {};
  const byType = new Map<string, Set<string>>();
  for (const ref of refs) {
    const target = contentTypeByKey(ref.toType);
    for (const id of ref.ids) {
      if (!isId(id) || !target || target.kind !== 'collection') {
        errors[errorPaths.get(ref.field) ?? ref.field] = `${relationLabel(type, ref.field)} names a record that does not exist (${id}).`;
        continue;
      }
      const set = byType.get(ref.toType) ?? new Set<string>();
      set.add(id);
      byType.set(ref.toType, set);
    }
  }
  for (const [toType, ids] of byType) {
    const target = contentTypeByKey(toType);
    if (!target) continue;
    const found = await db.kysely.selectFrom(tableOf(target)).select('id').where('id', 'in', [...ids]).execute();
    const existing = new Set(found.map((r) => r.id));
    for (const ref of refs) {
      if (ref.toType !== toType) continue;
      const missing = ref.ids.find((id) => ids.has(id) && !existing.has(id));
      if (missing) errors[errorPaths.get(ref.field) ?? ref.field] = `${relationLabel(type, ref.field)} names a record that does not exist (${missing}).`;
    }
  }
  return errors;
};

/**
 * Every image a record names is an item of the media library: its image fields, and the image
 * values of its page template. The shared schema checks the address's form (`/uploads/…`); only
 * the database knows whether the file is there, so a draft cannot hold a picture that is not.
 */
const checkImages = async (db: Db, type: ContentType, data: Record<string, unknown>, template: PageTemplate | undefined): Promise<Record<string, string>> => {
  const named: { path: string; label: string; url: string }[] = [];
  for (const field of type.fields) {
    const value = data[field.name];
    if (field.type === 'image' && typeof value === 'string' && value !== '') named.push({ path: field.name, label: field.label, url: value });
    if (field.type === 'templateData' && template && Array.isArray(value)) {
      const templateFields = new Map(editorFields(template).map((f) => [f.name, f]));
      (value as TemplateDataEntry[]).forEach((entry, i) => {
        const tf = templateFields.get(entry.name);
        if (tf?.type === 'image' && typeof entry.value === 'string' && entry.value !== '') named.push({ path: `${field.name}.${i}.value`, label: tf.label, url: entry.value });
      });
    }
  }
  if (named.length === 0) return {};
  const missing = await missingUploads(db, named.map((n) => n.url));
  const errors: Record<string, string> = {};
  for (const { path, label, url } of named) {
    if (missing.has(url)) errors[path] ??= `${label}: there is no image at ${url.slice(0, 120)} in the media library. Pick one there, or upload it first.`;
  }
  return errors;
};

/** Template checks the shared schema cannot make alone: the template exists, and for stored templates their fields. */
const checkTemplate = async (
  db: Db,
  type: ContentType,
  data: Record<string, unknown>,
  translations: TranslationsBody | null | undefined,
): Promise<{ template: PageTemplate | undefined; errors: Record<string, string> }> => {
  const dataField = type.fields.find((f) => f.type === 'templateData');
  if (!dataField || typeof data.template !== 'string') return { template: undefined, errors: {} };
  const template = await findTemplate(db, data.template);
  if (!template) return { template, errors: { template: `There is no template "${data.template}". Choose one of the templates list.` } };
  const entries = Array.isArray(data[dataField.name]) ? (data[dataField.name] as TemplateDataEntry[]) : [];
  const issues = pageTemplateById(template.id) ? [] : templateDataIssues(template, entries);
  const fields = new Map(editorFields(template).map((f) => [f.name, f]));
  entries.forEach((entry, i) => {
    if (fields.get(entry.name)?.type === 'repeater' && !Array.isArray(entry.repeaterValues)) {
      issues.push({ path: [i, 'repeaterValues'], message: `"${entry.name}" is a list: send its rows in repeaterValues.` });
    }
  });
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = [dataField.name, ...issue.path].join('.');
    errors[path] ??= issue.message;
  }
  // A stored template's translated values (a built-in one's the shared schema checked).
  if (!pageTemplateById(template.id)) {
    for (const [language, translation] of Object.entries(translations ?? {})) {
      const translated = translation.values[dataField.name];
      if (!Array.isArray(translated)) continue;
      for (const issue of templateTranslationIssues(template, translated as TemplateDataEntry[])) {
        errors[[translationsKey, language, 'values', dataField.name, ...issue.path].join('.')] ??= issue.message;
      }
    }
  }
  return { template, errors };
};

/**
 * Validates a record body with the shared schema and the checks that need the database, and
 * cleans it for storage. Throws ValidationError with per-field messages.
 */
export const prepareRecord = async (db: Db, type: ContentType, input: unknown): Promise<PreparedRecord> => {
  if (!isPlainObject(input)) throw new ValidationError('The request body must be a JSON object of the record fields.');
  // What the server keeps itself (ids, times, the workflow's state): echoed back from a GET, ignored.
  const body = Object.fromEntries(Object.entries(input).filter(([key]) => !readOnlyRecordKeys.includes(key)));
  const { status, sortOrder, [translationsKey]: translations, ...fields } = parseInput(recordSchema(type, 'create'), body);

  const { template, errors: templateErrors } = await checkTemplate(db, type, fields, translations as TranslationsBody | null | undefined);
  if (Object.keys(templateErrors).length > 0) throw new ValidationError(correctFieldsMessage, templateErrors);

  const data: Record<string, unknown> = {};
  for (const field of type.fields) {
    const cleaner = cleaners[field.type] as Cleaner;
    data[field.name] = cleaner(fields[field.name] ?? null, field, template);
  }

  const { refs, errorPaths } = collectRelations(type, data, template);
  const relationErrors = await checkRelations(db, type, refs, errorPaths);
  const imageErrors = await checkImages(db, type, data, template);
  if (Object.keys(relationErrors).length > 0 || Object.keys(imageErrors).length > 0) throw new ValidationError(correctFieldsMessage, { ...imageErrors, ...relationErrors });

  const given = translations as TranslationsBody | null | undefined;
  return {
    data,
    status: String(status ?? 'active'),
    sortOrder: Number(sortOrder ?? 0),
    relations: refs,
    translations: given ? cleanTranslations(type, given, template) : given,
  };
};
