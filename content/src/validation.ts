import { z } from 'zod';
import type { ContentType } from './content-type';
import type { Field, FieldType, RepeaterField, ScalarField } from './fields';
import {
  fieldNamePattern,
  isEmail,
  isHttpUrl,
  isIsoDate,
  isIsoDateTime,
  isLink,
  isPhone,
  isUploadPath,
} from './formats';
import { issuesToErrors, type Validation } from './issues';
import { defaultLanguage, languageCodePattern } from './i18n/languages';
import { isTranslatableTemplateField, translatableFields, translatedColumns, translationsKey } from './i18n/translations';
import { slugPattern } from './slug';
import { editorFields, pageTemplateById, type PageTemplate } from './templates';
import { plainText } from './text';

/**
 * Validation of records, derived from the content declarations and shared by the server (which
 * checks every write with it) and the admin (React Hook Form's resolver). Messages are written
 * for the hospital's web editors: "{Label} is required.", "{Label} must be …".
 */

export const limits = {
  text: 500,
  multilineText: 20_000,
  richText: 200_000,
  slug: 200,
  id: 64,
  rows: 500,
  textEntries: 50,
  seoTitle: 200,
  seoText: 500,
} as const;

export const recordStatuses = ['active', 'inactive'] as const;

/** "Departments" → "department", "Blog categories" → "blog category": one of a list's items. */
const oneOf = (label: string): string => {
  const lower = label.toLowerCase();
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  return lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
};

/**
 * What a missing required value asks for: a list of records "Choose at least one department.", a
 * list of rows or fields "Add at least one row.", anything else "{Label} is required.".
 */
const requiredMessage = (field: { label: string; type?: string; many?: boolean }): string => {
  if (field.type === 'relation' && field.many) return `Choose at least one ${oneOf(field.label)}.`;
  if (field.type === 'repeater' || field.type === 'fieldList' || (field.type === 'text' && field.many)) return `Add at least one ${oneOf(field.label)}.`;
  return `${field.label} is required.`;
};

