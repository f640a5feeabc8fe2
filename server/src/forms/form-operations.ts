import crypto from 'node:crypto';
import {
  consentField,
  defaultConsentNotice,
  defaultPrivacyPolicyLink,
  emailKey,
  entryLanguageName,
  formatReference,
  phoneKey,
  referencePrefixes,
  statusLabel,
} from '@hospital/content/forms/desk';
import { formByKey, honeypotField, publicForms, validateForm, type PublicForm } from '@hospital/content/forms/index';
import { messagesFor } from '@hospital/content/i18n/catalogue';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { FormEntryRow } from '../db/schema';
import { NotFoundError } from '../errors/http-errors';
import type { Queryable } from '../jobs/job-queue';
import { newId } from '../lib/ids';
import { formatHospitalTime, sortableHospitalTime } from '@hospital/content/hospital-time';
import { csvCell } from '../lib/csv';
import { queueMail } from '../mail/outbox';
import { getSiteSettingsAndLanguages, hospitalTimeZone, type SiteSettings } from '../settings/site-settings-operations';
import { hospitalCalendarOf } from '../appointments/free-slots';
import { networkLocations, networkLocationsShared } from '../appointments/locations';
import type { BookedAppointment, FreeSlot } from '@hospital/content/wire/appointments';
import { removeBookingsOf } from '../appointments/bookings';
import { holdAppointmentSeat, newAppointment, planAppointment, refuseTakenSlot, SeatTakenError, type AppointmentPlan } from '../appointments/booking-entry';
import { appointmentProblems, withDefaultTitles } from './appointment-checks';
import { getDeskSettings } from './desk-settings';
import { acknowledgementMail, notificationMail, notificationRecipients, type NewEntry } from './entry-mail';
import { requestLanguage } from './form-language';
import { transaction } from '../db/transaction';

/**
 * The entries of the four public forms. The submitted values are stored as plain text (JSON in
 * `data`) and never rendered as HTML; they are never logged either.
 */

export type SubmitResult =
  /** `appointment`: the slot booked, for a doctor with an OPD schedule (issue 33). */
  | { ok: true; id: string; reference: string; appointment?: BookedAppointment }
  /** `nextSlots`: a slot refused (taken, blocked, past or none of the doctor's), with the next free ones. */
  | { ok: false; errors: Record<string, string>; nextSlots?: FreeSlot[] }
  /** Refused by the limits on stored submissions: the reason in plain words, with the hospital's phone. */
  | { ok: false; limited: string };

/**
 * The limits on submissions, counted over the entries actually stored (issue 30): a request
 * refused for a wrong field costs the patient nothing. Per form, in a window of 10 minutes:
 * - `perAddress` from one IP address. High, because many patients share one address behind
 *   their mobile carrier's NAT (common in India): a whole ward of phones can book at once.
 * - `perContact` for one phone number or e-mail address, wherever it comes from: what stops one
 *   sender repeating the same request, on any network.
 * Counted from `form_entries` itself, so every server process on the database counts the same.
 * Two submissions in the same instant may both pass the count: the limit may be passed by one or
 * two, never by more.
 */
export const storedLimits = { perAddress: 30, perContact: 5, windowMs: 10 * 60 * 1000 };

export interface FormEntry {
  _id: string;
  kind: string;
  createdAt: string;
  submit_ip: string | null;
  remote_ip: string | null;
  reference: string | null;
  status: string;
  assigneeId: string | null;
  assigneeName: string | null;
  department: string | null;
  consentVersion: string | null;
  updatedAt: string | null;
  /** The language the request was sent in ('en' for those before issue 32). */
  language: string;
  [field: string]: string | null;
}

export interface SubmitOptions {
  /** Queue mail (the server has SMTP_URL). */
  mail: boolean;
  /** The address of the entry in the studio, for the notification. */
  entryUrl: (entry: { id: string; kind: string }) => string;
  /** The website's origin (PUBLIC_URL or the request's), for the absolute links of a booking's mail. */
  origin?: string;
  now?: Date;
}

const honeypotValue = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[honeypotField];
  return typeof value === 'string' ? value.trim() : '';
};

const consentGiven = (value: unknown): boolean => typeof value === 'string' && ['yes', 'on', 'true', '1'].includes(value.trim().toLowerCase());

