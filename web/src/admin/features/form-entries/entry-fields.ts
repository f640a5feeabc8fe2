import { formByKey, publicForms, type FormKey } from '@hospital/content/forms/index';

/** A stored submission as `GET form-entries` returns it: the form's fields flattened beside these. */
export interface FormEntry {
  _id: string;
  kind: string;
  createdAt: string;
  submit_ip?: string | null;
  remote_ip?: string | null;
  [field: string]: string | null | undefined;
}

/** The tabs of the entries screen, in the order the hospital reads them. */
export const entryKinds: readonly { key: FormKey; label: string }[] = [
  { key: 'contact', label: 'Contact' },
  { key: 'appointment', label: 'Appointments' },
  { key: 'feedback', label: 'Feedback' },
  { key: 'getintouch', label: 'Discharge feedback' },
];

export const isEntryKind = (value: string | null): value is FormKey => entryKinds.some((k) => k.key === value);

const systemKeys = new Set(['_id', 'kind', 'createdAt', 'submit_ip', 'remote_ip']);

/** "21 Nov 2026, 09:30": when an entry arrived, in the administrator's own time zone. */
export const formatReceived = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
};

/**
 * Everything an entry holds, labelled as its form declares: the form's fields in their order,
 * then any other value it carries, then when it arrived and from which address.
 */
export function entryDetails(entry: FormEntry): { label: string; value: string }[] {
  const form = formByKey(entry.kind);
  const declared = form?.fields ?? [];
  const rows = declared.map((f) => ({ label: f.label, value: entry[f.name] ?? '' }));
  const known = new Set(declared.map((f) => f.name));
  for (const [name, value] of Object.entries(entry)) {
    if (!known.has(name) && !systemKeys.has(name) && typeof value === 'string') rows.push({ label: name, value });
  }
  rows.push({ label: 'Received', value: formatReceived(entry.createdAt) });
  rows.push({ label: 'IP address (sent by the browser)', value: entry.submit_ip || 'Unknown' });
  rows.push({ label: 'IP address (seen by the server)', value: entry.remote_ip || 'Unknown' });
  return rows;
}

/** Who sent it, for the list: the form's own name, phone and email fields. */
export function entrySender(entry: FormEntry): { name: string; phone: string; email: string } {
  const summary = formByKey(entry.kind)?.summary ?? { name: 'name', phone: 'phone', email: 'email' };
  return { name: entry[summary.name] ?? '', phone: entry[summary.phone] ?? '', email: entry[summary.email] ?? '' };
}

/** The query string of the list and the export: kind, date range and search. */
export function entryFilterQuery(filter: { kind: string; from: string; to: string; q: string }): URLSearchParams {
  const params = new URLSearchParams({ kind: filter.kind });
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return params;
}

export const formLabel = (kind: string): string => publicForms.find((f) => f.key === kind)?.label ?? kind;
