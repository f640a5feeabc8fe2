import { useRef, useState, type KeyboardEvent } from 'react';
import { normaliseDateTime } from '@hospital/content/forms/appointment-time';
import { formatDateTime, initialParts, minuteStep, type DateTimeParts } from './date-time';
import { Icon } from '../ui/icon';
import { useFormTexts } from '../ui/form-texts';
import styles from './forms.module.css';

export interface DateTimeFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
  /** The earliest day the picker offers (yyyy-mm-dd): today, for an appointment. */
  minDate?: string | undefined;
  /** The hospital's time zone: the picker opens on its today, not the phone's. */
  timeZone: string;
  /** A date alone is enough (the field's `dayAlone`): "2026-11-27" is written "27/11/2026". */
  dayAlone?: boolean | undefined;
}

const hours = Array.from({ length: 12 }, (_, i) => i + 1);
const minutes = Array.from({ length: 60 / minuteStep }, (_, i) => i * minuteStep);
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A text field for "dd/mm/yyyy hh:mm AM/PM" with a small picker beside it: a date, the hour of a
 * 12-hour clock, minutes in 5-minute steps and AM/PM. Without JavaScript the text field alone
 * works (the server reads the text as typed). What people type ("27-11-2026 9:30 am") is written
 * the SPEC's way when they leave the field; the keyboard is the ordinary one, as AM/PM needs letters.
 */
export function DateTimeField({ id, name, label, value, placeholder, invalid, describedBy, onChange, minDate, timeZone, dayAlone }: DateTimeFieldProps) {
  const m = useFormTexts();
  const [open, setOpen] = useState(false);
  const [parts, setParts] = useState<DateTimeParts | null>(null);
  const panelId = `${id}-picker`;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const openPicker = () => {
    setParts(initialParts(value, timeZone));
    setOpen(true);
  };
  const update = (patch: Partial<DateTimeParts>) => {
    const next = { ...(parts ?? initialParts(value, timeZone)), ...patch };
    setParts(next);
    const text = formatDateTime(next);
    if (text) onChange(text);
  };
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className={styles.dateTime}>
      <div className={styles.dateTimeRow}>
        <input
          id={id}
          name={name}
          type="text"
          autoComplete="off"
          className={invalid ? `${styles.input} ${styles.invalid}` : styles.input}
          placeholder={placeholder}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            const normal = normaliseDateTime(event.target.value, { dayAlone });
            if (normal && normal !== event.target.value) onChange(normal);
          }}
        />
        <button
          ref={toggleRef}
          type="button"
          className={styles.pickerToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close() : openPicker())}
        >
          <Icon name="calendar" size={20} />
          <span className="visually-hidden">{m.choose(label)}</span>
        </button>
      </div>
      {open && parts && (
        <fieldset id={panelId} className={styles.picker} onKeyDown={onKeyDown}>
          <legend className={styles.pickerLegend}>{label}</legend>
          <label className={styles.pickerPart}>
            <span>{m.pickerDate}</span>
            <input type="date" value={parts.date} min={minDate} onChange={(event) => event.target.value && update({ date: event.target.value })} />
          </label>
          <label className={styles.pickerPart}>
            <span>{m.pickerHour}</span>
            <select value={parts.hour} onChange={(event) => update({ hour: Number(event.target.value) })}>
              {hours.map((h) => (
                <option key={h} value={h}>
                  {pad(h)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.pickerPart}>
            <span>{m.pickerMinute}</span>
            <select value={parts.minute} onChange={(event) => update({ minute: Number(event.target.value) })}>
              {minutes.map((m) => (
                <option key={m} value={m}>
                  {pad(m)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.pickerPart}>
            <span>{m.pickerPeriod}</span>
            <select value={parts.period} onChange={(event) => update({ period: event.target.value as 'AM' | 'PM' })}>
              <option value="AM">AM</option>
              <option value="PM">PM</option>
            </select>
          </label>
          <button
            type="button"
            className="button"
            onClick={() => {
              const text = formatDateTime(parts);
              if (text) onChange(text);
              close();
            }}
          >
            Done
          </button>
        </fieldset>
      )}
    </div>
  );
}