/** The consent notice the forms show now, as the website reads it from the settings. */
export const consentNotice = (settings: SiteSettings): { text: string; link: string; required: boolean } => ({
  text: settings.consent_notice || defaultConsentNotice,
  link: settings.privacy_policy_link || defaultPrivacyPolicyLink,
  required: settings.consent_checkbox === 'required',
});

/** A notice's version: the same words and link give the same version, so an entry names exactly what was shown. */
export const consentVersion = (notice: { text: string; link: string }): string =>
  `v-${crypto.createHash('sha256').update(`${notice.text}\n${notice.link}`).digest('hex').slice(0, 12)}`;

const yearIn = (now: Date, timeZone: string): number => Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(now));

/** The next number of a form's references in a year, counted in the database (several processes share it). */
async function nextReference(trx: Queryable, form: PublicForm, year: number): Promise<string> {
  const prefix = referencePrefixes[form.key];
  const key = `${prefix}-${year}`;
  const row = await trx
    .insertInto('form_entry_counters')
    .values({ key, value: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb('form_entry_counters.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return formatReference(prefix, year, Number(row.value));
}

/**
 * Checks and stores one submission, with its reference, its first history line and its mail in
 * the outbox, in one transaction: the answer waits for no mail server. A filled honeypot
 * answers as if stored (a fresh id and reference) and stores nothing, so a bot learns nothing.
 */
export async function submitForm(db: Db, form: PublicForm, body: unknown, remoteIp: string, options: SubmitOptions): Promise<SubmitResult> {
  const now = options.now ?? new Date();
  // The settings, the languages and the calendar from one read (each statement is a round trip).
  const { settings, languages: siteLanguages, record } = await getSiteSettingsAndLanguages(db);
  const timeZone = hospitalTimeZone(settings);
  if (honeypotValue(body) !== '') {
    return { ok: true, id: newId(), reference: formatReference(referencePrefixes[form.key], yearIn(now, timeZone), crypto.randomInt(1, 999_999)) };
  }
  // The request's language: its messages here, the acknowledgement's, and the desk's column.
  const asked = requestLanguage(body, siteLanguages);
  const language = 'language' in asked ? asked.language : defaultLanguage;
  const texts = messagesFor(language).forms;
  const result = validateForm(form, body, { phoneCountry: settings.phone_country, timeZone, now, language });
  const notice = consentNotice(settings);
  const sentConsent = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[consentField] : undefined;
  const consentMissing = notice.required && !consentGiven(result.ok ? result.value[consentField] : sentConsent);
  if (!result.ok || consentMissing || 'error' in asked) {
    return {
      ok: false,
      errors: {
        ...(result.ok ? {} : result.errors),
        ...(consentMissing ? { [consentField]: texts.consentRequired } : {}),
        ...('error' in asked ? { language: asked.error } : {}),
      },
    };
  }
  const data: Record<string, string> = {};
  for (const field of form.fields) {
    const value = result.value[field.name];
    if (value !== undefined) data[field.name] = value;
  }
  let plan: AppointmentPlan | undefined;
  if (form.key === 'appointment') {
    Object.assign(data, await withDefaultTitles(db, data, language));
    // A doctor with an OPD schedule is booked into a free slot of theirs; others keep the request.
    const planned = await planAppointment(db, data, { now, language, calendar: hospitalCalendarOf(record, await networkLocationsShared(db.kysely)) });
    const problems = await appointmentProblems(db, data, { now, timeZone, outpatientHours: settings.outpatient_hours, language, scheduled: planned !== undefined });
    if (problems) return { ok: false, errors: problems };
    if (planned && 'errors' in planned) return { ok: false, ...planned };
    plan = planned;
  }
  const limited = await overStoredLimits(db, form, { remoteIp, phone: data[form.summary.phone] ?? '', email: data[form.summary.email] ?? '' }, now);
  if (limited) return { ok: false, limited: limitMessage(limited, settings.site_phone_no_1 ?? '', language) };
  const version = consentVersion(notice);
  const desk = options.mail ? await getDeskSettings(db) : undefined;
  const id = newId();
  const at = now.toISOString();
  const email = data[form.summary.email] ?? '';
  const phone = data[form.summary.phone] ?? '';
  const department = form.key === 'appointment' ? (data.department ?? null) : null;
  // The reference is counted in a statement of its own before the entry's transaction: the
  // counter's row is locked for that statement only, not for the whole transaction, so the
  // submissions of every form and doctor no longer wait for each other's. A booking refused in the
  // transaction (its slot taken meanwhile) leaves a gap in the numbers.
  const reference = await nextReference(db.kysely, form, yearIn(now, timeZone));
  const booking = plan ? newAppointment(plan, { reference, data, language }) : undefined;
  const appointment = booking?.appointment;
  const stored = await transaction(db, async (trx) => {
    await trx.insertInto('consent_notices').values({ version, text: `${notice.text}\n${notice.link}`, created_at: at }).onConflict((oc) => oc.column('version').doNothing()).execute();
    await trx
      .insertInto('form_entries')
      .values({
        id,
        kind: form.key,
        data: JSON.stringify(data),
        submit_ip: result.value.submit_ip || null,
        remote_ip: remoteIp.slice(0, 64),
        created_at: at,
        updated_at: at,
        reference,
        status: 'new',
        assignee_id: null,
        department,
        contact_email: email ? emailKey(email) : null,
        contact_phone: phone ? phoneKey(phone) || null : null,
        consent_version: version,
        language,
      })
      .execute();
    await trx.insertInto('form_entry_events').values({ id: newId(), entry_id: id, type: 'created', actor_id: null, actor_name: null, data: JSON.stringify({ reference }), created_at: at }).execute();
    if (desk) {
      const entry: NewEntry = {
        id,
        form,
        reference,
        department,
        language,
        values: data,
        received: `${formatHospitalTime(at, { timeZone })} (${timeZone})`,
        link: options.entryUrl({ id, kind: form.key }),
        ...(appointment ? { appointment: { ...appointment, timeZone, origin: options.origin ?? '' } } : {}),
      };
      const to = notificationRecipients(entry, desk, settings.notification_emails ?? '');
      if (to.length > 0) await queueMail(trx, notificationMail(entry, desk, to), now);
      // A booked slot's confirmation carries the patient's only link to cancel or move it: sent whenever they gave an e-mail.
      if ((desk.acknowledgement.enabled || appointment) && email) await queueMail(trx, acknowledgementMail(entry, desk, settings.siteTitle || 'the hospital', email), now);
    }
    // The slot's seat, held last (the doctor's slot lock lasts from here to the commit): no seat
    // left rolls the whole entry back, its mails with it.
    if (plan && booking) await holdAppointmentSeat(trx, plan, { entryId: id, reference, tokenHash: booking.tokenHash, now });
    return { reference, appointment };
  }).catch((error: unknown) => {
    // Every seat of the slot was taken meanwhile: nothing was stored.
    if (error instanceof SeatTakenError) return undefined;
    throw error;
  });
  if (!stored) return plan ? { ok: false, ...(await refuseTakenSlot(db, plan, { now, language })) } : { ok: false, errors: {} };
  return { ok: true, id, reference: stored.reference, ...(stored.appointment ? { appointment: stored.appointment } : {}) };
}

/**
 * Which stored limit a new submission would pass, if any: the sender's address, or their phone
 * number or e-mail address (see `storedLimits`).
 */
export async function overStoredLimits(
  db: Db,
  form: PublicForm,
  sender: { remoteIp: string; phone: string; email: string },
  now: Date,
): Promise<'address' | 'contact' | undefined> {
  const since = new Date(now.getTime() - storedLimits.windowMs).toISOString();
  const phone = sender.phone ? phoneKey(sender.phone) : '';
  const email = sender.email ? emailKey(sender.email) : '';
  // Both counts in one statement (a round trip fewer for every submission).
  const counts = await db.kysely
    .selectFrom('form_entries')
    .where('kind', '=', form.key)
    .where('created_at', '>', since)
    .select((eb) => [
      eb.fn.sum<number | string | null>(eb.case().when('remote_ip', '=', sender.remoteIp.slice(0, 64)).then(1).else(0).end()).as('address'),
      eb.fn
        .sum<number | string | null>(
          phone || email
            ? eb
                .case()
                .when(eb.or([...(phone ? [eb('contact_phone', '=', phone)] : []), ...(email ? [eb('contact_email', '=', email)] : [])]))
                .then(1)
                .else(0)
                .end()
            : eb.lit(0),
        )
        .as('contact'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(counts.address ?? 0) >= storedLimits.perAddress) return 'address';
  if (!phone && !email) return undefined;
  return Number(counts.contact ?? 0) >= storedLimits.perContact ? 'contact' : undefined;
}

/** The refusal a patient reads, in their language: what happened, what to do, and the hospital's number to call instead. */
export function limitMessage(limit: 'address' | 'contact', sitePhone: string, language: string = defaultLanguage): string {
  const m = messagesFor(language).forms;
  const call = sitePhone.trim() ? m.callUsOn(sitePhone.trim()) : m.callTheHospital;
  const what = limit === 'contact' ? m.limitContact(storedLimits.perContact) : m.limitAddress;
  return `${what} ${m.limitTryAgain(call)}`;
}

type EntryRowWithAssignee = FormEntryRow & { assignee_name: string | null };

export function toFormEntry(row: EntryRowWithAssignee): FormEntry {
  const data = JSON.parse(row.data) as Record<string, string>;
  return {
    ...data,
    _id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    submit_ip: row.submit_ip,
    remote_ip: row.remote_ip,
    reference: row.reference,
    status: row.status,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    department: row.department,
    consentVersion: row.consent_version,
    updatedAt: row.updated_at,
    language: row.language,
  };
}

export interface EntryFilter {
  kind?: string | undefined;
  /** ISO date or date-time; a date alone means from the start of that day in the hospital's time zone. */
  from?: string | undefined;
  /** ISO date or date-time; a date alone includes the whole day. */
  to?: string | undefined;
  q?: string | undefined;
  status?: string | undefined;
  /** An administrator's id, or `none` for entries nobody has taken. */
  assignee?: string | undefined;
  department?: string | undefined;
  /** The hospital's time zone, for date-only bounds; UTC when not given. */
  timeZone?: string | undefined;
  /** A desk person limited to locations (issue 48): only the entries booked at theirs. */
  scope?: LocationScope | undefined;
}

/**
 * The locations a desk person is limited to (issue 48), as the entries read them: an appointment
 * entry is at its booking's location, a booking that names none at the main hospital's. Entries
 * of no location (a contact form, a request without a slot) are the whole hospital's, not theirs.
 */
export interface LocationScope {
  ids: readonly string[];
  /** Whether the main hospital is one of them: its bookings name no location on an older site. */
  withUnnamed: boolean;
}

/** The scope of a desk person's locations; undefined (every entry) when they are limited to none. */
export async function locationScopeOf(db: Db, locationIds: readonly string[] | undefined): Promise<LocationScope | undefined> {
  if (!locationIds || locationIds.length === 0) return undefined;
  const main = (await networkLocations(db.kysely))[0]?._id;
  return { ids: locationIds, withUnnamed: main !== undefined && locationIds.includes(main) };
}

const isDateOnly = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** How far a time zone's clock is ahead of UTC at an instant, in ms. */
const zoneOffsetMs = (instant: Date, timeZone: string): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
};

/** Midnight at the start of a day (2026-11-23) in a time zone, as an instant. */
export function startOfDay(date: string, timeZone = 'UTC'): Date {
  const utcMidnight = new Date(`${date}T00:00:00.000Z`);
  return new Date(utcMidnight.getTime() - zoneOffsetMs(utcMidnight, timeZone));
}

const dayAfter = (date: string): string => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Db, filter: EntryFilter) {
  let query = db.kysely.selectFrom('form_entries').leftJoin('admins', 'admins.id', 'form_entries.assignee_id');
  if (filter.kind) query = query.where('form_entries.kind', '=', filter.kind);
  if (filter.from) {
    query = query.where('form_entries.created_at', '>=', isDateOnly(filter.from) ? startOfDay(filter.from, filter.timeZone).toISOString() : new Date(filter.from).toISOString());
  }
  if (filter.to) {
    query = isDateOnly(filter.to)
      ? query.where('form_entries.created_at', '<', startOfDay(dayAfter(filter.to), filter.timeZone).toISOString())
      : query.where('form_entries.created_at', '<=', new Date(filter.to).toISOString());
  }
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([eb(sql<string>`lower(form_entries.data)`, 'like', sql<string>`${pattern} escape '\\'`), eb(sql<string>`lower(form_entries.reference)`, 'like', sql<string>`${pattern} escape '\\'`)]),
    );
  }
  if (filter.status) query = query.where('form_entries.status', '=', filter.status);
  if (filter.assignee === 'none') query = query.where('form_entries.assignee_id', 'is', null);
  else if (filter.assignee) query = query.where('form_entries.assignee_id', '=', filter.assignee);
  if (filter.department) query = query.where(sql<string>`lower(form_entries.department)`, '=', filter.department.toLowerCase());
  const scope = filter.scope;
  if (scope) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('appointment_bookings as sb')
          .select(sql.lit(1).as('one'))
          .whereRef('sb.entry_id', '=', 'form_entries.id')
          .where((b) => b.or([b('sb.location_id', 'in', [...scope.ids]), ...(scope.withUnnamed ? [b('sb.location_id', 'is', null)] : [])])),
      ),
    );
  }
  return query;
}

