import type { ContentType } from './content-type';
import type { ContentTypeKey, ContentTypeOf } from './registry';
import type { Field } from './fields';
import type { TemplateDataEntry } from './templates/template-data';
import type { FieldDefinition } from './validation';

/**
 * Record types derived from the declarations: `RecordOf<typeof experts>` is a doctor as the studio
 * reads and writes it, `PublicRecordOf<typeof experts>` a doctor as `experts/active` answers. A
 * field added to a declaration is in both at once; nothing is written by hand per type.
 */

/** A relation as the public listings resolve it. */
export interface RelationRef {
  _id: string;
  title: string;
  slug?: string | null;
}

/** A record's search-engine texts (`seo` field). */
export interface SeoValue {
  title?: string | null;
  description?: string | null;
  keyword?: string | null;
}

/** The fields every stored record carries (`systemFields`). */
export interface SystemValues {
  _id: string;
  status: 'active' | 'inactive';
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** The system fields a public listing returns. */
export interface PublicSystemValues {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

type FieldOf<T extends ContentType> = T['fields'][number];

/** A repeater row: its sub-fields by name, each optional. */
type RowOf<S> = { [F in S & Field as F['name']]?: StoredValue<F> | null };

/** The value a field stores (relations as ids). */
export type StoredValue<F> = F extends { type: 'text'; many: true }
  ? string[]
  : F extends { type: 'text' | 'richText' | 'slug' | 'image' | 'file' | 'date' | 'select' }
    ? string
    : F extends { type: 'boolean' }
      ? boolean
      : F extends { type: 'number' }
        ? number
        : F extends { type: 'relation'; many: true }
          ? string[]
          : F extends { type: 'relation' }
            ? string
            : F extends { type: 'repeater'; fields: readonly (infer S)[] }
              ? RowOf<S>[]
              : F extends { type: 'templateData' }
                ? TemplateDataEntry[]
                : F extends { type: 'fieldList' }
                  ? FieldDefinition[]
                  : F extends { type: 'seo' }
                    ? SeoValue
                    : unknown;

/** The value a public listing gives for a field (relations resolved to `{ _id, title, slug }`). */
export type PublicValue<F> = F extends { type: 'relation'; many: true }
  ? RelationRef[]
  : F extends { type: 'relation' }
    ? RelationRef
    : StoredValue<F>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** Fields a saved record always holds: the required ones, and the slug (made from the title when left empty). */
type Present<F> = F extends { required: true } | { type: 'slug' } ? true : false;

/** A saved record as the studio reads and writes it: required fields and the slug present, the rest optional. */
export type RecordOf<T extends ContentType> = Simplify<
  SystemValues & {
    [F in FieldOf<T> as Present<F> extends true ? F['name'] : never]: StoredValue<F>;
  } & {
    [F in FieldOf<T> as Present<F> extends true ? never : F['name']]?: StoredValue<F> | null;
  }
>;

/** The fields a type's public listing returns (all of them unless it names some). */
type PublicFieldOf<T extends ContentType> = T extends { publicListing: { fields: readonly (infer N)[] } }
  ? Extract<FieldOf<T>, { name: N }>
  : FieldOf<T>;

/**
 * A record as `{key}/active` answers: every listed field there (null when empty, except required
 * ones and the slug), relations resolved, and beside each image its media library alt text
 * (`{name}Alt`).
 */
export type PublicRecordOf<T extends ContentType> = Simplify<
  PublicSystemValues & {
    [F in PublicFieldOf<T> as Present<F> extends true ? F['name'] : never]: PublicValue<F>;
  } & {
    [F in PublicFieldOf<T> as Present<F> extends true ? never : F['name']]: PublicValue<F> | null;
  } & {
    [F in PublicFieldOf<T> as F extends { type: 'image' } ? `${F['name']}Alt` : never]: string;
  }
>;

/** A record of the public listing `{key}/active`, by the type's API name: `PublicListing<'faqs'>`. */
export type PublicListing<K extends ContentTypeKey> = PublicRecordOf<ContentTypeOf<K>>;

/**
 * The relations of a public value, whatever shape older content gave it (SPEC §3 allows a list of
 * `{ _id, title }`, one such object, an id or a list of ids): resolved ones as they are, bare ids
 * looked up in `known` when given, else left out.
 */
export function relationRefs(value: unknown, known: readonly RelationRef[] = []): RelationRef[] {
  const list: unknown[] = Array.isArray(value) ? value : value == null ? [] : [value];
  const refs: RelationRef[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      const found = known.find((k) => k._id === item);
      if (found) refs.push(found);
    } else if (item && typeof item === 'object') {
      const ref = item as Partial<RelationRef>;
      if (typeof ref._id === 'string' && ref._id !== '' && typeof ref.title === 'string') {
        refs.push({ _id: ref._id, title: ref.title, slug: typeof ref.slug === 'string' ? ref.slug : null });
      }
    }
  }
  return refs;
}
