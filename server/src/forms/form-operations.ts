import { newId } from '../lib/ids';
import { formByKey, honeypotField, publicForms, validateForm, type PublicForm } from '@hospital/content/forms/index';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { FormEntryRow } from '../db/schema';
import { NotFoundError } from '../errors/http-errors';

/**
 * The entries of the four public forms. The submitted values are stored as plain text (JSON in
 * `data`) and never rendered as HTML; they are never logged either.
 */

export type SubmitResult = { ok: true; id: string } | { ok: false; errors: Record<string, string> };

export interface FormEntry {
  _id: string;
  kind: string;
  createdAt: string;
  submit_ip: string | null;
  remote_ip: string | null;
  [field: string]: string | null;
}

const honeypotValue = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[honeypotField];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Checks and stores one submission. A filled honeypot answers as if stored (a fresh id) and
 * stores nothing, whatever else the body holds, so a bot learns nothing.
 */
export async function submitForm(db: Db, form: PublicForm, body: unknown, remoteIp: string): Promise<SubmitResult> {
  if (honeypotValue(body) !== '') return { ok: true, id: newId() };
  const result = validateForm(form, body);
  if (!result.ok) return { ok: false, errors: result.errors };
  const data: Record<string, string> = {};
  for (const field of form.fields) {
    const value = result.value[field.name];
    if (value !== undefined) data[field.name] = value;
  }
  const id = newId();
  await db.kysely
    .insertInto('form_entries')
    .values({
      id,
      kind: form.key,
      data: JSON.stringify(data),
      submit_ip: result.value.submit_ip || null,
      remote_ip: remoteIp.slice(0, 64),
      created_at: new Date().toISOString(),
    })
    .execute();
  return { ok: true, id };
}

export function toFormEntry(row: FormEntryRow): FormEntry {
  const data = JSON.parse(row.data) as Record<string, string>;
  return { ...data, _id: row.id, kind: row.kind, createdAt: row.created_at, submit_ip: row.submit_ip, remote_ip: row.remote_ip };
}

export interface EntryFilter {
  kind?: string | undefined;
  /** ISO date or date-time; a date alone means from the start of that day (UTC). */
  from?: string | undefined;
  /** ISO date or date-time; a date alone includes the whole day. */
  to?: string | undefined;
  q?: string | undefined;
}

const dayAfter = (date: string): string => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};

const isDateOnly = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);
const asInstant = (value: string): string => (isDateOnly(value) ? `${value}T00:00:00.000Z` : new Date(value).toISOString());

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Db, filter: EntryFilter) {
  let query = db.kysely.selectFrom('form_entries');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.from) query = query.where('created_at', '>=', asInstant(filter.from));
  if (filter.to) {
    query = isDateOnly(filter.to)
      ? query.where('created_at', '<', dayAfter(filter.to))
      : query.where('created_at', '<=', new Date(filter.to).toISOString());
  }
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    query = query.where(sql<boolean>`lower(data) like ${pattern} escape '\\'`);
  }
  return query;
}

/** Newest first. */
export async function listEntries(
  db: Db,
  filter: EntryFilter & { page: number; limit: number },
): Promise<{ data: FormEntry[]; total: number }> {
  const base = filtered(db, filter);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toFormEntry), total: Number(count.total) };
}

const missing = (): NotFoundError => new NotFoundError('This form entry does not exist (it may have been deleted).');

export async function getEntry(db: Db, id: string): Promise<FormEntry> {
  const row = await db.kysely.selectFrom('form_entries').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw missing();
  return toFormEntry(row);
}

export async function deleteEntry(db: Db, id: string): Promise<void> {
  const result = await db.kysely.deleteFrom('form_entries').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw missing();
}

/** Deletes the entries with these ids; ids already gone are ignored. Answers how many went. */
export async function deleteEntries(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.kysely.deleteFrom('form_entries').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Rows read per statement while exporting, so an export of years of entries stays bounded in memory per step. */
const exportBatch = 1000;

/** A spreadsheet cell: RFC 4180 quoting, and a leading ' for text a spreadsheet would run as a formula. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The entries as CSV for Excel: a UTF-8 byte order mark, a header row, CRLF line ends. The
 * columns are the fields of the chosen form, or of every form when none is chosen.
 */
export async function exportEntriesCsv(db: Db, filter: EntryFilter): Promise<string> {
  const forms = filter.kind ? [formByKey(filter.kind)].filter((f) => f !== undefined) : publicForms;
  const fieldNames: string[] = [];
  const labels: string[] = [];
  for (const form of forms) {
    for (const field of form.fields) {
      if (!fieldNames.includes(field.name)) {
        fieldNames.push(field.name);
        labels.push(field.label);
      }
    }
  }
  const header = ['Date', 'Form', ...labels, 'IP sent by the browser', 'IP seen by the server'];
  const lines = [header.map(csvCell).join(',')];
  const formLabel = new Map<string, string>(publicForms.map((f) => [f.key, f.label]));
  for (let offset = 0; ; offset += exportBatch) {
    const rows = await filtered(db, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(exportBatch)
      .offset(offset)
      .execute();
    for (const row of rows) {
      const data = JSON.parse(row.data) as Record<string, string>;
      lines.push(
        [row.created_at, formLabel.get(row.kind) ?? row.kind, ...fieldNames.map((n) => data[n]), row.submit_ip, row.remote_ip]
          .map(csvCell)
          .join(','),
      );
    }
    if (rows.length < exportBatch) break;
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
