import { contentTypeByKey } from '@hospital/content/registry';

/** The activity log's filters, as they stand in the address (`?actor=…&action=…&from=…`), so a view can be shared and survives a reload. */
export interface ActivityFilters {
  actor: string;
  action: string;
  contentType: string;
  /** yyyy-mm-dd or empty. */
  from: string;
  to: string;
}

export const filterNames = ['actor', 'action', 'contentType', 'from', 'to'] as const satisfies readonly (keyof ActivityFilters)[];

export const pageSizes = [25, 50, 100, 200] as const;
const defaultLimit = 50;

const day = /^\d{4}-\d{2}-\d{2}$/;

export interface ActivityView {
  filters: ActivityFilters;
  /** 1-based. */
  page: number;
  limit: number;
}

/** Reads the view from the address; anything unreadable is left out rather than refused. */
export function readActivityView(params: URLSearchParams): ActivityView {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const date = (name: string) => (day.test(text(name)) ? text(name) : '');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    filters: { actor: text('actor'), action: text('action'), contentType: text('contentType'), from: date('from'), to: date('to') },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (pageSizes as readonly number[]).includes(limit) ? limit : defaultLimit,
  };
}

/** The address of a view: only what differs from the default, so the plain log is `/admin/activity`. */
export function activityViewParams(view: ActivityView): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterNames) if (view.filters[name] !== '') params.set(name, view.filters[name]);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.limit !== defaultLimit) params.set('limit', String(view.limit));
  return params;
}

/** The query of `GET activity` and its CSV export: the filters (the export takes no paging). */
export function activityQuery(filters: ActivityFilters, paging?: { page: number; limit: number }): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterNames) if (filters[name] !== '') params.set(name, filters[name]);
  if (paging) {
    params.set('page', String(paging.page));
    params.set('limit', String(paging.limit));
  }
  return params;
}

const actionWords: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
  address: 'Changed address',
  save_draft: 'Saved draft',
  discard_draft: 'Discarded draft',
  schedule: 'Scheduled',
  preview: 'Previewed',
  share_preview: 'Shared preview',
  revoke_preview: 'Revoked preview link',
  submit_for_review: 'Submitted for review',
  send_back: 'Sent back',
  request_list: 'Listed requests',
  request_read: 'Read request',
  request_update: 'Worked request',
  request_note: 'Noted on request',
  request_export: 'Exported requests',
  request_delete: 'Deleted requests',
  request_erasure: "Erased a person's data",
  mail_retry: 'Retried e-mail',
  appointment_attendance: 'Marked attendance',
  appointment_block: 'Blocked slots',
  appointment_unblock: 'Unblocked slots',
  retention: 'Retention',
  activity_purge: 'Purged old log entries',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  password_set: 'Set password',
  password_link: 'New password link',
  profile_change: 'Changed profile',
  two_factor_setup: 'Two-factor set-up started',
  two_factor_enabled: 'Two-factor on',
  two_factor_disabled: 'Two-factor off',
  two_factor_rule: 'Two-factor rule',
  recovery_codes: 'New recovery codes',
  user_create: 'Added account',
  user_update: 'Changed account',
  user_disable: 'Disabled account',
  user_enable: 'Enabled account',
  user_unlock: 'Unlocked account',
  user_delete: 'Deleted account',
  activity_export: 'Exported activity log',
  settings_change: 'Changed settings',
  menu_change: 'Changed menu',
  upload: 'Uploaded',
};

/** An action of the log in words ("user_create" → "Added account"); one the studio does not know, from its key. */
export function actionLabel(action: string): string {
  const known = actionWords[action];
  if (known) return known;
  const words = action.replace(/[_.-]+/g, ' ').trim();
  return words === '' ? action : words.charAt(0).toUpperCase() + words.slice(1);
}

/** A content type of the log by its name in the studio (`experts` → "Doctors"); staff accounts are `admins`. */
export function contentTypeLabel(key: string): string {
  if (key === 'admins') return 'Staff accounts';
  return contentTypeByKey(key)?.label.plural ?? key;
}