/** The message when the value is of the wrong kind; a missing required value is "required". */
const kindError =
  (field: Field, kind: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? requiredMessage(field) : `${field.label} must be ${kind}.`;

const strictMessage = {
  error: (issue: z.core.$ZodRawIssue): string | undefined =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined,
};

/** Required: as given. Optional: null and absent are accepted too (and '' where strings are). */
const presence = <T extends z.ZodType>(field: Field, schema: T) =>
  field.required ? schema : schema.nullable().optional();

interface Check {
  test: (value: string) => boolean;
  message: string;
}

/** A trimmed string that is empty or passes every check; empty fails when required. */
const checkedString = (field: Field, max: number, checks: readonly Check[] = []) => {
  let schema = z
    .string({ error: kindError(field, 'text') })
    .trim()
    .max(max, `${field.label} must be at most ${max.toLocaleString('en-US')} characters.`);
  for (const check of checks) schema = schema.refine((v) => v === '' || check.test(v), check.message);
  if (field.required) schema = schema.refine((v) => v !== '', requiredMessage(field));
  return presence(field, schema);
};

/** Absent or null gives the default. */
const withDefault = <T extends string | boolean>(schema: z.ZodType<T>, value: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.default(value));

const textFormats = {
  email: (label: string) => ({ test: isEmail, message: `${label} must be an email address like name@example.com.` }),
  url: (label: string) => ({
    test: isHttpUrl,
    message: `${label} must be a web address starting with http:// or https://.`,
  }),
  link: (label: string) => ({
    test: isLink,
    message: `${label} must be a page of this site like /about-us, # or a web address starting with http:// or https://.`,
  }),
  phone: (label: string) => ({
    test: isPhone,
    message: `${label} must be a phone number: digits, spaces and + - ( ).`,
  }),
} satisfies Record<NonNullable<Extract<Field, { type: 'text' }>['format']>, (label: string) => Check>;

/** Rich text counts as empty when it shows nothing: no text and no image or embed. */
const showsSomething = (html: string): boolean => plainText(html) !== '' || /<(img|iframe|video)\b/i.test(html);

const uniqueIds = (ids: readonly string[]): boolean => new Set(ids).size === ids.length;

type SchemaOf<K extends FieldType> = (field: Extract<Field, { type: K }>) => z.ZodType;

/** One rule per field type: a new field type does not compile until it has its validator. */
const fieldSchemas: { [K in FieldType]: SchemaOf<K> } = {
  text: (field) => {
    const max = field.maxLength ?? (field.multiline ? limits.multilineText : limits.text);
    const { format, pattern } = field;
    const checks = [
      ...(format ? [textFormats[format](field.label)] : []),
      ...(pattern ? [{ test: (v: string) => pattern.regex.test(v), message: pattern.message }] : []),
    ];
    if (!field.many) return checkedString(field, max, checks);
    // A list of short texts: each entry checked like the one text, none empty, none twice.
    let entry = z.string({ error: `${field.label} must be a list of texts.` }).trim().min(1, `${field.label} must not hold an empty entry.`);
    entry = entry.max(max, `Each of ${field.label} must be at most ${max.toLocaleString('en-US')} characters.`);
    for (const check of checks) entry = entry.refine(check.test, check.message);
    let list = z
      .array(entry, { error: kindError(field, 'a list of texts') })
      .max(limits.textEntries, `${field.label} may hold at most ${limits.textEntries} entries.`)
      .refine((values) => new Set(values.map((v) => v.toLowerCase())).size === values.length, `${field.label} lists the same entry twice.`);
    if (field.required) list = list.min(1, requiredMessage(field));
    return presence(field, list);
  },
  richText: (field) => {
    let schema = z
      .string({ error: kindError(field, 'text') })
      .max(limits.richText, `${field.label} is too long (at most ${limits.richText.toLocaleString('en-US')} characters).`);
    if (field.required) schema = schema.refine(showsSomething, requiredMessage(field));
    return presence(field, schema);
  },
  // Never required: left empty, the server makes it from the `from` field.
  slug: (field) =>
    checkedString({ ...field, required: false }, limits.slug, [
      {
        test: (v) => slugPattern.test(v),
        message: `${field.label} may hold lowercase letters, digits and single dashes only (e.g. heart-care).`,
      },
    ]),
  image: (field) =>
    checkedString(field, 1000, [
      { test: isUploadPath, message: `${field.label} must be an image of the media library (/uploads/…).` },
    ]),
  file: (field) =>
    checkedString(field, 1000, [
      { test: isUploadPath, message: `${field.label} must be a file of the media library (/uploads/…).` },
    ]),
  date: (field) =>
    checkedString(field, 40, [
      field.withTime
        ? { test: isIsoDateTime, message: `${field.label} must be a date and time like 2026-11-21T09:30.` }
        : { test: isIsoDate, message: `${field.label} must be a date like 2026-11-21.` },
    ]),
  boolean: (field) =>
    withDefault(z.boolean({ error: `${field.label} must be true or false.` }), field.defaultValue ?? false),
  number: (field) => {
    let schema = z.number({ error: kindError(field, 'a number') });
    if (field.integer) schema = schema.int(`${field.label} must be a whole number.`);
    if (field.min !== undefined) schema = schema.min(field.min, `${field.label} must be at least ${field.min}.`);
    if (field.max !== undefined) schema = schema.max(field.max, `${field.label} must be at most ${field.max}.`);
    return presence(field, schema);
  },
  select: (field) => {
    const values = field.options.map((o) => o.value);
    const message = `${field.label} must be one of: ${field.options.map((o) => o.label).join(', ')}.`;
    let schema = z.string({ error: kindError(field, 'text') }).refine((v) => v === '' || values.includes(v), message);
    if (field.required) schema = schema.refine((v) => v !== '', requiredMessage(field));
    return field.defaultValue === undefined ? presence(field, schema) : withDefault(schema, field.defaultValue);
  },
  relation: (field) => {
    if (!field.many) return checkedString(field, limits.id);
    const id = z
      .string({ error: `${field.label} must be a list of record ids.` })
      .trim()
      .min(1, `${field.label} must not hold an empty id.`)
      .max(limits.id, `${field.label} must be a list of record ids.`);
    let list = z
      .array(id, { error: kindError(field, 'a list') })
      .refine(uniqueIds, `${field.label} lists the same record twice.`);
    if (field.required) list = list.min(1, requiredMessage(field));
    return presence(field, list);
  },
  repeater: (field) => {
    let rows = z
      .array(rowSchema(field), { error: kindError(field, 'a list of rows') })
      .max(limits.rows, `${field.label} may hold at most ${limits.rows} rows.`);
    if (field.required) rows = rows.min(1, requiredMessage(field));
    return presence(field, rows);
  },
  templateData: (field) => presence(field, templateDataEntries(field)),
  fieldList: (field) => {
    const list = fieldDefinitionList(false);
    return presence(
      field,
      field.required ? list.refine((defs) => defs.length > 0, requiredMessage(field)) : list,
    );
  },
  seo: (field) =>
    presence(
      field,
      z.strictObject(
        {
          title: seoText('Search title', limits.seoTitle),
          description: seoText('Search description', limits.seoText),
          keyword: seoText('Keywords', limits.seoText),
        },
        strictMessage,
      ),
    ),
};

function seoText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .optional();
}

