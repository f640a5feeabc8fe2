import { defaultSlotDays, maxSlotDays } from '@hospital/content/opd/schedule';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { NotFoundError } from '../errors/http-errors';
import { withDefaultTitles } from '../forms/appointment-checks';
import { refusals } from '../lib/route-schemas';
import { languageQuery, visitorLanguage } from '../settings/site-settings-operations';
import { availability, findDoctor, freeSlots, hospitalCalendar, hospitalToday } from './free-slots';

export interface AppointmentRoutesOptions {
  config: Config;
  db: Db;
}

const freeSlot = z.object({ start: z.string(), end: z.string(), dateTime: z.string(), day: z.string(), time: z.string(), free: z.number().int(), place: z.string() });
const freeSlotsAnswer = z.object({
  doctor: z.object({ _id: z.string(), title: z.string(), slug: z.string() }),
  hasSchedule: z.boolean(),
  timeZone: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(freeSlot), closed: z.object({ reason: z.enum(['holiday', 'leave', 'closed']), name: z.string().optional() }).optional() })),
  next: freeSlot.nullable(),
});
const availabilityAnswer = z.object({ from: z.string(), days: z.number().int(), doctors: z.record(z.string(), z.object({ next: freeSlot.nullable() })) });

const dayQuery = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'from must be a date like 2026-12-01.');
const daysQuery = (fallback: number) =>
  z.coerce
    .number({ error: `days must be a whole number from 1 to ${maxSlotDays}.` })
    .int(`days must be a whole number from 1 to ${maxSlotDays}.`)
    .min(1, `days must be a whole number from 1 to ${maxSlotDays}.`)
    .max(maxSlotDays, `days must be a whole number from 1 to ${maxSlotDays}.`)
    .default(fallback);

const slotsQuery = z.object({
  doctor: z.string({ error: 'doctor is required: a doctor id or name.' }).trim().min(1, 'doctor is required: a doctor id or name.').max(200, 'doctor must be at most 200 characters.'),
  from: dayQuery.optional(),
  days: daysQuery(defaultSlotDays),
  ...languageQuery,
});

const availabilityQuery = z.object({ from: dayQuery.optional(), days: daysQuery(7) });

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
      const { doctor: asked, from, days, lang } = request.query;
      const language = await visitorLanguage(db, lang);
      // A page in another language names the doctor by their translated title.
      const doctor = (await findDoctor(db, asked)) ?? (await findDoctor(db, (await withDefaultTitles(db, { doctor: asked }, language)).doctor ?? asked));
      if (!doctor) throw new NotFoundError(`There is no doctor "${asked.slice(0, 80)}" on this site.`);
      const now = new Date();
      const calendar = await hospitalCalendar(db);
      reply.header('Cache-Control', 'no-store');
      return freeSlots(db, doctor, { fromDay: from ?? hospitalToday(now, calendar.timeZone), days, now, calendar });
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
      const now = new Date();
      const calendar = await hospitalCalendar(db);
      reply.header('Cache-Control', 'no-store');
      return availability(db, { fromDay: request.query.from ?? hospitalToday(now, calendar.timeZone), days: request.query.days, now, calendar });
    },
  );
}
