import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  /** administrator, editor, department_editor, author, translator, reviewer, requests_desk, viewer (content/src/roles.ts). */
  role: Generated<string>;
  /** JSON list of department (expert category) ids: a department editor's reach. */
  department_ids: string | null;
  /** JSON list of content type keys: an author's types (none or empty: every type). */
  content_types: string | null;
  /** JSON list of language codes: a translator's languages. */
  languages: string | null;
  /** JSON list of location ids: a desk person's locations (issue 48); none is every location. */
  locations: string | null;
  disabled_at: string | null;
  last_sign_in_at: string | null;
  /** The hash of the one-time set-password link's token, while it is valid. */
  password_token_hash: string | null;
  password_token_expires_at: string | null;
  /** Base32 TOTP secret, once two-factor sign-in is on. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The last time step a code was accepted for: a code is good once. */
  totp_last_step: number | null;
}

export interface SessionTable {
  id: string;
  token_hash: string;
  admin_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

/** A right password waiting for its second factor (and, during enrolment, the secret offered). */
export interface SignInChallengeTable {
  id: string;
  token_hash: string;
  admin_id: string;
  setup_secret: string | null;
  created_at: string;
  expires_at: string;
}

export interface RecoveryCodeTable {
  id: string;
  admin_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** Who did what, when, from where: append-only (server/src/activity). */
export interface ActivityLogTable {
  id: string;
  created_at: string;
  actor_id: string | null;
  actor_name: string | null;
  ip: string | null;
  action: string;
  content_type: string | null;
  record_id: string | null;
  record_title: string | null;
  summary: string;
}

/** One person's notification in the studio (migration 2026-11-28T1900-notifications). */
export interface NotificationTable {
  id: string;
  recipient_id: string;
  /** review_waiting, review_published, review_returned, translation_requested. */
  kind: string;
  content_type: string;
  record_id: string;
  record_title: string;
  /** The language a translation is asked in. */
  language: string | null;
  /** Who submitted, published or sent back. */
  actor_name: string | null;
  comment: string | null;
  created_at: string;
  read_at: string | null;
}

/** A department editor's change, waiting for an editor to publish it or send it back. */
export interface ReviewSubmissionTable {
  id: string;
  content_type: string;
  record_id: string;
  record_title: string;
  /** The record's version when submitted: what the reviewer publishes. */
  version: number;
  /** waiting, published, returned (sent back). */
  status: Generated<string>;
  submitted_by_id: string | null;
  submitted_by_name: string;
  submitted_at: string;
  /** The submitter's comment. */
  comment: string | null;
  decided_by_id: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  /** The reviewer's comment when sent back. */
  review_comment: string | null;
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
  /** The focal point, in percent of the width and height (0–100; 50 is the centre). */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
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
  /** `APT-2026-000123`: per form prefix and year, shown to the patient. */
  reference: string | null;
  /** new, in_progress, done, spam. */
  status: Generated<string>;
  assignee_id: string | null;
  /** Appointments: the department asked for, for filters and its recipients. */
  department: string | null;
  /** Lower-case email and the phone's last ten digits: the keys erasure finds a person by. */
  contact_email: string | null;
  contact_phone: string | null;
  consent_version: string | null;
  updated_at: string | null;
  /** The language the request was sent in (a site language's code); 'en' for those before issue 32. */
  language: Generated<string>;
}

/** A status change, an assignment, a note: the entry's history. Personal data. */
export interface FormEntryEventTable {
  id: string;
  entry_id: string;
  type: string;
  actor_id: string | null;
  actor_name: string | null;
  data: string;
  created_at: string;
}

export interface FormEntryCounterTable {
  key: string;
  value: number;
}

/** Work to do later or elsewhere (server/src/jobs). */
export interface JobTable {
  id: string;
  name: string;
  /** One pending job per key (a recurring job, a mail of the outbox). */
  unique_key: string | null;
  payload: string;
  /** pending, running, done, failed. */
  status: string;
  run_at: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  result: string | null;
  locked_by: string | null;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** Mail to send, kept until sent (server/src/mail). */
export interface MailOutboxTable {
  id: string;
  entry_id: string | null;
  /** notification (to the staff) or acknowledgement (to the patient). */
  kind: string;
  /** Comma-separated addresses. */
  recipients: string;
  subject: string;
  body: string;
  /** pending, sent, failed. */
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Each consent notice the forms have shown, by version. */
export interface ConsentNoticeTable {
  version: string;
  text: string;
  created_at: string;
}

/** Retention runs and erasures: what went, never whose. */
export interface PrivacyLogTable {
  id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  detail: string;
  created_at: string;
}

/**
 * The editorial state of one record of any type (a collection's record, `site-settings`, a menu by
 * its location): its version, the working draft kept apart from the live version, its schedule.
 */
export interface ContentStateTable {
  type: string;
  record_id: string;
  /** Raised by every save; a save naming an older one is refused as a conflict. */
  version: number;
  /** The fields of the working draft, as JSON, while they differ from the live version. */
  draft: string | null;
  draft_updated_at: string | null;
  draft_by: string | null;
  published_at: string | null;
  publish_at: string | null;
  unpublish_at: string | null;
  updated_at: string;
}

/** One save of a record, whole, with who made it and which fields it changed. */
export interface ContentRevisionTable {
  id: string;
  type: string;
  record_id: string;
  /** draft, publish, unpublish, restore, create, save, schedule… */
  action: string;
  data: string;
  /** JSON list of field names. */
  changed: string;
  author_id: string | null;
  author_name: string | null;
  created_at: string;
}

/** A shared preview link: its token is shown once; only its hash is kept. */
export interface PreviewLinkTable {
  id: string;
  token_hash: string;
  type: string;
  record_id: string;
  /** share (a link given to someone) or studio (the Preview button's own, an hour long). */
  kind: Generated<string>;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A rate limit's counter, shared by the server processes of a PostgreSQL database. */
/** A form sent without JavaScript: its confirmation address's token (hashed) and the reference it shows. */
export interface FormConfirmationTable {
  token_hash: string;
  form: string;
  reference: string;
  /** In milliseconds since 1970. */
  expires_at: number;
  /** The booked appointment (JSON of `BookedAppointment`) when the form booked a slot (issue 33). */
  appointment: string | null;
}

export interface RateLimitTable {
  key: string;
  hits: number;
  /** When the window ends, in milliseconds since 1970. */
  reset_at: number;
}

/** A backup run: taken, verified by a scratch restore, and maybe pruned since (server/src/backup). */
export interface BackupRunTable {
  id: string;
  /** schedule (BACKUP_SCHEDULE) or hand (npm run backup). */
  trigger: string;
  /** running, verified or failed. */
  status: string;
  folder: string;
  started_at: string;
  finished_at: string | null;
  error: string | null;
  table_count: number | null;
  row_count: number | null;
  /** When BACKUP_KEEP had its folder deleted. */
  pruned_at: string | null;
}

/** A server process's heartbeat (system/process-heartbeat.ts): one row a process, kept a day after it stops. */
export interface ServerProcessTable {
  id: string;
  host: string;
  pid: number;
  version: string;
  started_at: string;
  seen_at: string;
  stopped_at: string | null;
  /** bigint: PostgreSQL's driver reads it as a string. */
  rss_bytes: number | string;
  loop_delay_ms: number;
}

/** A WordPress record brought in by the import: the export's GUID and the record made of it. */
export interface WordpressImportItemTable {
  guid: string;
  /** page, post, attachment, category, tag, menu-item. */
  kind: string;
  /** The content type key (`pages`, `blogs`, `blog-categories`), `media`, or `menus`. */
  record_type: string;
  record_id: string;
  /** WordPress's post or term id, which its query addresses (`/?p=12`) name. */
  wordpress_id: number | null;
  imported_at: string;
}

/** One finished run of the WordPress import and its report (JSON). */
export interface WordpressImportRunTable {
  id: string;
  file_name: string;
  site_url: string;
  status: string;
  started_at: string;
  finished_at: string;
  report: string;
  /** The studio's runs: who started it (the command's have none). */
  started_by: string | null;
  /** JSON: the import's progress as it last told it (`ImportProgress`). */
  progress: string | null;
  error: string | null;
  cancel_requested: Generated<number>;
  /** JSON: the choices the run was planned with (`StudioImportOptions`). */
  options: string | null;
}

/** An old address that answers 301 to a new one (server/src/redirects). */
export interface RedirectTable {
  id: string;
  /** An exact path (`/old/page`), or a prefix rule's path without its star (`/old-blog`). */
  from_path: string;
  /** A path on this site, or an http(s) address elsewhere; a prefix rule's path without its star. */
  to_path: string;
  /** exact or prefix. */
  kind: string;
  /** auto (an address changed), manual, csv or import. */
  source: string;
  /** The record whose address moved, for auto rules. */
  record_type: string | null;
  record_id: string | null;
  hits: Generated<number>;
  last_hit_at: string | null;
  created_at: string;
  /** The admin who made it; null for auto rules and the seed. */
  created_by: string | null;
  updated_at: string;
}

/** A broken link the last link check found (server/src/links): where it is, the link, and why. */
export interface BrokenLinkTable {
  id: string;
  /** A content type key, `site-settings` or `menus`. */
  source_type: string;
  /** The record's id, or the menu's location, or `site-settings`. */
  source_id: string;
  source_title: string;
  /** The field's label path, e.g. `Profile` or `Sections › Buttons 2 › Link`. */
  field: string;
  url: string;
  /** not-found, not-public, missing-media, external. */
  reason: string;
  detail: string;
  /** When a check first found it: kept while later checks find it too. */
  found_at: string;
}

/** One run of the link check. */
export interface LinkCheckRunTable {
  id: string;
  /** running, done or failed. */
  status: string;
  started_at: string;
  finished_at: string | null;
  records: Generated<number>;
  links: Generated<number>;
  external: Generated<number>;
  broken: Generated<number>;
  error: string | null;
}

/** A record's review cycle (server/src/review-cycles): its owner and its last review, no revision of its content. */
export interface RecordReviewTable {
  type: string;
  record_id: string;
  owner_admin_id: string | null;
  /** An expert category (department) id. */
  owner_department_id: string | null;
  reviewed_at: string | null;
  reviewed_by_id: string | null;
  reviewed_by_name: string | null;
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
  form_entry_events: FormEntryEventTable;
  form_entry_counters: FormEntryCounterTable;
  jobs: JobTable;
  mail_outbox: MailOutboxTable;
  consent_notices: ConsentNoticeTable;
  privacy_log: PrivacyLogTable;
  content_state: ContentStateTable;
  content_revisions: ContentRevisionTable;
  preview_links: PreviewLinkTable;
  sign_in_challenges: SignInChallengeTable;
  recovery_codes: RecoveryCodeTable;
  activity_log: ActivityLogTable;
  review_submissions: ReviewSubmissionTable;
  notifications: NotificationTable;
  rate_limits: RateLimitTable;
  form_confirmations: FormConfirmationTable;
  backup_runs: BackupRunTable;
  server_processes: ServerProcessTable;
  redirects: RedirectTable;
  wordpress_import_items: WordpressImportItemTable;
  wordpress_import_runs: WordpressImportRunTable;
  broken_links: BrokenLinkTable;
  link_check_runs: LinkCheckRunTable;
  record_reviews: RecordReviewTable;
  appointment_bookings: AppointmentBookingTable;
  appointment_blocks: AppointmentBlockTable;
};

/** A booked slot of a doctor (issue 33; see the migration 2026-11-26T0400-appointments). */
export interface AppointmentBookingTable {
  id: string;
  entry_id: string;
  reference: string;
  doctor_id: string;
  /** ISO instant in UTC, as `Slot.start` in content/opd/schedule.ts. */
  slot_start: string;
  slot_end: string;
  /** 1..capacity while the booking holds its place; null once cancelled. */
  seat: number | null;
  /** booked, cancelled, attended or no_show. */
  status: string;
  place: string;
  /** The location of the booked session (issue 48); null on a site without locations. */
  location_id: string | null;
  token_hash: string;
  /** The hash of the reminder's own link (migration 2026-11-26T0500); null until reminded. */
  reminder_token_hash: string | null;
  expires_at: string;
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Slots a desk closed: a whole day (start_time null) or the slots starting in [start_time, end_time). */
export interface AppointmentBlockTable {
  id: string;
  doctor_id: string;
  day: string;
  start_time: string | null;
  end_time: string | null;
  reason: string;
  created_at: string;
  created_by: string | null;
}

export type ContentRow = Selectable<ContentTable>;
export type NewContentRow = Insertable<ContentTable>;
export type ContentRowUpdate = Updateable<ContentTable>;
export type AdminRow = Selectable<AdminTable>;
export type SessionRow = Selectable<SessionTable>;
export type MediaRow = Selectable<MediaTable>;
export type FormEntryRow = Selectable<FormEntryTable>;
export type FormEntryEventRow = Selectable<FormEntryEventTable>;
export type JobRow = Selectable<JobTable>;
export type BackupRunRow = Selectable<BackupRunTable>;
export type RedirectRow = Selectable<RedirectTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type ContentStateRow = Selectable<ContentStateTable>;
export type ContentRevisionRow = Selectable<ContentRevisionTable>;
export type PreviewLinkRow = Selectable<PreviewLinkTable>;
export type ActivityLogRow = Selectable<ActivityLogTable>;
export type ReviewSubmissionRow = Selectable<ReviewSubmissionTable>;
export type NotificationRow = Selectable<NotificationTable>;