/** The schema of one field's value, by its type. */
export const fieldSchema = (field: Field): z.ZodType =>
  (fieldSchemas[field.type] as (field: Field) => z.ZodType)(field);

function rowSchema(field: RepeaterField) {
  const shape: Record<string, z.ZodType> = {};
  for (const sub of field.fields) shape[sub.name] = fieldSchema(sub);
  return z.strictObject(shape, strictMessage);
}

const nameMessage = (what: string): string =>
  `${what} must start with a letter and hold only letters, digits and underscores (e.g. page_image).`;

/** Stored template values: `[{ name, value, repeaterValues? }]`, names unique. */
function templateDataEntries(field: Field) {
  const value = z
    .string({ error: 'A template value must be text or null.' })
    .max(limits.richText, `A template value is too long (at most ${limits.richText.toLocaleString('en-US')} characters).`)
    .nullable();
  const entry = z.strictObject(
    {
      name: z.string({ error: 'A template entry needs a name.' }).regex(fieldNamePattern, nameMessage('A template field name')),
      value: value.default(null),
      repeaterValues: z
        .array(
          z.record(z.string().regex(fieldNamePattern, nameMessage('A repeater field name')), value, {
            error: (issue) => (issue.code === 'invalid_key' ? nameMessage('A repeater field name') : 'A repeater row must map names to text.'),
          }),
        )
        .max(limits.rows, `A repeater may hold at most ${limits.rows} rows.`)
        .optional(),
    },
    strictMessage,
  );
  return z
    .array(entry, { error: kindError(field, 'a list of template values') })
    .max(limits.rows, `${field.label} may hold at most ${limits.rows} values.`)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((e, i) => {
        if (seen.has(e.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${e.name}" is given twice.` });
        seen.add(e.name);
      });
    });
}

/** Field types a template definition record may use: those that need no further settings. */
export const definableFieldTypes = ['text', 'richText', 'image', 'file', 'date', 'boolean', 'number', 'repeater'] as const;

/** One field of a template definition record (`templates` type, field `fields`). */
export interface FieldDefinition {
  type: (typeof definableFieldTypes)[number];
  name: string;
  label: string;
  required?: boolean | undefined;
  multiline?: boolean | undefined;
  help?: string | undefined;
  /** A repeater's row fields, one level deep. */
  fields?: FieldDefinition[] | undefined;
}

