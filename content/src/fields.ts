/**
 * Field types: the one vocabulary every layer speaks. Each layer (server validation and storage,
 * admin input, list cell, public display) keeps one table keyed by `FieldType`, typed with
 * `satisfies Record<FieldType, …>`, so a new field type does not compile until every layer
 * handles it.
 */

interface FieldBase {
  /** The name on the wire and in storage: the spec's names (`imageUrl`, `pageRoute`, …). */
  name: string;
  /** What the admin shows beside the input. */
  label: string;
  required?: boolean;
  /** One line of help under the input in the admin. */
  help?: string;
  /** Shown in the admin but not editable (e.g. computed values). */
  readOnly?: boolean;
  /**
   * No two records of the type may hold the same value (the server keeps it in a column with a
   * unique index and answers 409). Slugs are always unique and need not say so.
   */
  unique?: boolean;
  /**
   * The field is written in each of the site's languages (titles, names, text, SEO texts); the
   * others (slugs, images, dates, relations, numbers) are shared by all. See `i18n/translations.ts`.
   */
  translatable?: boolean;
  /**
   * Kept for the staff only (a doctor's reason for leave): the studio shows and saves it, no public
   * read, page, search index or export for the website ever carries it.
   */
  internal?: boolean;
}

export interface TextField extends FieldBase {
  type: 'text';
  maxLength?: number;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  /** Extra checks and the input kind in the admin. */
  format?: 'email' | 'url' | 'phone' | 'link';
  /** A shape the value must have when not empty, with the message shown when it has not. */
  pattern?: { regex: RegExp; message: string };
  /** A web-address part made from this field (a page's route from its title) while creating, until typed. */
  from?: string;
  /** A list of short texts (a doctor's languages), kept in the order entered; `maxLength` holds for each. */
  many?: boolean;
}

export interface RichTextField extends FieldBase {
  type: 'richText';
}

export interface SlugField extends FieldBase {
  type: 'slug';
  /** The field the slug is generated from when left empty. */
  from: string;
}

/** A path to a file in the media library, e.g. `/uploads/ab12cd34.webp`. */
export interface ImageField extends FieldBase {
  type: 'image';
}

/** A document (PDF) in the media library. */
export interface FileField extends FieldBase {
  type: 'file';
}

/** ISO date (`2026-11-21`) or, with `withTime`, ISO date-time. */
export interface DateField extends FieldBase {
  type: 'date';
  withTime?: boolean;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
  defaultValue?: boolean;
}

export interface NumberField extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface SelectField extends FieldBase {
  type: 'select';
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
}

/**
 * A reference to records of another content type, stored by `_id`. `many` stores a list of ids.
 * Public listings resolve it to `{ _id, title, slug }` objects.
 */
export interface RelationField extends FieldBase {
  type: 'relation';
  /** The `key` of the target content type. */
  to: string;
  many?: boolean;
}

/** A list of rows, each with its own sub-fields (no nested repeaters). */
export interface RepeaterField extends FieldBase {
  type: 'repeater';
  fields: readonly ScalarField[];
}

/** A page's template fields: `[{ name, value, repeaterValues? }]`, shaped by its template. */
export interface TemplateDataField extends FieldBase {
  type: 'templateData';
}

/** Search-engine data of a record with its own public page: `{ title, description, keyword }`. */
export interface SeoField extends FieldBase {
  type: 'seo';
}

/** A template definition's own field list (the "templates" content type). */
export interface FieldListField extends FieldBase {
  type: 'fieldList';
}

export type ScalarField =
  | TextField
  | RichTextField
  | SlugField
  | ImageField
  | FileField
  | DateField
  | BooleanField
  | NumberField
  | SelectField
  | RelationField;

export type Field = ScalarField | RepeaterField | TemplateDataField | FieldListField | SeoField;

export type FieldType = Field['type'];

export const fieldTypes = [
  'text',
  'richText',
  'slug',
  'image',
  'file',
  'date',
  'boolean',
  'number',
  'select',
  'relation',
  'repeater',
  'templateData',
  'fieldList',
  'seo',
] as const satisfies readonly FieldType[];

// Builders keep declarations short and uniform. Each keeps the literal name and options it was
// given in its type (`text('designation', …)` is a `TextField & { name: 'designation' }`), so the
// record types can be derived from a declaration (`RecordOf`, in `records.ts`).
type Opts<F extends Field> = Omit<F, 'type' | 'name' | 'label'>;
type Built<F extends Field, N extends string, O> = F & { name: N } & O;

export const text = <const N extends string, const O extends Opts<TextField> = Record<never, never>>(name: N, label: string, opts?: O): Built<TextField, N, O> =>
  ({ type: 'text', name, label, ...opts }) as Built<TextField, N, O>;
export const richText = <const N extends string, const O extends Opts<RichTextField> = Record<never, never>>(name: N, label: string, opts?: O): Built<RichTextField, N, O> =>
  ({ type: 'richText', name, label, ...opts }) as Built<RichTextField, N, O>;
export const slug = (from = 'title', opts: Partial<Opts<SlugField>> = {}): SlugField & { name: 'slug' } => ({
  type: 'slug',
  name: 'slug',
  label: 'Slug',
  help: 'The last part of the web address. Filled from the title when left empty.',
  ...opts,
  from,
});
export const image = <const N extends string, const O extends Opts<ImageField> = Record<never, never>>(name: N, label: string, opts?: O): Built<ImageField, N, O> =>
  ({ type: 'image', name, label, ...opts }) as Built<ImageField, N, O>;
export const file = <const N extends string, const O extends Opts<FileField> = Record<never, never>>(name: N, label: string, opts?: O): Built<FileField, N, O> =>
  ({ type: 'file', name, label, ...opts }) as Built<FileField, N, O>;
export const date = <const N extends string, const O extends Opts<DateField> = Record<never, never>>(name: N, label: string, opts?: O): Built<DateField, N, O> =>
  ({ type: 'date', name, label, ...opts }) as Built<DateField, N, O>;
export const boolean = <const N extends string, const O extends Opts<BooleanField> = Record<never, never>>(name: N, label: string, opts?: O): Built<BooleanField, N, O> =>
  ({ type: 'boolean', name, label, ...opts }) as Built<BooleanField, N, O>;
export const number = <const N extends string, const O extends Opts<NumberField> = Record<never, never>>(name: N, label: string, opts?: O): Built<NumberField, N, O> =>
  ({ type: 'number', name, label, ...opts }) as Built<NumberField, N, O>;
export const select = <const N extends string, const O extends Opts<SelectField>>(name: N, label: string, opts: O): Built<SelectField, N, O> =>
  ({ type: 'select', name, label, ...opts }) as Built<SelectField, N, O>;
export const relation = <const N extends string, const O extends Opts<RelationField>>(name: N, label: string, opts: O): Built<RelationField, N, O> =>
  ({ type: 'relation', name, label, ...opts }) as Built<RelationField, N, O>;
export const repeater = <const N extends string, const O extends Opts<RepeaterField>>(name: N, label: string, opts: O): Built<RepeaterField, N, O> =>
  ({ type: 'repeater', name, label, ...opts }) as Built<RepeaterField, N, O>;
export const seo = (): SeoField & { name: 'seo' } => ({
  type: 'seo',
  name: 'seo',
  label: 'Search engines',
  help: 'Title and description shown by search engines; left empty, the title and the footer text are used.',
  translatable: true,
});
