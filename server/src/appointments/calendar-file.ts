import { messagesFor } from '@hospital/content/i18n/catalogue';
import type { BookedAppointment } from '@hospital/content/wire/appointments';

/**
 * A booked appointment as a calendar file (RFC 5545): one VEVENT, its times as UTC instants (so
 * any calendar shows them on its own clock), CRLF line ends, long lines folded at 75 octets.
 */

/** A text value escaped as RFC 5545 §3.3.11 says: backslash, semicolon, comma and newlines. */
export const icsText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** "2026-12-01T03:30:00.000Z" → "20261201T033000Z". */
const icsInstant = (iso: string): string => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds a content line: at most 75 octets a line, the rest on lines starting with a space, never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function appointmentCalendar(
  appointment: BookedAppointment,
  booking: { id: string; updatedAt: string },
  hospital: { name: string; address: string; host: string },
  language: string,
): string {
  const address = hospital.address.replace(/\s*\n\s*/g, ', ').trim();
  const name = hospital.name.trim();
  // An address that already names the hospital ("Saffron Ridge Hospital, 14 Riverside Road") is not preceded by the name again.
  const named = name !== '' && address.toLowerCase().includes(name.toLowerCase());
  const location = [appointment.place, named ? '' : name, address].filter((part) => part.trim() !== '').join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(hospital.name || 'Hospital')}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@${hospital.host || 'hospital'}`,
    `DTSTAMP:${icsInstant(booking.updatedAt)}`,
    `DTSTART:${icsInstant(appointment.start)}`,
    `DTEND:${icsInstant(appointment.end)}`,
    `SUMMARY:${icsText(messagesFor(language).forms.booking.calendarSummary(appointment.doctor))}`,
    `LOCATION:${icsText(location)}`,
    `DESCRIPTION:${icsText(`Reference: ${appointment.reference}${appointment.department ? `\nDepartment: ${appointment.department}` : ''}`)}`,
    `STATUS:${appointment.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
