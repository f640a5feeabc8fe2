import { defaultSlotDays, scheduleOf } from '@hospital/content/opd/schedule';
import { leaveNote, opdTimingLines, slotText } from '@hospital/content/opd/timings';
import { useNextFreeSlot } from '../../data/doctor-availability';
import type { Expert } from '../../routing/public-records';
import { useLanguage } from '../../ui/language';
import { useHospitalToday, useTimingOptions } from '../../ui/opd-texts';
import styles from './doctor-schedule.module.css';

/**
 * A doctor's OPD timings made from their schedule (issue 33), with their leave of the coming week,
 * or null for a doctor without a schedule (their profile's own text says when they see patients).
 * Shown inside the page's static region: it is what the server rendered for the visit.
 */
export function useOpdTimings(expert: Expert): { lines: string[]; leave: string | null } | null {
  const options = useTimingOptions();
  const today = useHospitalToday();
  const schedule = scheduleOf(expert as Record<string, unknown>);
  if (!schedule) return null;
  const lines = opdTimingLines(schedule, today, options);
  return lines.length ? { lines, leave: leaveNote(schedule, today, options) } : null;
}

export function OpdTimings({ lines, leave }: { lines: readonly string[]; leave: string | null }) {
  return (
    <>
      {lines.map((line) => (
        <span key={line} className={styles.line}>
          {line}
        </span>
      ))}
      {leave && <span className={`${styles.line} ${styles.leave}`}>{leave}</span>}
    </>
  );
}

/**
 * "Next available: Mon 1 Dec, 9:30 AM" for a doctor with a schedule, from the free slots of the
 * days the booking form offers (the server renders it into the page; nothing without a schedule).
 */
export function NextAvailable({ doctorId }: { doctorId: string }) {
  const { messages: t } = useLanguage();
  const options = useTimingOptions();
  const next = useNextFreeSlot(doctorId);
  if (next.status === 'ready' && next.slot) {
    return (
      <p className={styles.next}>
        {t.nextAvailable} <strong>{slotText(next.slot, options)}</strong>
      </p>
    );
  }
  if (next.status === 'none') return <p className={styles.next}>{t.noFreeTimeSoon(defaultSlotDays)}</p>;
  return null;
}
