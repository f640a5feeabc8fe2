import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { deskSettingsSchema, entryStatuses } from '@hospital/content/forms/desk';
import { formSchema, publicForms } from '@hospital/content/forms/index';
import { hospitalDay } from '@hospital/content/hospital-time';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedAnswer } from '../lib/paging';
import type { OutboxMail, PersonEntry } from '@hospital/content/wire/requests-desk';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { TooManyRequestsError, ValidationError } from '../errors/http-errors';
import { refusals } from '../lib/route-schemas';
import { correctFieldsMessage, firstFieldMessage } from '../lib/parse-input';
import { noteActivity } from '../activity/activity-hook';
import { listUnsentMail, mailOfEntry, retryFailedMail, retryMail } from '../mail/outbox';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';
import { addNote, consentNoticeOf, countNewEntries, entryHistory, erasePerson, findPersonEntries, listPrivacyLog, listStaff, updateEntry } from './desk-operations';
import { getDeskSettings, saveDeskSettings, siteDepartments } from './desk-settings';
import { bookedAppointmentSchema } from '../appointments/appointment-schemas';
import { SlotRefusedError } from '../appointments/bookings';
import { createConfirmation } from './form-confirmations';
import { deleteEntries, deleteEntry, entryDepartments, exportEntriesCsv, getEntry, limitMessage, listEntries, locationScopeOf, submitForm } from './form-operations';

export interface FormRoutesOptions {
  config: Config;
  db: Db;
}

/** A form body is a few fields of text. */
export const formBodyLimit = 32 * 1024;
/**
 * Requests per IP per form in `formRateWindow`, stored or not: a guard against floods only, far
 * above what patients behind one carrier's address send. The limits patients meet count stored
 * submissions (`storedLimits` in form-operations), so a refused field costs nothing.
 */
export const formRateMax = 200;
export const formRateWindow = 10 * 60 * 1000;

export const formInvalidMessage = correctFieldsMessage;
export const formSentMessage = 'Your request was successfully sent.';

/** Parsers for JSON and the no-JavaScript posts, and the rate limiter, each once per app. */
export async function ensureFormPlugins(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });
}

