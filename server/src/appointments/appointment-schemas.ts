import { bookingStatuses, type AvailabilityAnswer, type BookedAppointment, type FreeSlot, type FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { z } from 'zod';

/** The answers of the appointment routes (content/wire/appointments.ts), as their responses are serialised. */

export const freeSlot = z.object({ start: z.string(), end: z.string(), dateTime: z.string(), day: z.string(), time: z.string(), free: z.number().int(), place: z.string(), location: z.string().optional() }) satisfies z.ZodType<FreeSlot>;

export const freeSlotsAnswer = z.object({
  doctor: z.object({ _id: z.string(), title: z.string(), slug: z.string() }),
  hasSchedule: z.boolean(),
  timeZone: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(freeSlot), closed: z.object({ reason: z.enum(['holiday', 'leave', 'closed']), name: z.string().optional() }).optional() })),
  next: freeSlot.nullable(),
}) satisfies z.ZodType<FreeSlotsAnswer>;

export const availabilityAnswer = z.object({ from: z.string(), days: z.number().int(), doctors: z.record(z.string(), z.object({ next: freeSlot.nullable() })) }) satisfies z.ZodType<AvailabilityAnswer>;

export const bookedAppointmentSchema = z.object({
  reference: z.string(),
  status: z.enum(bookingStatuses),
  doctor: z.string(),
  department: z.string(),
  dateTime: z.string(),
  start: z.string(),
  end: z.string(),
  place: z.string(),
  manageUrl: z.string(),
  calendarUrl: z.string(),
  expiresAt: z.string(),
  location: z.object({ _id: z.string(), title: z.string(), address: z.string(), directionsUrl: z.string().optional() }).optional(),
}) satisfies z.ZodType<BookedAppointment>;
