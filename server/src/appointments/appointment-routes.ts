import { defaultLanguage } from '@hospital/content/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { TooManyRequestsError } from '../errors/http-errors';
import { ensureFormPlugins, formBodyLimit, formRateMax, formRateWindow } from '../forms/form-routes';
import { limitMessage } from '../forms/form-operations';
import { refusals } from '../lib/route-schemas';
import { getSiteSettings, visitorLanguage } from '../settings/site-settings-operations';
import { availabilityAnswer, bookedAppointmentSchema, freeSlotsAnswer } from './appointment-schemas';
import { bookedAppointment, bookingOfToken, cancelBooking, moveBooking } from './bookings';
import { appointmentCalendar } from './calendar-file';
import { availabilityAnswerOf, availabilityQuery, slotsAnswer, slotsQuery } from './slot-reads';

export interface AppointmentRoutesOptions {
  config: Config;
  db: Db;
}

const tokenField = z.string({ error: 'token is required: the one in your appointment link.' }).trim().min(1, 'token is required: the one in your appointment link.').max(200, 'This appointment link is not valid.');
/** The language of the page asking, for the refusal of a token no booking has (a booking's own answers are in its entry's language). */
const langField = z.string().max(20).optional();
const tokenQuery = z.object({ token: tokenField, lang: langField });
// Not strict: a no-JavaScript form posts its button's name too.
const cancelBody = z.object({ token: tokenField, lang: langField });
const moveBody = z.object({ token: tokenField, date_time: z.string({ error: 'date_time is required.' }).trim().min(1, 'date_time is required.').max(40, 'date_time must be at most 40 characters.'), lang: langField });

const refusalLanguage = async (db: Db, lang: string | undefined): Promise<string> => visitorLanguage(db, lang).catch(() => defaultLanguage);

/** The public reads and the patient's own control of a booked appointment (issue 33). */
export async function appointmentPublicRoutes(fastify: FastifyInstance, options: AppointmentRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/appointment-slots',
    {
      schema: {
        tags: ['appointments'],
        summary: "A doctor's free slots of the coming days (doctor: _id or title; from: yyyy-mm-dd, default today on the hospital's clock; days: default 14, at most 31)",
        querystring: slotsQuery,
        response: { 200: freeSlotsAnswer, ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return slotsAnswer(db, request.query, new Date());
    },
  );

  app.get(
    '/appointment-availability',
    {
      schema: {
        tags: ['appointments'],
        summary: "Every scheduled doctor's next free slot within the days (from: yyyy-mm-dd, default today; days: default 7, at most 31)",
        querystring: availabilityQuery,
        response: { 200: availabilityAnswer, ...refusals(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return availabilityAnswerOf(db, request.query, new Date());
    },
  );

  await ensureFormPlugins(fastify);
  // The patient's changes are limited per address as the forms are (a flood guard; a refused token costs nothing stored).
  const sitePhone = new WeakMap<object, string>();
  const readSitePhone = async (request: object): Promise<void> => {
    sitePhone.set(request, (await getSiteSettings(db)).site_phone_no_1 ?? '');
  };
  const limiter = (name: string) =>
    app.rateLimit({
      max: formRateMax,
      timeWindow: formRateWindow,
      keyGenerator: (request) => `appointment:${name}:${request.ip}`,
      errorResponseBuilder: (request) => new TooManyRequestsError(limitMessage('address', sitePhone.get(request) ?? '')),
    });

  app.get(
    '/appointments/manage',
    { schema: { tags: ['appointments'], summary: 'A booked appointment by its patient link (404 unknown, 410 once its slot has passed)', querystring: tokenQuery, response: { 200: bookedAppointmentSchema, ...refusals(400, 404, 410) } } },
    async (request, reply) => {
      const { token, lang } = request.query;
      const { row, entry, doctor, location } = await bookingOfToken(db.kysely, token, new Date(), await refusalLanguage(db, lang));
      reply.header('Cache-Control', 'no-store');
      return bookedAppointment(row, entry, token, doctor, location);
    },
  );

  app.post(
    '/appointments/cancel',
    {
      bodyLimit: formBodyLimit,
      onRequest: [readSitePhone, limiter('cancel')],
      schema: { tags: ['appointments'], summary: 'Cancel a booked appointment by its patient link: { token } (the slot is free at once)', body: cancelBody, response: { 200: bookedAppointmentSchema, ...refusals(400, 404, 409, 410, 429) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return cancelBooking(db, request.body.token, { language: await refusalLanguage(db, request.body.lang) });
    },
  );

  app.post(
    '/appointments/move',
    {
      bodyLimit: formBodyLimit,
      onRequest: [readSitePhone, limiter('move')],
      schema: {
        tags: ['appointments'],
        summary: 'Move a booked appointment to another free slot of the same doctor: { token, date_time } (same reference; a taken time: 400 with nextSlots)',
        body: moveBody,
        response: { 200: bookedAppointmentSchema, ...refusals(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return moveBooking(db, request.body.token, request.body.date_time, { language: await refusalLanguage(db, request.body.lang) });
    },
  );

  app.get(
    '/appointments/calendar.ics',
    { schema: { tags: ['appointments'], summary: 'A booked appointment as a calendar file (text/calendar)', querystring: tokenQuery, produces: ['text/calendar'] } },
    async (request, reply) => {
      const { token, lang } = request.query;
      const { row, entry, doctor, location } = await bookingOfToken(db.kysely, token, new Date(), await refusalLanguage(db, lang));
      const settings = await getSiteSettings(db);
      const host = options.config.publicUrl ? new URL(options.config.publicUrl).host : request.host;
      const file = appointmentCalendar(
        bookedAppointment(row, entry, token, doctor, location),
        { id: row.id, updatedAt: row.updated_at },
        // At a location of the network (issue 48), the calendar names that location and its address.
        { name: location?.title ?? settings.siteTitle ?? '', address: location?.address ?? settings.site_address ?? '', host },
        entry.language,
      );
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="appointment-${row.reference.replace(/[^A-Za-z0-9-]/g, '')}.ics"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );
}