/** The four public forms: `POST contactfooter`, `BookAppointmentForms`, `feedbackforms`, `getintouchforms`. */
export async function formPublicRoutes(fastify: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  const { db } = options;
  await ensureFormPlugins(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The hospital's phone for the flood guard's refusal, read before it counts (its message is built without waiting).
  const sitePhone = new WeakMap<object, string>();
  const readSitePhone = async (request: object): Promise<void> => {
    sitePhone.set(request, (await getSiteSettings(db)).site_phone_no_1 ?? '');
  };
  for (const form of publicForms) {
    const limiter = app.rateLimit({
      max: formRateMax,
      timeWindow: formRateWindow,
      // One bucket per caller and form, whatever the spelling of the path.
      keyGenerator: (request) => `form:${form.key}:${request.ip}`,
      errorResponseBuilder: (request) => new TooManyRequestsError(limitMessage('address', sitePhone.get(request) ?? '')),
    });
    app.post(
      `/${form.path}`,
      {
        bodyLimit: formBodyLimit,
        onRequest: [readSitePhone, limiter],
        schema: {
          tags: ['forms'],
          summary: `Send the ${form.label.toLowerCase()} form`,
          security: [],
          // The form's fields by the shared rules; a body that fails them still reaches the handler, whose
          // answer also names the consent checkbox when the site's settings require it (and a bot that
          // filled the hidden field is thanked either way).
          body: z.union([formSchema(form), z.record(z.string(), z.unknown())]),
          response: {
            201: z.object({
              message: z.string(),
              data: z.object({
                _id: z.string(),
                reference: z.string(),
                appointment: bookedAppointmentSchema.optional().describe('The slot booked, for a doctor with an OPD schedule'),
                confirmation: z.string().optional().describe("With a booked slot: the page's `?sent=` token, so a refresh of the confirmation shows it again (30 minutes)"),
              }),
            }),
            ...refusals(400, 429),
          },
        },
      },
      async (request, reply) => {
        // The studio's address for the notification: PUBLIC_URL, else the address this request came to.
        const origin = options.config.publicUrl ?? `${request.protocol}://${request.host}`;
        const result = await submitForm(db, form, request.body, request.ip, {
          mail: options.config.smtpUrl !== undefined,
          entryUrl: (entry) => `${origin}/admin/contactentries?kind=${entry.kind}&entry=${entry.id}`,
          origin,
        });
        if (!result.ok && 'limited' in result) throw new TooManyRequestsError(result.limited);
        if (!result.ok && result.nextSlots) throw new SlotRefusedError(formInvalidMessage, result.errors, result.nextSlots);
        if (!result.ok) throw new ValidationError(formInvalidMessage, result.errors);
        // A booked slot's confirmation survives a refresh of the page that shows it, as after a post without JavaScript.
        const confirmation = result.appointment ? await createConfirmation(db, form.key, result.reference, Date.now(), result.appointment) : undefined;
        return reply
          .status(201)
          .send({ message: formSentMessage, data: { _id: result.id, reference: result.reference, ...(result.appointment ? { appointment: result.appointment } : {}), ...(confirmation ? { confirmation } : {}) } });
      },
    );
  }
}

const dateQuery = (name: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(new Date(v).getTime()),
      `${name} must be a date like 2026-11-21 or an ISO date-time.`,
    )
    .optional();

const kinds = publicForms.map((f) => f.key) as [string, ...string[]];
const statuses = entryStatuses.map((s) => s.value) as [string, ...string[]];
const statusMessage = `status must be one of: ${statuses.join(', ')}.`;

const filterQuery = z.object({
  kind: z.enum(kinds, { error: `kind must be one of: ${kinds.join(', ')}.` }).optional(),
  from: dateQuery('from'),
  to: dateQuery('to'),
  q: z.string().trim().max(200, 'q must be at most 200 characters.').optional(),
  status: z.enum(statuses, { error: statusMessage }).optional(),
  assignee: z.string().trim().regex(/^(none|[a-f0-9]{24})$/, 'assignee must be a staff account id or none.').optional(),
  department: z.string().trim().max(200, 'department must be at most 200 characters.').optional(),
});

const listQuery = filterQuery.extend({
  page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.').default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int('limit must be a whole number from 1 to 100.')
    .min(1, 'limit must be a whole number from 1 to 100.')
    .max(100, 'limit must be a whole number from 1 to 100.')
    .default(20),
});

const idParams = z.object({ id: z.string().min(1).max(64) });

const text = z.string().nullable();
/** An entry: the desk's fields, then the form's own fields (text) by name. */
const formEntry = z
  .object({
    _id: z.string(),
    kind: z.string(),
    createdAt: z.string(),
    submit_ip: text,
    remote_ip: text,
    reference: text,
    status: z.string(),
    assigneeId: text,
    assigneeName: text,
    department: text,
    consentVersion: text,
    updatedAt: text,
    language: z.string().describe("The language the request was sent in ('en' for those sent before languages)"),
  })
  .catchall(text);
const entryEvent = z.object({ _id: z.string(), type: z.enum(['created', 'status', 'assigned', 'note', 'appointment']), actorName: text, createdAt: z.string(), data: z.record(z.string(), text) });
const outboxMail = z.object({
  _id: z.string(),
  entryId: text,
  kind: z.string(),
  recipients: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: text,
  problem: text,
  createdAt: z.string(),
  sentAt: text,
}) satisfies z.ZodType<OutboxMail>;
const personEntry = z.object({ _id: z.string(), kind: z.string(), reference: text, createdAt: z.string(), name: z.string(), email: z.string(), phone: z.string() }) satisfies z.ZodType<PersonEntry>;
const newCounts = z.object({ total: z.number().int(), byForm: z.record(z.string(), z.number().int()) });
const unsentMail = { data: z.array(outboxMail), failed: z.number().int(), pending: z.number().int(), retrying: z.number().int() };
const mailState = z.object({ enabled: z.boolean() });
const erased = z.object({ deleted: z.record(z.string(), z.number().int()), total: z.number().int() });
const removed = z.object({ data: z.object({ _id: z.string() }), message: z.string() });

const strictBody = { error: (iss: { code: string; keys?: string[] }) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${(iss.keys ?? []).join(', ')}.` : undefined) };

const bulkBody = z.strictObject(
  {
    ids: z
      .array(z.string({ error: 'ids must be a list of entry ids.' }).min(1).max(64), { error: 'ids must be a list of entry ids.' })
      .min(1, 'Choose at least one entry.')
      .max(1000, 'At most 1,000 entries can be deleted at once.'),
  },
  strictBody,
);

const changeBody = z
  .strictObject(
    {
      status: z.enum(statuses, { error: statusMessage }).optional(),
      assigneeId: z.string({ error: 'assigneeId must be a staff account id or null.' }).regex(/^[a-f0-9]{24}$/, 'assigneeId must be a staff account id or null.').nullable().optional(),
    },
    strictBody,
  )
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, 'Send a status or an assigneeId.');

const noteBody = z.strictObject({ text: z.string({ error: 'Write the note.' }).trim().min(1, 'Write the note.').max(5000, 'A note has at most 5,000 characters.') }, strictBody);

const personBody = z.strictObject(
  {
    email: z.string({ error: 'email must be text.' }).trim().max(254, 'email must be at most 254 characters.').optional(),
    phone: z.string({ error: 'phone must be text.' }).trim().max(30, 'phone must be at most 30 characters.').optional(),
  },
  strictBody,
);

const eraseBody = personBody.extend({
  ids: z.array(z.string().min(1).max(64), { error: 'ids must be a list of entry ids.' }).min(1, 'Choose at least one entry.').max(5000),
});

/**
 * The filters of a list or export, for the activity log: which entries someone looked at. The
 * text searched for is left out (it is a patient's name, e-mail or phone more often than not, and
 * the log is kept for a year): the log says only that a text search was made.
 */
const describeFilter = (filter: Record<string, unknown>): string => {
  const parts = Object.entries(filter)
    .filter(([key, value]) => value !== undefined && value !== '' && key !== 'page' && key !== 'limit')
    .map(([key, value]) => (key === 'q' ? 'a text search' : `${key}=${String(value)}`));
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
};

/** Patient data: never kept by the browser or a proxy. */
const noStore = (reply: FastifyReply): FastifyReply => reply.header('Cache-Control', 'no-store');

/** Desk changes are no content change: the website's page cache stays as it is. */
const notContent = { contentChange: false } as const;
/** Working the desk: read, change, export (administrators and the requests desk). */
const work = { permission: 'requests.work' } as const;
/** Deleting and erasing patient requests: administrators. */
const remove = { ...notContent, permission: 'requests.delete' } as const;
const workChange = { ...notContent, ...work } as const;

/** The form entries, worked, read, exported and deleted by administrators. */
export async function formAdminRoutes(fastify: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  const { db } = options;
  const mailEnabled = options.config.smtpUrl !== undefined;
  const timeZone = async () => hospitalTimeZone(await getSiteSettings(db));
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });

  app.get('/form-entries', { config: { ...work, activity: 'request_list' }, schema: {
        tags: ['form entries'],
        summary: 'List entries (kind, status, assignee, department, from, to, q, page, limit), newest first',
        querystring: listQuery,
        response: { 200: pagedAnswer(formEntry), ...refusals(400) },
      },
    },
    async (request) => {
    const query = request.query;
    // A desk person limited to locations (issue 48) sees the entries booked at theirs only.
    const result = await listEntries(db, { ...query, timeZone: await timeZone(), scope: await locationScopeOf(db, request.admin.locationIds) });
    noteActivity(request, { action: 'request_list', contentType: 'form-entries', summary: `Viewed ${result.data.length} of ${result.total} form entries${describeFilter(query)}` });
    return { data: result.data, total: result.total, page: query.page, limit: query.limit };
  });

  app.get('/form-entries/export.csv', { config: { ...work, activity: 'request_export' }, schema: { tags: ['form entries'], summary: 'Export the filtered entries as CSV', querystring: filterQuery, produces: ['text/csv'] } }, async (request, reply) => {
    const query = request.query;
    const zone = await timeZone();
    const csv = await exportEntriesCsv(db, { ...query, timeZone: zone, scope: await locationScopeOf(db, request.admin.locationIds) });
    const rows = csv.split('\r\n').length - 2;
    noteActivity(request, { action: 'request_export', contentType: 'form-entries', summary: `Exported ${rows} form entries as CSV${describeFilter(query)}` });
    // Named by the hospital's day, as the rows' times are: just after midnight there it is already tomorrow.
    const day = hospitalDay(new Date(), zone);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${query.kind ?? 'form'}-entries-${day}.csv"`)
      .send(csv);
  });

  app.get('/form-entries/desk', { config: work, schema: {
        tags: ['form entries'],
        summary: 'What the desk screen needs: staff, departments, new counts, mail state, time zone',
        response: {
          200: z.object({
            data: z.object({
              staff: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
              departments: z.array(z.string()),
              newEntries: newCounts,
              mail: mailState.extend(unsentMail),
              timeZone: z.string(),
            }),
          }),
        },
      },
    }, async () => ({
    data: {
      staff: await listStaff(db),
      departments: await entryDepartments(db),
      newEntries: await countNewEntries(db),
      mail: { enabled: mailEnabled, ...(await listUnsentMail(db, 0)) },
      timeZone: await timeZone(),
    },
  }));

  app.get('/form-entries/new-count', { config: work, schema: { tags: ['form entries'], summary: 'Entries with status New, per form (the menu badge)', response: { 200: z.object({ data: newCounts }) } } }, async () => ({ data: await countNewEntries(db) }));

  app.get('/form-entries/:id', { config: { ...work, activity: 'request_read' }, schema: { tags: ['form entries'], summary: 'One entry', params: idParams, response: { 200: z.object({ data: formEntry }), ...refusals(400, 404) } } }, async (request) => {
    const { id } = request.params;
    const entry = await getEntry(db, id, await locationScopeOf(db, request.admin.locationIds));
    noteActivity(request, { action: 'request_read', contentType: 'form-entries', recordId: id, recordTitle: entry.reference, summary: `Opened form entry ${entry.reference ?? id}` });
    return { data: entry };
  });

  app.get('/form-entries/:id/history', { config: { ...work, activity: 'request_read' }, schema: {
        tags: ['form entries'],
        summary: "An entry's notes, history and mail, and the words of the consent notice its sender saw",
        params: idParams,
        response: { 200: z.object({ data: z.object({ events: z.array(entryEvent), mail: z.array(outboxMail), consentNotice: z.object({ text: z.string(), link: z.string() }).nullable() }) }), ...refusals(400, 404) },
      },
    },
    async (request) => {
    const { id } = request.params;
    const entry = await getEntry(db, id, await locationScopeOf(db, request.admin.locationIds));
    noteActivity(request, { action: 'request_read', contentType: 'form-entries', recordId: id, recordTitle: entry.reference, summary: `Read the notes and history of form entry ${entry.reference ?? id}` });
    return { data: { events: await entryHistory(db, id), mail: await mailOfEntry(db, id), consentNotice: await consentNoticeOf(db, entry.consentVersion) } };
  });

  app.patch('/form-entries/:id', {
      config: { ...workChange, activity: 'request_update', invalidBodyMessage: firstFieldMessage },
      schema: {
        tags: ['form entries'],
        summary: 'Set the status or the assignee: { status?, assigneeId? }',
        params: idParams,
        body: changeBody,
        response: { 200: z.object({ data: formEntry, message: z.string() }), ...refusals(400, 404) },
      },
    },
    async (request) => {
    return { data: await updateEntry(db, request.params.id, request.body, request.admin), message: 'Entry updated' };
  });

  app.post('/form-entries/:id/notes', {
      config: { ...workChange, activity: 'request_note', invalidBodyMessage: firstFieldMessage },
      schema: { tags: ['form entries'], summary: 'Add an internal note: { text }', params: idParams, body: noteBody, response: { 201: z.object({ data: z.array(entryEvent), message: z.string() }), ...refusals(400, 404) } },
    },
    async (request, reply) => {
    return reply.status(201).send({ data: await addNote(db, request.params.id, request.body.text, request.admin), message: 'Note added' });
  });

  app.delete('/form-entries/:id', { config: { ...remove, activity: 'request_delete' }, schema: { tags: ['form entries'], summary: 'Delete one entry', params: idParams, response: { 200: removed, ...refusals(400, 404) } } }, async (request) => {
    const { id } = request.params;
    await deleteEntry(db, id);
    return { data: { _id: id }, message: 'Entry deleted' };
  });

  app.delete('/form-entries', {
      config: { ...remove, activity: 'request_delete', invalidBodyMessage: firstFieldMessage },
      schema: { tags: ['form entries'], summary: 'Delete several entries: { ids }', body: bulkBody, response: { 200: z.object({ data: z.object({ deleted: z.number().int() }), message: z.string() }), ...refusals(400) } },
    },
    async (request) => {
    const { ids } = request.body;
    const deleted = await deleteEntries(db, ids);
    noteActivity(request, { action: 'request_delete', contentType: 'form-entries', summary: `Deleted ${deleted} form ${deleted === 1 ? 'entry' : 'entries'}` });
    return { data: { deleted }, message: deleted === 1 ? '1 entry deleted' : `${deleted} entries deleted` };
  });

  app.post('/form-entries/erasure/search', {
      config: { ...remove, activity: 'request_read', invalidBodyMessage: firstFieldMessage },
      schema: { tags: ['form entries'], summary: "Find a person's entries in every form: { email?, phone? }", body: personBody, response: { 200: z.object({ data: z.array(personEntry) }), ...refusals(400) } },
    },
    async (request) => {
    const person = request.body;
    const found = await findPersonEntries(db, person);
    noteActivity(request, { action: 'request_read', contentType: 'form-entries', summary: `Looked up a person's form entries for erasure: ${found.length} found` });
    return { data: found };
  });

  app.post('/form-entries/erasure', {
      config: { ...remove, activity: 'request_erasure', invalidBodyMessage: firstFieldMessage },
      schema: { tags: ['form entries'], summary: "Erase a person's reviewed entries: { email?, phone?, ids }", body: eraseBody, response: { 200: z.object({ data: erased, message: z.string() }), ...refusals(400) } },
    },
    async (request) => {
    const { ids, ...person } = request.body;
    const result = await erasePerson(db, person, ids, request.admin);
    noteActivity(request, { action: 'request_erasure', contentType: 'form-entries', summary: `Erased a person's data: ${result.total} form ${result.total === 1 ? 'entry' : 'entries'}` });
    return { data: result, message: result.total === 1 ? '1 entry erased' : `${result.total} entries erased` };
  });

  app.get('/form-entries/privacy-log', { config: work, schema: {
        tags: ['form entries'],
        summary: 'Retention runs and erasures, newest first',
        response: { 200: z.object({ data: z.array(z.object({ _id: z.string(), action: z.string(), actorName: text, createdAt: z.string(), detail: z.record(z.string(), z.unknown()) })) }) },
      },
    }, async () => ({ data: await listPrivacyLog(db) }));

  app.get('/desk-settings', { config: work, schema: { tags: ['form entries'], summary: "The desk's settings, whether mail can be sent, and the site's departments (by title) an address can be set for", response: { 200: z.object({ data: deskSettingsSchema, mail: mailState, departments: z.array(z.string()) }) } } }, async () => ({
    data: await getDeskSettings(db),
    mail: { enabled: mailEnabled },
    departments: await siteDepartments(db),
  }));

  app.put('/desk-settings', { config: { ...notContent, permission: 'settings.manage', activity: 'settings_change' }, schema: { tags: ['form entries'], summary: "Replace the desk's settings", body: deskSettingsSchema, response: { 200: z.object({ data: deskSettingsSchema, message: z.string() }), ...refusals(400) } } }, async (request) => ({
    data: await saveDeskSettings(db, request.body),
    message: 'Desk settings saved',
  }));

  app.get('/mail-outbox', { config: work, schema: { tags: ['form entries'], summary: 'Mail not yet sent: failed every attempt, then being retried after a failure, then waiting', response: { 200: z.object({ ...unsentMail, mail: mailState }) } } }, async () => ({ ...(await listUnsentMail(db)), mail: { enabled: mailEnabled } }));

  app.post('/mail-outbox/retry', { config: { ...workChange, activity: 'mail_retry' }, schema: { tags: ['form entries'], summary: 'Retry now: try every mail that has failed again at once', response: { 200: z.object({ data: z.object({ retried: z.number().int() }), message: z.string() }) } } }, async (request) => {
    const retried = await retryFailedMail(db);
    noteActivity(request, { action: 'mail_retry', contentType: 'mail-outbox', summary: `Asked for ${retried === 1 ? '1 e-mail' : `${retried} e-mails`} that could not be sent to be tried again now` });
    return { data: { retried }, message: retried === 0 ? 'No e-mail is waiting to be tried again' : retried === 1 ? 'The e-mail will be tried again now' : `${retried} e-mails will be tried again now` };
  });

  app.post('/mail-outbox/:id/retry', { config: { ...workChange, activity: 'mail_retry' }, schema: { tags: ['form entries'], summary: 'Retry now: try one mail again at once', params: idParams, response: { 200: removed, ...refusals(400, 404) } } }, async (request) => {
    const { id } = request.params;
    const mail = await retryMail(db, id);
    noteActivity(request, { action: 'mail_retry', contentType: 'mail-outbox', recordId: id, recordTitle: mail.subject, summary: `Asked for the e-mail "${mail.subject}" to be tried again now` });
    return { data: { _id: id }, message: mail.status === 'sent' ? 'This e-mail has already been sent' : 'The e-mail will be tried again now' };
  });
}
