/**
 * The four public forms' texts (labels, placeholders, validation messages, the loading view, the
 * thank-you text, the consent notice) and the acknowledgement e-mail, per language. English is
 * the SPEC's wording, the same as the declarations in `forms/declarations.ts` (a test holds them
 * together); each other language is typed against it, so a missing text fails the typecheck.
 */

/** A field's label and, for the contact-style forms, its placeholder before the site's texts load. */
interface FieldText {
  label: string;
  placeholder?: string;
}

const formatNumber = (n: number, locale: string): string => n.toLocaleString(locale);

export const en = {
  sending: 'Sending…',
  /** The forms' names (the form's accessible name is "{name} form"). */
  formNames: { contact: 'Contact', appointment: 'Appointment', feedback: 'Feedback', getintouch: 'Discharge feedback' },
  formLabel: (name: string) => `${name} form`,
  send: 'Send',
  submit: 'Submit',
  sendingBusy: 'Sending...',
  submittingBusy: 'Submitting...',
  fields: {
    contact: {
      name: { label: 'Name', placeholder: 'Your Name*' },
      phone: { label: 'Phone number', placeholder: 'Your Phone Number*' },
      email: { label: 'Email', placeholder: 'Your Email*' },
      subject: { label: 'Subject', placeholder: 'Subject*' },
      message: { label: 'Message', placeholder: 'Your Message' },
    },
    appointment: {
      name: { label: 'Name' },
      phone: { label: 'Phone number' },
      email: { label: 'Email' },
      date_time: { label: 'Date & Time' },
      department: { label: 'Department' },
      doctor: { label: 'Doctor' },
      message: { label: 'Message' },
    },
    feedback: {
      name: { label: 'Name', placeholder: 'Your Name*' },
      phone: { label: 'Phone number', placeholder: 'Your Phone Number*' },
      email: { label: 'Email', placeholder: 'Your Email*' },
      subject: { label: 'Subject', placeholder: 'Subject*' },
      message: { label: 'Message', placeholder: 'Your Message' },
    },
    getintouch: {
      patientName: { label: 'Patient Name' },
      uhidNo: { label: 'UHID No' },
      dateTimeOfAdmission: { label: 'Date Time of Admission' },
      dateTimeOfDischarge: { label: 'Date Time of Discharge' },
      fullName: { label: 'Full Name' },
      relationshipToPatient: { label: 'Relationship to The Patient' },
      city: { label: 'City' },
      state: { label: 'State' },
      phone: { label: 'Phone' },
      email: { label: 'Email' },
      comments: { label: 'Comments' },
    },
  } satisfies Record<string, Record<string, FieldText>>,
  // Validation, the same words in the browser and on the server.
  required: (label: string) => `${label} is required.`,
  mustBeText: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number, length: number) =>
    `${label} is too long: at most ${formatNumber(max, 'en-IN')} characters (this one has ${formatNumber(length, 'en-IN')}).`,
  invalidEmail: 'Please enter a valid email address.',
  phoneIndia:
    'Please enter a phone number we can call back: a 10-digit mobile number, a landline with its STD code (e.g. 022 2345 6789), or an international number starting with +.',
  phoneOther: 'Please enter a phone number we can call back: a full number with its area code, or an international number starting with +.',
  dateTimeFormat: (example: string) => `Please enter the date and time as dd/mm/yyyy hh:mm AM/PM, e.g. ${example}.`,
  dateMissing: (example: string) => `Please add the date before the time, e.g. ${example}.`,
  dayFormat: (example: string) => `Please enter the date as dd/mm/yyyy, with the time after it if you know it, e.g. ${example} or ${example} 10:30 AM.`,
  dateTimePast: 'Please choose a date and time from now on: this one has passed.',
  outsideHours: (hours: string) => `Please choose a time within outpatient hours (${hours}).`,
  enterDateTime: 'Please enter a date and time.',
  notDoctorOf: (doctor: string, department: string) => `${doctor} is not a doctor of ${department}. Please choose one of its doctors.`,
  consentRequired: 'Please agree to the use of your details to send this form.',
  consentNotice: 'We use the details you send only to answer this request and keep them no longer than needed, as our privacy policy explains.',
  privacyPolicy: 'Privacy policy',
  limitContact: (count: number) =>
    `We have already received ${count} requests from this phone number or e-mail address in the last few minutes, so this one was not sent.`,
  limitAddress: 'We have received many requests from your network in the last few minutes, so this one was not sent.',
  limitTryAgain: (call: string) => `Please try again in a few minutes, or ${call}.`,
  callUsOn: (phone: string) => `call us on ${phone}`,
  callTheHospital: 'call the hospital',
  // The form on the page.
  honeypot: 'Leave this field empty',
  correctFields: (count: number) => (count === 1 ? 'Please correct 1 field:' : `Please correct ${count} fields:`),
  requiredMark: ' (required)',
  select: (label: string) => `Select ${label}`,
  charactersLeft: (count: number) => `${formatNumber(count, 'en-IN')} ${count === 1 ? 'character' : 'characters'} left`,
  charactersOver: (count: number) => `${formatNumber(count, 'en-IN')} ${count === 1 ? 'character' : 'characters'} too many`,
  loading: 'Loading...',
  thankYou: 'Thank You!',
  sent: 'Your request was successfully sent.',
  yourReference: 'Your reference:',
  // The date and time picker.
  choose: (label: string) => `Choose ${label}`,
  pickerDate: 'Date',
  pickerHour: 'Hour',
  pickerMinute: 'Minute',
  pickerPeriod: 'AM/PM',
  // SPEC §8: a submission that failed.
  noResponse: 'No response from the server. Please try again later.',
  otherError: 'An error occurred. Please try again later.',
  unexpectedStatus: (status: number) => `Failed to submit the form. Server returned status: ${status}`,
  serverError: (status: number, detail: string) => `Server error: ${status} - ${detail}`,
  /** The acknowledgement e-mail in a language other than the hospital's own text (`{hospital}`, `{reference}`). */
  acknowledgementSubject: 'We have received your request ({reference})',
  acknowledgementText:
    'Thank you for writing to {hospital}. We have received your request; its reference is {reference}. Our team will get back to you soon.\n\n{hospital}',
  /** Booked appointments of doctors with an OPD schedule (issue 33): the server's messages and e-mails. */
  booking: {
    slotTaken: (asked: string, times: string) => `${asked} is no longer free. The next free times are: ${times}.`,
    slotNotOffered: (doctor: string, times: string) => `${doctor} has no appointment slot at this time. The next free times are: ${times}.`,
    slotPast: (times: string) => `This time has passed. The next free times are: ${times}.`,
    noFreeSlots: (doctor: string) => `${doctor} has no free appointment slot in the coming days. Please call the hospital.`,
    linkUnknown: 'This appointment link is not valid. Please use the link from your confirmation, or call the hospital.',
    linkExpired: 'This appointment link has expired: the appointment time has passed.',
    alreadyCancelled: 'This appointment has already been cancelled.',
    notChangeable: 'This appointment can no longer be changed. Please call the hospital.',
    cancelledNote: 'Cancelled by the patient through their appointment link.',
    movedNote: (from: string, to: string) => `Moved by the patient from ${from} to ${to}.`,
    mailAppointment: 'Your appointment',
    mailDoctor: 'Doctor',
    mailTime: 'Time',
    mailPlace: 'Place',
    /** The location of the network the appointment is at, and the map link for directions (issue 48). */
    mailLocation: 'Address',
    mailDirections: 'Directions',
    mailReference: 'Reference',
    mailManage: 'To cancel or move it',
    mailCalendar: 'Add it to your calendar',
    mailLinksInConfirmation: 'To cancel or move it, use the link in your confirmation e-mail, or call the hospital.',
    reminderSubject: (reference: string) => `Reminder: your appointment tomorrow (${reference})`,
    reminderText: (doctor: string, time: string) => `This is a reminder of your appointment with ${doctor} on ${time}.`,
    /** The acknowledgement of a booked slot: confirmed, said first (issue 43). */
    confirmedSubject: (reference: string) => `Your appointment is confirmed (${reference})`,
    confirmedText: (hospital: string, reference: string) => `Your appointment at ${hospital} is confirmed. Its reference is ${reference}.`,
    calendarSummary: (doctor: string) => `Appointment with ${doctor}`,
  },
};

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

export type FormMessages = { [K in keyof typeof en]: Widen<(typeof en)[K]> };