/** A template definition's fields: sane, unique names; repeater rows one level deep. */
function fieldDefinitionList(inRow: boolean): z.ZodType<FieldDefinition[]> {
  const types = inRow ? definableFieldTypes.filter((t) => t !== 'repeater') : definableFieldTypes;
  const definition = z
    .strictObject(
      {
        type: z.enum(types, { error: `Field type must be one of: ${types.join(', ')}.` }),
        name: z.string({ error: 'Each field needs a name.' }).regex(fieldNamePattern, nameMessage('Field name')),
        label: z
          .string({ error: 'Each field needs a label.' })
          .trim()
          .min(1, 'Each field needs a label.')
          .max(200, 'A label must be at most 200 characters.'),
        required: z.boolean().optional(),
        multiline: z.boolean().optional(),
        help: z.string().trim().max(500, 'Help must be at most 500 characters.').optional(),
        fields: inRow
          ? z.never({ error: 'A repeater row cannot hold fields of its own.' }).optional()
          : z.lazy(() => fieldDefinitionList(true)).optional(),
      },
      strictMessage,
    )
    .superRefine((def, ctx) => {
      if (def.type === 'repeater' && (def.fields === undefined || def.fields.length === 0)) {
        ctx.addIssue({ code: 'custom', path: ['fields'], message: `The repeater "${def.name}" needs at least one field.` });
      }
      if (def.type !== 'repeater' && def.fields !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['fields'], message: `Only a repeater has fields of its own ("${def.name}").` });
      }
    });
  return z.array(definition).superRefine((defs, ctx) => {
    const seen = new Set<string>();
    defs.forEach((def, i) => {
      if (seen.has(def.name)) {
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `The field name "${def.name}" is used twice.` });
      }
      seen.add(def.name);
    });
  });
}

/**
 * A template value is stored as text (see `templates/index.ts`); to check it with its field's
 * rule it is read back as the type the field holds.
 */