const entryColumns = (query: ReturnType<typeof filtered>) => query.selectAll('form_entries').select('admins.name as assignee_name');

/** Newest first. */
export async function listEntries(
  db: Db,
  filter: EntryFilter & { page: number; limit: number },
): Promise<{ data: FormEntry[]; total: number }> {
  const base = filtered(db, filter);
  const [rows, count] = await Promise.all([
    entryColumns(base)
      .orderBy('form_entries.created_at', 'desc')
      .orderBy('form_entries.id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toFormEntry), total: Number(count.total) };
}

/** The departments appointments were asked for, for the desk's filter. */
export async function entryDepartments(db: Db): Promise<string[]> {
  const rows = await db.kysely.selectFrom('form_entries').select('department').distinct().where('department', 'is not', null).orderBy('department').execute();
  return rows.map((r) => r.department).filter((d): d is string => d !== null);
}

const missing = (): NotFoundError => new NotFoundError('This form entry does not exist (it may have been deleted).');

/** One entry; out of a desk person's locations (`scope`), as missing. */
export async function getEntry(db: Db, id: string, scope?: LocationScope): Promise<FormEntry> {
  const row = await entryColumns(filtered(db, { scope })).where('form_entries.id', '=', id).executeTakeFirst();
  if (!row) throw missing();
  return toFormEntry(row);
}

/** Deletes an entry and its booked slot, if any (the slot is free again). */
export async function deleteEntry(db: Db, id: string): Promise<void> {
  const result = await transaction(db, async (trx) => {
    await removeBookingsOf(trx, [id]);
    return trx.deleteFrom('form_entries').where('id', '=', id).executeTakeFirst();
  });
  if (Number(result.numDeletedRows) === 0) throw missing();
}

/** Deletes the entries with these ids and their booked slots; ids already gone are ignored. Answers how many went. */
export async function deleteEntries(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await transaction(db, async (trx) => {
    await removeBookingsOf(trx, ids);
    return trx.deleteFrom('form_entries').where('id', 'in', ids).executeTakeFirst();
  });
  return Number(result.numDeletedRows);
}

/** Rows read per statement while exporting, so an export of years of entries stays bounded in memory per step. */
const exportBatch = 1000;

/**
 * The entries the filters select, as CSV for Excel: a UTF-8 byte order mark, a header row, CRLF
 * line ends. When each arrived, in the hospital's time zone and as ISO 8601 beside it; then the
 * desk's columns and the fields of the chosen form, or of every form when none is chosen; last,
 * the language the request was sent in (added by issue 32 after the columns spreadsheets know).
 */
export async function exportEntriesCsv(db: Db, filter: EntryFilter & { timeZone: string }): Promise<string> {
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
  const header = [`Received (${filter.timeZone})`, 'Received (ISO 8601)', 'Reference', 'Form', 'Status', 'Assigned to', ...labels, 'IP sent by the browser', 'IP seen by the server', 'Language'];
  const lines = [header.map(csvCell).join(',')];
  const formLabel = new Map<string, string>(publicForms.map((f) => [f.key, f.label]));
  for (let offset = 0; ; offset += exportBatch) {
    const rows = await entryColumns(filtered(db, filter))
      .orderBy('form_entries.created_at', 'desc')
      .orderBy('form_entries.id', 'desc')
      .limit(exportBatch)
      .offset(offset)
      .execute();
    for (const row of rows) {
      const data = JSON.parse(row.data) as Record<string, string>;
      lines.push(
        [
          sortableHospitalTime(row.created_at, filter.timeZone),
          row.created_at,
          row.reference,
          formLabel.get(row.kind) ?? row.kind,
          statusLabel(row.status),
          row.assignee_name,
          ...fieldNames.map((n) => data[n]),
          row.submit_ip,
          row.remote_ip,
          entryLanguageName(row.language),
        ]
          .map(csvCell)
          .join(','),
      );
    }
    if (rows.length < exportBatch) break;
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
