import { entryLanguageName, fillTemplate, parseEmailList, type DeskSettings } from '@hospital/content/forms/desk';
import type { PublicForm } from '@hospital/content/forms/index';
import { hasCatalogue, messagesFor } from '@hospital/content/i18n/catalogue';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import type { BookedAppointment } from '@hospital/content/wire/appointments';
import type { OutgoingMail } from '../mail/outbox';
import { slotLabel } from './appointment-checks';

/**
 * The mail a new entry sends: a notification to the desk and, when the hospital turns it on, an
 * acknowledgement to the patient. Plain text: what the patient typed is never markup here.
 */

export interface NewEntry {
  id: string;
  form: PublicForm;
  reference: string;
  department: string | null;
  /** The language the request was sent in: the acknowledgement's. */
  language: string;
  values: Record<string, string>;
  /** "23 Nov 2026, 10:30 (Asia/Kolkata)". */
  received: string;
  /** The entry in the studio. */
  link: string;
  /** The slot booked (issue 33), with the hospital's zone and the website's origin for its links. */
  appointment?: BookedAppointment & { timeZone: string; origin: string };
}

/**
 * A booked appointment's lines in the patient's mail (the confirmation and the reminder):
 * reference, doctor, time, place, and the links to manage it and add it to a calendar. Without an
 * origin (a reminder sent by a job, PUBLIC_URL not set) a link would be a bare path: the patient
 * is pointed to the confirmation's links instead.
 */
export function appointmentLines(appointment: BookedAppointment & { timeZone: string; origin: string }, language: string): string[] {
  const texts = messagesFor(language).forms.booking;
  const links = appointment.origin
    ? [`${texts.mailManage}: ${appointment.origin}${appointment.manageUrl}`, `${texts.mailCalendar}: ${appointment.origin}${appointment.calendarUrl}`]
    : [texts.mailLinksInConfirmation];
  return [
    `${texts.mailAppointment}:`,
    `${texts.mailReference}: ${appointment.reference}`,
    `${texts.mailDoctor}: ${appointment.doctor}${appointment.department ? ` (${appointment.department})` : ''}`,
    `${texts.mailTime}: ${slotLabel(appointment.start, appointment.timeZone, language)} (${appointment.dateTime})`,
    ...(appointment.place ? [`${texts.mailPlace}: ${appointment.place}`] : []),
    ...(appointment.location ? [`${texts.mailLocation}: ${appointment.location.title}, ${appointment.location.address.replace(/\s*\n\s*/g, ', ')}`] : []),
    ...(appointment.location?.directionsUrl ? [`${texts.mailDirections}: ${appointment.location.directionsUrl}`] : []),
    ...links,
  ];
}

/** The site's default list, the form's own, and for appointments the department's, without repeats. */
export function notificationRecipients(entry: NewEntry, desk: DeskSettings, defaultList: string): string[] {
  const lists = [defaultList, desk.forms[entry.form.key].recipients];
  const department = entry.department?.trim().toLowerCase();
  if (department) {
    for (const rule of desk.departmentRecipients) if (rule.department.trim().toLowerCase() === department) lists.push(rule.recipients);
  }
  const seen = new Set<string>();
  const recipients: string[] = [];
  for (const address of lists.flatMap(parseEmailList)) {
    const key = address.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      recipients.push(address);
    }
  }
  return recipients;
}

/** Form, reference, department and link; the patient's details only when the hospital chose to include them. */
export function notificationMail(entry: NewEntry, desk: DeskSettings, to: string[]): OutgoingMail {
  const lines = [
    `A new ${entry.form.label.toLowerCase()} entry has arrived on the website.`,
    '',
    `Form: ${entry.form.label}`,
    `Reference: ${entry.reference}`,
    ...(entry.department ? [`Department: ${entry.department}`] : []),
    ...(entry.language !== defaultLanguage ? [`Language: ${entryLanguageName(entry.language)}`] : []),
    `Received: ${entry.received}`,
    '',
    `Open it in the studio: ${entry.link}`,
  ];
  if (desk.includePatientDetails) {
    lines.push('', 'Details:');
    for (const field of entry.form.fields) {
      const value = entry.values[field.name];
      if (value) lines.push(`${field.label}: ${value}`);
    }
  }
  return {
    entryId: entry.id,
    kind: 'notification',
    to,
    subject: `New ${entry.form.label.toLowerCase()} entry ${entry.reference}${entry.department ? ` (${entry.department})` : ''}`,
    body: `${lines.join('\n')}\n`,
  };
}

/**
 * The patient's acknowledgement, to the email they gave, in the language they wrote in: the
 * hospital's own text (the desk settings') in the default language; in another language with a
 * catalogue, that catalogue's; in a language without one, the hospital's own text.
 */
export function acknowledgementMail(entry: NewEntry, desk: DeskSettings, hospital: string, patientEmail: string): OutgoingMail {
  const values = { hospital, reference: entry.reference };
  const own = entry.language === defaultLanguage || !hasCatalogue(entry.language);
  const texts = messagesFor(entry.language).forms;
  // A booked slot is confirmed, and the mail says so first (not "we will get back to you").
  if (entry.appointment) {
    return {
      entryId: entry.id,
      kind: 'acknowledgement',
      to: [patientEmail],
      subject: texts.booking.confirmedSubject(entry.reference),
      body: `${texts.booking.confirmedText(hospital, entry.reference)}\n\n${appointmentLines(entry.appointment, entry.language).join('\n')}\n\n${hospital}\n`,
    };
  }
  return {
    entryId: entry.id,
    kind: 'acknowledgement',
    to: [patientEmail],
    subject: fillTemplate(own ? desk.acknowledgement.subject : texts.acknowledgementSubject, values),
    body: `${fillTemplate(own ? desk.acknowledgement.text : texts.acknowledgementText, values)}\n`,
  };
}
