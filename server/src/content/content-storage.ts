import { sql, type RawBuilder } from 'kysely';
import type { ContentType } from '@hospital/content/content-type';
import type { Field } from '@hospital/content/fields';
import { contentTableName, type Db } from '../db/database';
import type { ContentRow } from '../db/schema';
import { readTranslations, translationsKey } from '@hospital/content/i18n/translations';
import { isTranslated } from './record-translations';

/**
 * How a content type lives in its table: the declared fields as JSON in `data`, with copies in
 * indexed columns of what lists sort, search and look up by (title, route key, own date).
 */

export type ContentTableName = `content_${string}`;

export const tableOf = (type: ContentType): ContentTableName => contentTableName(type.key);

/** The field kept in the unique `slug` column: a slug field, else a field declared unique (pageRoute, templateId). */
export const routeKeyField = (type: ContentType): Field | undefined =>
  type.fields.find((f) => f.type === 'slug') ?? type.fields.find((f) => f.unique === true);

/** The API's system fields and the columns that hold them. */
const systemColumns = {
  _id: 'id',
  status: 'status',
  sortOrder: 'sort_order',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies Record<string, keyof ContentRow>;

/** The column that holds a field, when one does; other fields are read from the JSON. */
export const columnOf = (type: ContentType, name: string): keyof ContentRow | undefined => {
  if (name in systemColumns) return systemColumns[name as keyof typeof systemColumns];
  if (name === type.titleField) return 'title';
  if (name === routeKeyField(type)?.name) return 'slug';
  if (type.dateField !== undefined && name === type.dateField) return 'record_date';
  return undefined;
};

/** A declared field's value read from the JSON column as text, on either dialect. */
export const jsonText = (db: Db, name: string): RawBuilder<string | null> =>
  db.dialect === 'postgres'
    ? sql<string | null>`(${sql.ref('data')}::jsonb ->> ${name})`
    : sql<string | null>`json_extract(${sql.ref('data')}, ${`$."${name}"`})`;

/** The SQL expression of a field: its column or its JSON value. */
export const fieldExpression = (db: Db, type: ContentType, name: string): RawBuilder<unknown> => {
  const column = columnOf(type, name);
  return column ? sql.ref(column) : jsonText(db, name);
};

export type WireRecord = Record<string, unknown> & { _id: string };

export const parseData = (row: Pick<ContentRow, 'data'>): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(row.data);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** A row as the admin API sends it: system fields, then every declared field (null when unset), then its translations. */
export const rowToRecord = (type: ContentType, row: ContentRow): WireRecord => {
  const data = parseData(row);
  const record: WireRecord = {
    _id: row.id,
    status: row.status,
    sortOrder: row.sort_order,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  for (const field of type.fields) record[field.name] = data[field.name] ?? null;
  if (isTranslated(type)) record[translationsKey] = readTranslations(data[translationsKey]);
  return record;
};

/** Is this a unique-constraint failure (a slug taken between the check and the insert)? */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};