const fromStored = (field: ScalarField, value: string | null): unknown => {
  if (value === null || value === '') return field.type === 'boolean' ? false : null;
  if (field.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (field.type === 'number') return Number.isFinite(Number(value)) ? Number(value) : value;
  return value;
};

/**
 * The issues of template values against the template's fields: each value checked by its
 * field's rule (a link field refuses `javascript:`, an image field wants `/uploads/…`), and
 * names the template does not have refused. Paths point into the `templateData` list.
 */
export const templateDataIssues = (
  template: PageTemplate,
  entries: readonly { name: string; value: string | null; repeaterValues?: Record<string, string | null>[] | undefined }[],
): { path: (string | number)[]; message: string }[] => {
  const fields = new Map(editorFields(template).map((f) => [f.name, f]));
  const issues: { path: (string | number)[]; message: string }[] = [];
  const check = (field: ScalarField, value: string | null, path: (string | number)[]): void => {
    const result = fieldSchema({ ...field, required: false }).safeParse(fromStored(field, value));
    if (!result.success) issues.push({ path, message: result.error.issues[0]?.message ?? `${field.label} is not valid.` });
  };
  entries.forEach((entry, i) => {
    const field = fields.get(entry.name);
    if (!field) {
      issues.push({ path: [i, 'name'], message: `The template "${template.name}" has no field "${entry.name}".` });
    } else if (field.type === 'repeater') {
      const subFields = new Map(field.fields.map((f) => [f.name, f]));
      (entry.repeaterValues ?? []).forEach((row, r) => {
        for (const [name, value] of Object.entries(row)) {
          const sub = subFields.get(name);
          if (sub) check(sub, value, [i, 'repeaterValues', r, name]);
          else issues.push({ path: [i, 'repeaterValues', r, name], message: `${field.label} has no field "${name}".` });
        }
      });
    } else if (field.type === 'templateData' || field.type === 'fieldList' || field.type === 'seo') {
      issues.push({ path: [i, 'name'], message: `"${entry.name}" cannot be a template field.` });
    } else {
      check(field, entry.value, [i, 'value']);
    }
  });
  return issues;
};

/**
 * The issues of a page's translated template values: only the template's words are translated
 * (`isTranslatableTemplateField`), each checked by its field's rule; an image, a link or a number
 * is shared by every language and refused by name. Paths point into the translated list.
 */
export const templateTranslationIssues = (
  template: PageTemplate,
  entries: readonly { name: string; value: string | null; repeaterValues?: Record<string, string | null>[] | undefined }[],
): { path: (string | number)[]; message: string }[] => {
  const fields = new Map(editorFields(template).map((f) => [f.name, f]));
  const shared = (label: string): string => `${label} is not translated: it is the same in every language.`;
  const issues: { path: (string | number)[]; message: string }[] = [];
  entries.forEach((entry, i) => {
    const field = fields.get(entry.name);
    if (field?.type === 'repeater') {
      (entry.repeaterValues ?? []).forEach((row, r) => {
        for (const name of Object.keys(row)) {
          const sub = field.fields.find((f) => f.name === name);
          if (sub && !isTranslatableTemplateField(sub)) issues.push({ path: [i, 'repeaterValues', r, name], message: shared(sub.label) });
        }
      });
    } else if (field && field.type !== 'templateData' && field.type !== 'fieldList' && field.type !== 'seo' && !isTranslatableTemplateField(field)) {
      // The others cannot be template fields at all: `templateDataIssues` says so.
      issues.push({ path: [i, 'value'], message: shared(field.label) });
    }
  });
  return [...issues, ...templateDataIssues(template, entries)];
};

/** A repeater's translated rows: its translated sub-fields only, each by its own rule, by position in the default rows. */
function translatedRowsSchema(field: RepeaterField) {
  const shape: Record<string, z.ZodType> = {};
  for (const sub of translatedColumns(field)) shape[sub.name] = fieldSchema({ ...sub, required: false });
  // Another sub-field (a day, a time) is the same in every language: refused by name, as unknown.
  const row = z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : `A row of ${field.label} must be an object.`) });
  return z
    .array(row.nullable(), { error: `${field.label} must be a list of rows.` })
    .max(limits.rows, `${field.label} may hold at most ${limits.rows} rows.`)
    .nullable()
    .optional();
}

/**
 * The schema of a record's `translations` (see `i18n/translations.ts`): per language code (not the
 * default's), the translated values of the type's translatable fields, each by its field's own
 * rule but never required; a field that is not translated is refused by name. `basis` and
 * `savedAt` are accepted as a record fetched carries them; the server sets them itself. Whether a
 * code is one of the site's languages only the server knows (the site settings).
 */
