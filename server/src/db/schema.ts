import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types as stored (snake_case). Dates are ISO-8601 text on both dialects; JSON is text.
 * API shapes are built from these by the repositories, never sent as they are.
 */

/** One table per content type (`content_<key>`), all of this shape. */
export interface ContentTable {
  id: string;
  /** The type's unique route key: slug, pageRoute or templateId; null when the type has none. */
  slug: string | null;
  title: string;
  status: string;
  sort_order: number;
  /** The type's own date (start_date, campsdate, …) for sorting and year grouping. */
  record_date: string | null;
  created_at: string;
  updated_at: string;
  /** Every other field, as JSON. */
  data: string;
}

export interface ContentRelationTable {
  from_type: string;
  from_id: string;
  field: string;
  to_type: string;
  to_id: string;
  position: number;
}

export interface AdminTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  id: string;
  token_hash: string;
  admin_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface MediaTable {
  id: string;
  file_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  title: string;
  alt: string;
  created_at: string;
  updated_at: string;
}

export interface MenuTable {
  location: string;
  items: string;
  updated_at: string;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface FormEntryTable {
  id: string;
  kind: string;
  data: string;
  submit_ip: string | null;
  remote_ip: string | null;
  created_at: string;
}

/** Content tables are addressed as `content_${string}`. */
export type Database = {
  [table: `content_${string}`]: ContentTable;
} & {
  content_relations: ContentRelationTable;
  admins: AdminTable;
  sessions: SessionTable;
  media: MediaTable;
  menus: MenuTable;
  settings: SettingTable;
  form_entries: FormEntryTable;
};

export type ContentRow = Selectable<ContentTable>;
export type NewContentRow = Insertable<ContentTable>;
export type ContentRowUpdate = Updateable<ContentTable>;
export type AdminRow = Selectable<AdminTable>;
export type SessionRow = Selectable<SessionTable>;
export type MediaRow = Selectable<MediaTable>;
export type FormEntryRow = Selectable<FormEntryTable>;
