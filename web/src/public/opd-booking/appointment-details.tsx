import { parseAppointmentTime } from '@hospital/content/forms/appointment-time';
import type { BookedAppointment } from '@hospital/content/wire/appointments';
import { useLanguage } from '../ui/language';
import { useFormTexts } from '../ui/form-texts';
import { useBookingTexts } from './booking-texts';
import { slotMomentText } from './slot-texts';
import styles from './appointments.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** The hospital's day and wall time of a booked appointment, from its SPEC value "01/12/2026 09:30 AM". */
export function wallTimeOf(dateTime: string): { day: string; time: string } | null {
  const t = parseAppointmentTime(dateTime);
  return t ? { day: `${t.year}-${pad(t.month)}-${pad(t.day)}`, time: `${pad(t.hour)}:${pad(t.minute)}` } : null;
}

/** The reference, doctor, time and place of a booked appointment (the confirmation, the manage page). */
export function AppointmentDetails({ appointment, withStatus = false }: { appointment: BookedAppointment; withStatus?: boolean }) {
  const m = useFormTexts();
  const b = useBookingTexts();
  const { locale, messages: site } = useLanguage();
  const wall = wallTimeOf(appointment.dateTime);
  return (
    <dl className={styles.details}>
      <dt>{m.yourReference}</dt>
      <dd>
        <strong>{appointment.reference}</strong>
      </dd>
      <dt>{b.doctorLabel}</dt>
      <dd>{appointment.doctor}</dd>
      <dt>{b.timeLabel}</dt>
      <dd>{wall ? slotMomentText(site, locale, wall) : appointment.dateTime}</dd>
      {appointment.place && (
        <>
          <dt>{b.placeLabel}</dt>
          <dd>{appointment.place}</dd>
        </>
      )}
      {appointment.location && (
        <>
          <dt>{b.locationLabel}</dt>
          <dd>
            <strong>{appointment.location.title}</strong>
            <br />
            {appointment.location.address}
            {appointment.location.directionsUrl && (
              <>
                <br />
                <a href={appointment.location.directionsUrl} rel="noopener noreferrer" target="_blank">
                  {b.directionsLink}
                </a>
              </>
            )}
          </dd>
        </>
      )}
      {withStatus && (
        <>
          <dt>{b.statusLabel}</dt>
          <dd>{b.manageStatus[appointment.status]}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * What the patient sees once a slot is booked: the details, the calendar file and the link that
 * cancels or moves it (a signed token in the address: `referrerPolicy` keeps it from other sites).
 */
export function AppointmentConfirmation({ appointment }: { appointment: BookedAppointment }) {
  const b = useBookingTexts();
  return (
    <div className={styles.confirmation}>
      <p>{b.appointmentBooked}</p>
      <AppointmentDetails appointment={appointment} />
      <ul className={styles.links}>
        <CalendarLink appointment={appointment} />
        <li>
          <a href={appointment.manageUrl} rel="nofollow" referrerPolicy="no-referrer">
            {b.manageLink}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The appointment's calendar file (.ics), an item of a list of its links: the confirmation's and the manage page's. */
export function CalendarLink({ appointment }: { appointment: BookedAppointment }) {
  const b = useBookingTexts();
  return (
    <li>
      <a href={appointment.calendarUrl} download="appointment.ics" referrerPolicy="no-referrer">
        {b.addToCalendar}
      </a>
    </li>
  );
}
