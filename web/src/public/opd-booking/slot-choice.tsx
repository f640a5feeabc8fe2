import { defaultSlotDays } from '@hospital/content/opd/schedule';
import type { FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { settingText, useSiteSettings } from '../data/site-settings';
import { useLanguage } from '../ui/language';
import { Loader } from '../ui/loader';
import { useFormTexts } from '../ui/form-texts';
import { useBookingTexts } from './booking-texts';
import { telHref } from '../ui/phone';
import type { DoctorSlots } from './free-slots';
import { clockText, dayLabel } from './slot-texts';
import styles from './appointments.module.css';

export interface SlotChoiceProps {
  id: string;
  /** The form field the chosen slot is sent as (the SPEC's `date_time`). */
  name: string;
  /** The field's label with its required mark. */
  label: string;
  value: string;
  error: string | undefined;
  slots: DoctorSlots;
  onChange: (value: string) => void;
}

/**
 * The free slots of the coming days to choose from (issue 33): one group per day, opened as a
 * plain `<details>`, whose times are radio buttons named as the field, each sending the SPEC's
 * `date_time` ("01/12/2026 09:30 AM"). Plain HTML: without JavaScript the same radios are posted
 * with the form. The day of the chosen time (else the first day) stands open.
 */
export function SlotChoice({ id, name, label, value, error, slots, onChange }: SlotChoiceProps) {
  const b = useBookingTexts();
  const errorId = `${id}-error`;
  let body;
  if (slots.state === 'loading') {
    body = <Loader label={b.slotsLoading} />;
  } else if (slots.state === 'error' || !slots.answer) {
    body = (
      <p className={styles.notice} role="alert">
        {b.slotsFailed}{' '}
        <button type="button" className={styles.retry} onClick={slots.reload}>
          {b.slotsRetry}
        </button>
      </p>
    );
  } else {
    body = <SlotDays id={id} name={name} answer={slots.answer} value={value} errorId={error ? errorId : undefined} onChange={onChange} />;
  }
  return (
    <fieldset id={id} className={styles.slots} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{label}</legend>
      {body}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function SlotDays({ id, name, answer, value, errorId, onChange }: { id: string; name: string; answer: FreeSlotsAnswer; value: string; errorId: string | undefined; onChange: (value: string) => void }) {
  const m = useFormTexts();
  const b = useBookingTexts();
  const { locale, messages: site } = useLanguage();
  const { settings } = useSiteSettings();
  const days = answer.days.filter((day) => day.slots.length > 0);
  if (days.length === 0) {
    const phone = settingText(settings, 'site_phone_no_1');
    return (
      <p className={styles.notice} role="status">
        {b.noFreeSlots(answer.days.length || defaultSlotDays)} {phone ? <a href={telHref(phone)}>{m.callUsOn(phone)}</a> : m.callTheHospital}
      </p>
    );
  }
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.dateTime === value))?.date ?? days[0]?.date;
  return (
    <div className={styles.days}>
      {days.map((day) => {
        const places = [...new Set(day.slots.map((slot) => slot.place).filter(Boolean))];
        const onePlaceLabel = places.length === 1 ? places[0] : undefined;
        const dayName = dayLabel(locale, day.date);
        return (
          <details key={day.date} className={styles.day} open={day.date === chosenDay}>
            <summary className={styles.daySummary}>
              <span className={styles.dayName}>{dayName}</span> <span className={styles.dayCount}>{b.freeCount(day.slots.length)}</span>
            </summary>
            <fieldset className={styles.times} aria-describedby={errorId}>
              <legend className="visually-hidden">{dayName}</legend>
              {onePlaceLabel && (
                <p className={styles.place}>
                  {b.placeLabel} {onePlaceLabel}
                </p>
              )}
              <div className={styles.timeGrid}>
                {day.slots.map((slot) => (
                  <label key={slot.start} className={styles.time}>
                    <input
                      type="radio"
                      id={`${id}-${slot.day}-${slot.time.replace(':', '')}`}
                      name={name}
                      value={slot.dateTime}
                      checked={value === slot.dateTime}
                      onChange={() => onChange(slot.dateTime)}
                    />
                    <span>
                      {clockText(site, slot.time)}
                      {!onePlaceLabel && slot.place ? <span className={styles.timePlace}> · {slot.place}</span> : null}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}
