import { defaultSlotDays } from '@hospital/content/opd/schedule';
import type { FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { useApiData } from '../data/api-data';

/** The free slots of a doctor (title or `_id`) in the coming days, as the slots API answers them; at one centre of a network, its `_id` (issue 48). */
export const freeSlotsPath = (doctor: string, location?: string): string =>
  `appointment-slots?doctor=${encodeURIComponent(doctor)}&days=${defaultSlotDays}${location ? `&location=${encodeURIComponent(location)}` : ''}`;

/** An answer of the slots API, or null when the body is not one. */
export function readFreeSlots(body: unknown): FreeSlotsAnswer | null {
  if (!body || typeof body !== 'object') return null;
  const answer = body as Partial<FreeSlotsAnswer>;
  return typeof answer.hasSchedule === 'boolean' && Array.isArray(answer.days) ? (answer as FreeSlotsAnswer) : null;
}

export interface DoctorSlots {
  /** 'none': no doctor chosen, or a doctor without a schedule (the date-time field as before). */
  state: 'none' | 'loading' | 'error' | 'ready';
  answer: FreeSlotsAnswer | null;
  reload: () => void;
}

/**
 * A doctor's free slots through the page's data (embedded by the server's render, so the page
 * without JavaScript lists them too). An unknown doctor (404) has no schedule to offer: the form
 * keeps its date-time field and the server checks the pair. With a centre of the network (its
 * `_id`), only the slots at that centre.
 */
export function useDoctorSlots(doctor: string, location?: string): DoctorSlots {
  const data = useApiData<unknown>(doctor ? freeSlotsPath(doctor, location) : null);
  if (!doctor) return { state: 'none', answer: null, reload: data.reload };
  if (data.status === 'loading') return { state: 'loading', answer: null, reload: data.reload };
  if (data.status === 'error') return { state: data.error?.status === 404 ? 'none' : 'error', answer: null, reload: data.reload };
  const answer = readFreeSlots(data.body);
  if (!answer) return { state: 'error', answer: null, reload: data.reload };
  return { state: answer.hasSchedule ? 'ready' : 'none', answer, reload: data.reload };
}
