/**
 * The four public forms (SPEC §5, §7) as plain data, without the validation library, so the public
 * site can render them without shipping zod on every page; `./index` adds the schema and
 * re-exports all of this.
 */

export type FormInput = 'text' | 'tel' | 'email' | 'textarea' | 'datetime' | 'select';

export interface FormFieldDecl {
  /** The payload name, as the spec gives it. */
  name: string;
  label: string;
  input: FormInput;
  /** The message when the field is missing or empty; undefined means the field is optional. */
  requiredMessage?: string;
  /** The placeholder before the site's form texts load. */
  placeholder?: string;
  /** The site-settings field whose text, when set, replaces the placeholder. */
  placeholderSetting?: string;
  maxLength: number;
  /**
   * For selects: the content type whose active records' titles are the options (the value sent
   * is the title). With `dependsOn`, the options are the doctors of the department chosen in
   * that field (`experts/expert-categories/{departmentId}`), and changing it clears this one.
   */
  optionsFrom?: 'expert-categories' | 'experts';
  dependsOn?: string;
  /**
   * For date-times: a date alone is enough ("27/11/2026"), as a patient remembers the day of an
   * admission more often than its hour; a time, when given, is kept.
   */
  dayAlone?: boolean;
}

export type FormKey = 'contact' | 'appointment' | 'feedback' | 'getintouch';
export type FormPath = 'contactfooter' | 'BookAppointmentForms' | 'feedbackforms' | 'getintouchforms';

export interface PublicForm {
  key: FormKey;
  /** `POST /api/admin/{path}`; 201 on success. */
  path: FormPath;
  label: string;
  /** The button text, and its text while sending. */
  submitLabel: string;
  busyLabel: string;
  /** Which payload fields name the sender, for the list of form entries. */
  summary: { name: string; phone: string; email: string };
  fields: readonly FormFieldDecl[];
}

/** A field bots fill and people never see: a filled one means the entry is dropped quietly. */
export const honeypotField = 'website';

const NAME = 200;
const SHORT = 200;
const PHONE = 30;
const EMAIL = 254;
const DATETIME = 40;
const MESSAGE = 5000;

/**
 * A field the contact-style forms share; called with the placeholder the form shows before its
 * texts load (contact, feedback), which the site-settings field `placeholderSetting` replaces.
 */
const sharedField =
  (decl: Omit<FormFieldDecl, 'placeholder' | 'placeholderSetting'>, placeholderSetting: string) =>
  (placeholder?: string): FormFieldDecl => ({ ...decl, ...(placeholder ? { placeholder, placeholderSetting } : {}) });

const name = sharedField({ name: 'name', label: 'Name', input: 'text', requiredMessage: 'Name is required.', maxLength: NAME }, 'nameplaceholder');
const phone = sharedField({ name: 'phone', label: 'Phone number', input: 'tel', requiredMessage: 'Phone number is required.', maxLength: PHONE }, 'phoneplaceholder');
const email = sharedField({ name: 'email', label: 'Email', input: 'email', requiredMessage: 'Email is required.', maxLength: EMAIL }, 'emailplaceholder');
const subject = sharedField({ name: 'subject', label: 'Subject', input: 'text', requiredMessage: 'Subject is required.', maxLength: SHORT }, 'subjectplaceholder');
const message = sharedField({ name: 'message', label: 'Message', input: 'textarea', maxLength: MESSAGE }, 'messageplaceholder');

/** The contact and feedback forms ask the same (SPEC §5): who, how to answer, and the message. */
const messageFields = (): PublicForm['fields'] => [
  name('Your Name*'),
  phone('Your Phone Number*'),
  email('Your Email*'),
  subject('Subject*'),
  message('Your Message'),
];

export const contactForm: PublicForm = {
  key: 'contact',
  path: 'contactfooter',
  label: 'Contact',
  submitLabel: 'Send',
  busyLabel: 'Sending...',
  summary: { name: 'name', phone: 'phone', email: 'email' },
  fields: messageFields(),
};

export const appointmentForm: PublicForm = {
  key: 'appointment',
  path: 'BookAppointmentForms',
  label: 'Appointment',
  submitLabel: 'Submit',
  busyLabel: 'Submitting...',
  summary: { name: 'name', phone: 'phone', email: 'email' },
  fields: [
    name(),
    phone(),
    email(),
    {
      name: 'date_time',
      label: 'Date & Time',
      input: 'datetime',
      requiredMessage: 'Date & Time is required.',
      maxLength: DATETIME,
    },
    {
      name: 'department',
      label: 'Department',
      input: 'select',
      requiredMessage: 'Department is required.',
      maxLength: SHORT,
      optionsFrom: 'expert-categories',
    },
    {
      name: 'doctor',
      label: 'Doctor',
      input: 'select',
      requiredMessage: 'Doctor is required.',
      maxLength: SHORT,
      optionsFrom: 'experts',
      dependsOn: 'department',
    },
    message(),
  ],
};

export const feedbackForm: PublicForm = {
  key: 'feedback',
  path: 'feedbackforms',
  label: 'Feedback',
  submitLabel: 'Submit',
  busyLabel: 'Submitting...',
  summary: { name: 'name', phone: 'phone', email: 'email' },
  fields: messageFields(),
};

const required = (
  fieldName: string,
  label: string,
  input: FormInput,
  maxLength: number,
): FormFieldDecl => ({ name: fieldName, label, input, requiredMessage: `${label} is required.`, maxLength });

/** Discharge feedback ("Get in touch"). */
export const getInTouchForm: PublicForm = {
  key: 'getintouch',
  path: 'getintouchforms',
  label: 'Discharge feedback',
  submitLabel: 'Submit',
  busyLabel: 'Submitting...',
  summary: { name: 'fullName', phone: 'phone', email: 'email' },
  fields: [
    required('patientName', 'Patient Name', 'text', NAME),
    required('uhidNo', 'UHID No', 'text', 50),
    { ...required('dateTimeOfAdmission', 'Date Time of Admission', 'datetime', DATETIME), dayAlone: true },
    { ...required('dateTimeOfDischarge', 'Date Time of Discharge', 'datetime', DATETIME), dayAlone: true },
    required('fullName', 'Full Name', 'text', NAME),
    required('relationshipToPatient', 'Relationship to The Patient', 'text', 100),
    required('city', 'City', 'text', 100),
    required('state', 'State', 'text', 100),
    required('phone', 'Phone', 'tel', PHONE),
    required('email', 'Email', 'email', EMAIL),
    { name: 'comments', label: 'Comments', input: 'textarea', maxLength: MESSAGE },
  ],
};

export const publicForms: readonly PublicForm[] = [contactForm, appointmentForm, feedbackForm, getInTouchForm];

export const formByKey = (key: string): PublicForm | undefined => publicForms.find((f) => f.key === key);
export const formByPath = (path: string): PublicForm | undefined => publicForms.find((f) => f.path === path);
