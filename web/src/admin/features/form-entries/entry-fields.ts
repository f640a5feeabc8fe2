import { formByKey, publicForms, type FormKey } from '@hospital/content/forms/index';
import { entryLanguageName } from '@hospital/content/forms/desk-declarations';
import { formatHospitalTime } from '@hospital/content/hospital-time';

/** A stored submission as `GET form-entries` returns it: the form's fields flattened beside these. */
export interface FormEntry {
  _id: string;
  kind: string;
  createdAt: string;
  submit_ip?: string | null;
  remote_ip?: string | null;
  /** `APT-2026-000123`. */
  reference?: string | null;
  status?: string;
  assigneeId?: string | null;
  assigneeName?: string | null;
  department?: string | null;
  consentVersion?: string | null;
  updatedAt?: string | null;
  /** The language the request was sent in (issue 32). */
  language?: string | null;
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

const systemKeys = new Set(['_id', 'kind', 'createdAt', 'submit_ip', 'remote_ip', 'reference', 'status', 'assigneeId', 'assigneeName', 'department', 'consentVersion', 'updatedAt', 'language']);

/** "21 Nov 2026, 09:30": when an entry arrived, through the one format of times people read. */
export const formatReceived = (iso: string, timeZone?: string): string => formatHospitalTime(iso, { timeZone, fallback: iso });

/** A column of the desk's list: a field of the entry, by the form's own label. */
export interface EntryColumn {
  key: string;
  label: string;
  value: (entry: FormEntry) => string;
}

const dataColumn = (name: string, label: string): EntryColumn => ({ key: name, label, value: (entry) => entry[name] ?? '' });

/**
 * The columns that matter per form, after the reference and the date: who wrote, and for
 * appointments the date and time asked for, the department and the doctor; for discharge
 * feedback the patient's name and UHID.
 */
export function entryColumns(kind: FormKey): EntryColumn[] {
  const sender: EntryColumn[] = [
    { key: 'name', label: kind === 'getintouch' ? 'Sent by' : 'Name', value: (e) => entrySender(e).name },
    { key: 'phone', label: 'Phone', value: (e) => entrySender(e).phone },
  ];
  // The language the patient wrote in: the one to answer in (issue 32).
  const language: EntryColumn = { key: 'language', label: 'Language', value: (e) => entryLanguageName(e.language) };
  switch (kind) {
    case 'appointment':
      return [...sender, dataColumn('date_time', 'Requested for'), dataColumn('department', 'Department'), dataColumn('doctor', 'Doctor'), language];
    case 'getintouch':
      return [dataColumn('patientName', 'Patient'), dataColumn('uhidNo', 'UHID'), ...sender, language];
    default:
      return [...sender, { key: 'email', label: 'Email', value: (e) => entrySender(e).email }, dataColumn('subject', 'Subject'), language];
  }
}

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
  rows.push({ label: 'Language', value: entryLanguageName(entry.language) });
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

export interface EntryFilter {
  kind: string;
  from: string;
  to: string;
  q: string;
  status?: string;
  /** A staff account's id, or `none`. */
  assignee?: string;
  department?: string;
}

/** The query string of the list and the export: only the filters that are set. */
export function entryFilterQuery(filter: EntryFilter): URLSearchParams {
  const params = new URLSearchParams({ kind: filter.kind });
  if (filter.status) params.set('status', filter.status);
  if (filter.assignee) params.set('assignee', filter.assignee);
  if (filter.department) params.set('department', filter.department);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return params;
}

/** The entry after (1) or before (-1) the open one in the list shown, or null at either end. */
export function adjacentEntry<T extends { _id: string }>(entries: readonly T[], openId: string, step: 1 | -1): T | null {
  const index = entries.findIndex((e) => e._id === openId);
  return index < 0 ? null : (entries[index + step] ?? null);
}

export const formLabel = (kind: string): string => publicForms.find((f) => f.key === kind)?.label ?? kind;
