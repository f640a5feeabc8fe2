import type { Field } from './fields';
import type { PublicPageDeclaration } from './public-urls';

/** Where the admin navigation places a type. */
export type AdminSection = 'Content' | 'People' | 'Media' | 'Site' | 'Forms' | 'Account';

/**
 * One content type, declared once. The server derives its table, validation, REST routes and
 * public "active" listing from it; the admin derives its list, create and edit screens.
 *
 * Every record of a collection also carries the system fields `_id`, `status`
 * ('active' | 'inactive'), `sortOrder`, `createdAt` and `updatedAt`, which are not listed in
 * `fields`.
 */
export interface ContentType {
  /** The API name: `/api/admin/{key}`, `/api/admin/{key}/active`. Also the table suffix. */
  key: string;
  /** The admin list route under /admin (`our-speciality`, `hospitalfacilities`, …). */
  adminPath: string;
  /**
   * The base of the create and edit routes when it differs from the list route
   * (`videogallery/create` for the list `videogalleries`).
   */
  adminEditPath?: string;
  label: { singular: string; plural: string };
  section: AdminSection;
  /** Material icon name the admin shows in the navigation. */
  icon: string;
  fields: readonly Field[];
  /** The field shown as the record's name in lists, pickers and 409 messages. */
  titleField: string;
  /** Columns of the admin list, by field name (system fields allowed: status, updatedAt, …). */
  listColumns: readonly string[];
  /** Fields `q` searches (case-insensitive substring). */
  searchFields: readonly string[];
  /** Order of the admin list and of the public listing unless the request says otherwise. */
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** The field that holds the record's own date (kept in an indexed column for sorting). */
  dateField?: string;
  /**
   * The public listing `GET {key}/active`; absent when the type has none. `fields` limits what it
   * returns (system fields `_id`, `createdAt`, `updatedAt` always included); absent means all.
   */
  publicListing?: { fields?: readonly string[] };
  /**
   * Read-only data the server keeps beside the fields and returns with each record (a media
   * item's `url`, `mimeType`, …). List columns and sorts may name them.
   */
  systemFields?: readonly string[];
  /**
   * The public page of one record, from the table in `public-urls.ts`. `path` holds
   * `{slug}` (and for experts `{departmentSlug}`: the slug of one of its departments);
   * `titleSuffix` makes the page title "{title} | {titleSuffix}".
   */
  publicPage?: PublicPageDeclaration;
  /**
   * The site search: which group of the results page its records appear in and the fields whose
   * words are indexed beside the title (text, rich text, and relations, by their records' titles).
   * Absent: the type is not searched.
   */
  search?: SearchDeclaration;
  /**
   * Which records a department editor may keep: `self` (the type is the departments), or the
   * relation field to departments that ties a record to them (a doctor's departments, a page's
   * department tags). Absent: department editors do not reach the type at all.
   */
  departmentScope?: 'self' | { field: string };
  /**
   * `collection`: many records with the generic CRUD. `singleton`: exactly one record
   * (site settings), read and replaced whole. `custom`: records kept by a screen and routes of
   * their own (media library, menu trees, form entries, administrator accounts); the
   * declaration still gives its labels, fields and validation.
   */
  kind: 'collection' | 'singleton' | 'custom';
  /**
   * The edit form in sections, by field name, in order; each field in at most one. Declared
   * fields no section names follow under "Other". Absent: one section of every field.
   */
  formGroups?: readonly FormGroup[];
  /**
   * Days after its last review (or publish) that a published record is due for review again: the
   * studio's Due for review queue and the owners' weekly digest. Absent: the type has no review cycle.
   */
  reviewIntervalDays?: number;
  /**
   * Checks that involve more than one field (a session's end after its start), run by the shared
   * record schema on the server and in the studio after each field's own rule: messages by field
   * path (`opd_sessions.1.end`), or undefined when all is well. Pure, so both sides run the same code.
   */
  checks?: (values: Record<string, unknown>) => Record<string, string> | undefined;
}

/** One section of a type's edit form. */
export interface FormGroup {
  title: string;
  help?: string;
  fields: readonly string[];
}

/** The groups of the site search's results page; a search shows them in the order of their best match. */
export const searchGroups = ['doctors', 'departments', 'locations', 'facilities', 'pages', 'blogs', 'events', 'careers', 'faqs'] as const;
export type SearchGroup = (typeof searchGroups)[number];

export interface SearchDeclaration {
  group: SearchGroup;
  fields: readonly string[];
  /**
   * Records without a page of their own (a FAQ, a facility's card) lead to the published page
   * with this template, which lists them.
   */
  listedOn?: string;
  /**
   * How much a match in this type counts against the same match in others: a department or a
   * service answers what a patient means more often than a news item does. Absent: 1.
   */
  weight?: number;
}

/** Fields every record carries, kept by the server, not declared in `fields`. */
export const systemFields = ['_id', 'status', 'sortOrder', 'createdAt', 'updatedAt'] as const;

/** The record's own fields plus the system fields, by name. */
export const fieldNames = (type: ContentType): readonly string[] => [
  ...type.fields.map((f) => f.name),
  ...systemFields,
  ...(type.systemFields ?? []),
];

export const defineContentType = <const T extends ContentType>(type: T): T => type;
