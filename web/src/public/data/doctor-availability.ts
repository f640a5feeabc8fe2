import { defaultSlotDays } from '@hospital/content/opd/schedule';
import type { AvailabilityAnswer, FreeSlot, FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { useMemo } from 'react';
import { useApiData } from './api-data';

/**
 * A doctor's next free time and the doctors free this week (issue 33), from the public slot reads
 * of content/src/wire/appointments.ts. They change with every booking and with the clock: a page
 * that reads them is kept in the page cache briefly only (server/src/web/web-routes.ts).
 */

/** Find a Doctor's "Available this week": the days counted, today first. */
export const availableWeekDays = 7;

/** The read of a doctor's free slots of the coming days (the days the booking form offers). */
export const doctorSlotsPath = (doctorId: string): string => `appointment-slots?doctor=${encodeURIComponent(doctorId)}&days=${defaultSlotDays}`;

/** The read of every scheduled doctor's next free slot within the week. */
export const availabilityPath = `appointment-availability?days=${availableWeekDays}`;

export interface NextFreeSlot {
  /** 'none': the doctor has a schedule and no free slot in the days; 'unknown': no schedule, or the read failed. */
  status: 'loading' | 'ready' | 'none' | 'unknown';
  slot: FreeSlot | null;
}

/** A doctor's first free slot within the booking form's days. */
export function useNextFreeSlot(doctorId: string): NextFreeSlot {
  const { status, body } = useApiData<FreeSlotsAnswer>(doctorSlotsPath(doctorId));
  if (status === 'loading') return { status, slot: null };
  if (status === 'error' || !body || typeof body !== 'object' || body.hasSchedule !== true) return { status: 'unknown', slot: null };
  return body.next ? { status: 'ready', slot: body.next } : { status: 'none', slot: null };
}

export interface FreeThisWeek {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The doctors with a free slot within the week, by `_id`, with that slot's day and time; null unless ready. */
  free: ReadonlyMap<string, Pick<FreeSlot, 'day' | 'time'>> | null;
  reload: () => void;
}

/** Who is free within the week (read only when `enabled`: Find a Doctor's filter is on). */
export function useFreeThisWeek(enabled: boolean): FreeThisWeek {
  const { status, body, reload } = useApiData<AvailabilityAnswer>(enabled ? availabilityPath : null);
  return useMemo((): FreeThisWeek => {
    if (!enabled) return { status: 'idle', free: null, reload };
    if (status !== 'ready') return { status, free: null, reload };
    const doctors = body && typeof body === 'object' && body.doctors && typeof body.doctors === 'object' ? body.doctors : null;
    if (!doctors) return { status: 'error', free: null, reload };
    const free = new Map<string, Pick<FreeSlot, 'day' | 'time'>>();
    for (const [id, entry] of Object.entries(doctors)) if (entry?.next) free.set(id, { day: entry.next.day, time: entry.next.time });
    return { status: 'ready', free, reload };
  }, [enabled, status, body, reload]);
}

/**
 * The availability answer as Find a Doctor's first page embeds it: the doctors with a free slot
 * (of those `shown`, when given: the cards the page shows), each with that slot's day and time only
 * (what the cards show), not every doctor's whole slot.
 */
export function embeddedAvailability(body: unknown, shown?: ReadonlySet<string>): unknown {
  const answer = body as Partial<AvailabilityAnswer> | null | undefined;
  if (!answer || typeof answer !== 'object' || !answer.doctors || typeof answer.doctors !== 'object') return body;
  const doctors: Record<string, { next: Pick<FreeSlot, 'day' | 'time'> }> = {};
  for (const [id, entry] of Object.entries(answer.doctors)) if (entry?.next && (!shown || shown.has(id))) doctors[id] = { next: { day: entry.next.day, time: entry.next.time } };
  return { ...answer, doctors };
}