export const translationsSchema = (type: Pick<ContentType, 'fields'>) => {
  const fields = translatableFields(type);
  const names = fields.map((f) => f.name);
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) shape[field.name] = field.type === 'repeater' && !field.translatable ? translatedRowsSchema(field) : fieldSchema({ ...field, required: false } as Field);
  const values = z
    .looseObject(shape, { error: 'The values of a translation must be an object of its fields.' })
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!names.includes(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is not translated: it is the same in every language. The translated fields are ${names.join(', ')}.`,
          });
        }
      }
    });
  const entry = z.strictObject(
    {
      values: values.default({}),
      basis: z.record(z.string(), z.string(), { error: 'basis must map field names to fingerprints.' }).optional(),
      savedAt: z.string({ error: 'savedAt must be text.' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'A translation must be { values: { field: value } }.') },
  );
  return z.record(z.string(), entry, { error: 'translations must map language codes to { values }.' }).superRefine((translations, ctx) => {
    for (const code of Object.keys(translations)) {
      if (!languageCodePattern.test(code)) ctx.addIssue({ code: 'custom', path: [code], message: `"${code}" is not a language code: write it in lower case, e.g. hi for Hindi.` });
      else if (code === defaultLanguage) ctx.addIssue({ code: 'custom', path: [code], message: "English is the default language: its text is the record's own fields, not a translation." });
    }
  });
};

export type RecordValue = Record<string, unknown>;

/** The range of a record's sort order: the 32-bit integer column it is stored in. */
export const maxSortOrder = 2_147_483_647;
export const minSortOrder = -2_147_483_648;

const cache = new Map<ContentType, z.ZodType<RecordValue>>();

/**
 * The schema of a record body, derived from the type's fields, plus the system fields `status`
 * ('active' | 'inactive', default 'active') and `sortOrder` (integer, default 0) on every type
 * but a singleton. Unknown fields are refused, naming them; `_id`, `createdAt` and `updatedAt`
 * are the server's and are refused too (the admin sends only what it edits).
 *
 * A page's `templateData` is also checked against its template's fields when the template is a
 * built-in one (`pageTemplateById`).
 *
 * `mode` is the same for both: an update replaces the whole record (PUT), so its body follows
 * the same rules as a create.
 */
export const recordSchema = (type: ContentType, _mode: 'create' | 'update' = 'create'): z.ZodType<RecordValue> => {
  const known = cache.get(type);
  if (known) return known;
  const shape: Record<string, z.ZodType> = {};
  for (const field of type.fields) shape[field.name] = fieldSchema(field);
  if (type.kind !== 'singleton') {
    shape.status = z
      .enum(recordStatuses, { error: 'Status must be active or inactive.' })
      .default('active');
    shape.sortOrder = z
      .number({ error: 'Sort order must be a number.' })
      .int('Sort order must be a whole number.')
      // The column is a 32-bit integer on PostgreSQL; a larger number answered 500 there.
      .min(minSortOrder, `Sort order must be at least ${minSortOrder}.`)
      .max(maxSortOrder, `Sort order must be at most ${maxSortOrder}.`)
      .default(0);
  }
  if (translatableFields(type).length > 0) shape[translationsKey] = translationsSchema(type).nullable().optional();
  const templateDataField = type.fields.find((f) => f.type === 'templateData');
  const schema = z.strictObject(shape, strictMessage).superRefine((record, ctx) => {
    for (const [path, message] of Object.entries(type.checks?.(record) ?? {})) {
      ctx.addIssue({ code: 'custom', path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message });
    }
    if (!templateDataField) return;
    const templateId = record.template;
    const entries = record[templateDataField.name];
    const template = typeof templateId === 'string' ? pageTemplateById(templateId) : undefined;
    if (!template) return;
    if (Array.isArray(entries)) {
      for (const issue of templateDataIssues(template, entries as Parameters<typeof templateDataIssues>[1])) {
        ctx.addIssue({ code: 'custom', path: [templateDataField.name, ...issue.path], message: issue.message });
      }
    }
    // Each language's template values: its words only, each by its field's rule.
    const translations = record[translationsKey] as Record<string, { values: Record<string, unknown> }> | null | undefined;
    for (const [language, translation] of Object.entries(translations ?? {})) {
      const translated = translation.values[templateDataField.name];
      if (!Array.isArray(translated)) continue;
      for (const issue of templateTranslationIssues(template, translated as Parameters<typeof templateDataIssues>[1])) {
        ctx.addIssue({ code: 'custom', path: [translationsKey, language, 'values', templateDataField.name, ...issue.path], message: issue.message });
      }
    }
  });
  cache.set(type, schema);
  return schema;
};

/** Checks a record body: the cleaned value, or the first message per field path (`seo.title`). */
export const validateRecord = (type: ContentType, body: unknown): Validation<RecordValue> => {
  const result = recordSchema(type).safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: issuesToErrors(result.error.issues) };
};
