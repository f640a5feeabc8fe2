import type { ContentType } from '@hospital/content/content-type';
import type { Field, FieldType } from '@hospital/content/fields';
import { translatableFields, translationsKey } from '@hospital/content/i18n/translations';
import { recordSchema } from '@hospital/content/validation';
import { z } from 'zod';

/**
 * The wire schemas of a collection's records, derived from its declaration: what a client may
 * send (the shared record schema, the one the studio's forms use) and what the API answers (the
 * system fields, the workflow state and each declared field, by its type). An answer is
 * serialised through them, so a column that is no declared field never reaches a client.
 */

const text = z.string().nullish();

/** How each field type's stored value goes out: a new field type does not compile until it has one. */
const storedValues = {
  text: (field) => (field.many ? z.array(z.string()).nullish() : text),
  richText: () => text,
  slug: () => text,
  image: () => text,
  file: () => text,
  date: () => text,
  boolean: () => z.boolean().nullish(),
  number: () => z.number().nullish(),
  select: () => text,
  relation: (field) => (field.many ? z.array(z.string()).nullish() : text),
  repeater: () => z.array(z.record(z.string(), z.unknown())).nullish(),
  templateData: () => z.array(z.looseObject({ name: z.string() })).nullish(),
  fieldList: () => z.array(z.looseObject({ name: z.string(), type: z.string() })).nullish(),
  seo: () => z.object({ title: text, description: text, keyword: text }).nullish(),
} satisfies { [K in FieldType]: (field: Extract<Field, { type: K }>) => z.ZodType };

const storedValue = (field: Field): z.ZodType => (storedValues[field.type] as (field: Field) => z.ZodType)(field);

/**
 * A record's translations as the API answers them (`content/i18n/translations.ts`): per language
 * code, the translated values of its translatable fields, the fingerprint of the default text
 * each was made from (`basis`) and when the language was last saved.
 */
export const translationsAnswerSchema = z
  .record(
    z.string(),
    z.object({
      values: z.record(z.string(), z.unknown()).describe('Translated values, each in its field\'s own shape; absent or empty: the default language shows'),
      basis: z.record(z.string(), z.string()).describe('Per field, the fingerprint of the default text the translation was made from; set by the server'),
      savedAt: z.string().describe('When this language was last changed; set by the server'),
    }),
  )
  .describe("The record's translations by language code (not the default language's)");

const time = z.string();
const nullableTime = z.string().nullable();

/** A record's place in the editorial workflow (content/src/wire/workflow.ts). */
export const workflowStateShape = {
  state: z.enum(['published', 'draft', 'changed']).describe('draft: not on the website; changed: published, with unpublished changes'),
  version: z.number().int(),
  hasDraft: z.boolean(),
  draftUpdatedAt: nullableTime,
  draftBy: z.string().nullable(),
  publishedAt: nullableTime,
  publishAt: nullableTime,
  unpublishAt: nullableTime,
};

const adminCache = new Map<ContentType, z.ZodType>();

/** A record as the admin API answers it: system fields, the type's own read-only data, its fields, its workflow state. */
export const adminRecordSchema = (type: ContentType): z.ZodType => {
  const known = adminCache.get(type);
  if (known) return known;
  const shape: Record<string, z.ZodType> = {
    _id: z.string(),
    status: z.enum(['active', 'inactive']),
    sortOrder: z.number().int(),
    createdAt: time,
    updatedAt: time,
  };
  for (const name of type.systemFields ?? []) shape[name] = z.unknown();
  for (const field of type.fields) shape[field.name] = storedValue(field);
  if (translatableFields(type).length > 0) shape[translationsKey] = translationsAnswerSchema.optional();
  for (const [name, schema] of Object.entries(workflowStateShape)) shape[name] = schema.optional();
  const schema = z.object(shape);
  adminCache.set(type, schema);
  return schema;
};

/** What a record read in a language other than the default carries (`content/i18n/localize.ts`). */
export const localizedShape = {
  _fallback: z.array(z.string()).optional().describe('Translatable fields shown in the default language (not yet translated); only with ?lang='),
  _translated: z.boolean().optional().describe('Whether the record exists in the language asked for (its title is translated); only with ?lang='),
};

/** Another record as a public listing names it. */
const publicRelation = z.object({ _id: z.string(), title: z.string(), slug: z.string().nullable() });

const publicCache = new Map<ContentType, z.ZodType>();

/**
 * A record of a public listing (`GET {key}/active`): the listing's fields, relations resolved to
 * `{ _id, title, slug }`, each image with its alt text (`{name}Alt`).
 */
export const publicRecordSchema = (type: ContentType): z.ZodType => {
  const known = publicCache.get(type);
  if (known) return known;
  const wanted = type.publicListing?.fields;
  const shape: Record<string, z.ZodType> = { _id: z.string(), createdAt: time, updatedAt: time };
  for (const field of type.fields) {
    if ((wanted && !wanted.includes(field.name)) || field.internal) continue;
    if (field.type === 'relation') shape[field.name] = field.many ? z.array(publicRelation).nullish() : publicRelation.nullish();
    // A row is answered with its public sub-fields only (an object schema drops the keys it does not name);
    // a row saved before a sub-field was declared (a session before its location) lacks it.
    else if (field.type === 'repeater') shape[field.name] = z.array(z.object(Object.fromEntries(field.fields.filter((sub) => !sub.internal).map((sub) => [sub.name, z.unknown().optional()])))).nullish();
    else shape[field.name] = storedValue(field);
    if (field.type === 'image') shape[`${field.name}Alt`] = z.string().optional();
  }
  if (translatableFields(type).length > 0) Object.assign(shape, localizedShape);
  const schema = z.object(shape);
  publicCache.set(type, schema);
  return schema;
};

/** Keys a client may echo back from a GET: the server keeps them itself and ignores them. */
export const echoedKeys = ['_id', 'createdAt', 'updatedAt'] as const;
/** The workflow's own keys a record's answer carries (read by a whole-record save's route, never stored as fields). */
export const workflowKeys = ['version', 'state', 'hasDraft', 'draft', 'publishAt', 'unpublishAt', 'publishedAt', 'draftUpdatedAt', 'draftBy'] as const;
/**
 * Every key of a record's answer that is not the client's to set. A record fetched and sent back,
 * as a new one (POST) or over itself (PUT), carries them: both ignore them alike.
 */
export const readOnlyRecordKeys: readonly string[] = [...echoedKeys, ...workflowKeys];

const ignored = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, z.unknown().optional()]));

/** The workflow's keys a whole save of anything (a record, the settings, a menu) may carry; `version` is checked by the route. */
export const workflowBodyKeys = { ...ignored(workflowKeys), status: z.unknown().optional() };

/**
 * The body of a create (`save: 'create'`) or a whole-record save (`'replace'`): the shared record
 * schema, which refuses unknown fields by name, with the answer's read-only keys ignored on both
 * (`version`, when a replace names it, is its edit check; a create has none). A replace also takes
 * a status of null.
 */
export const recordBodySchema = (type: ContentType, save: 'create' | 'replace') => {
  const record = recordSchema(type) as unknown as z.ZodObject;
  const extra = save === 'create' ? ignored(readOnlyRecordKeys) : { ...ignored(echoedKeys), ...workflowBodyKeys };
  return record.safeExtend(extra) as unknown as z.ZodType<Record<string, unknown>>;
};
