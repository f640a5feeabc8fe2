import { defaultLanguage, languageInfo } from '../i18n/languages';
import * as formMessages from '../i18n/messages/forms';
import type { FormKey } from './declarations';

/**
 * The requests desk (issue 15): how the hospital's front desk works the entries of the four
 * forms, declared once for the server, the studio and the website, without the validation
 * library (the website's pages must not carry it); `./desk` adds the settings' schema.
 */

export const entryStatuses = [
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
  { value: 'spam', label: 'Spam' },
] as const;

export type EntryStatus = (typeof entryStatuses)[number]['value'];

export const isEntryStatus = (value: unknown): value is EntryStatus => entryStatuses.some((s) => s.value === value);

export const statusLabel = (value: string): string => entryStatuses.find((s) => s.value === value)?.label ?? value;

/** The language a request was sent in, as the desk reads it: "Hindi"; a code the table does not know, as it is. */
export const entryLanguageName = (code: string | null | undefined): string => languageInfo(code || defaultLanguage).englishName;

/** The first part of an entry's reference: `APT-2026-000123`. */
export const referencePrefixes: Record<FormKey, string> = { contact: 'CON', appointment: 'APT', feedback: 'FBK', getintouch: 'DIS' };

export const referencePattern = /^[A-Z]{3}-\d{4}-\d{6,}$/;

export const formatReference = (prefix: string, year: number, n: number): string => `${prefix}-${year}-${String(n).padStart(6, '0')}`;

/** How erasure finds a person: the email in lower case, the phone's last ten digits (Indian numbers with or without +91 or 0). */
export const emailKey = (email: string): string => email.trim().toLowerCase();
export const phoneKey = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

export const defaultRetentionDays = 180;
export const defaultTimeZone = 'Asia/Kolkata';
/** Phone numbers on the forms are read as this country's when the site setting `phone_country` is empty. */
export const defaultPhoneCountry = 'IN';

/** Zones already asked about, with the answer: asking Intl costs a formatter each time. */
const knownZones = new Map<string, boolean>();
export const isTimeZone = (value: string): boolean => {
  const known = knownZones.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    valid = true;
  } catch {
    valid = false;
  }
  if (knownZones.size >= 256) knownZones.clear();
  knownZones.set(value, valid);
  return valid;
};

/** Addresses separated by commas (spaces allowed); empty means none. */
export const parseEmailList = (value: string): string[] =>
  value
    .split(/[,;\s]+/)
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** `{hospital}` and `{reference}` in the acknowledgement's subject and text. */
export const fillTemplate = (template: string, values: { hospital: string; reference: string }): string =>
  template.replace(/\{hospital\}/g, values.hospital).replace(/\{reference\}/g, values.reference);

/** Shown under each public form when the hospital has not written its own. */
export const defaultConsentNotice = formMessages.en.consentNotice;
export const defaultPrivacyPolicyLink = '/privacy-policy';
export const consentRequiredMessage = formMessages.en.consentRequired;
/** The payload field of the consent checkbox. */
export const consentField = 'consent';

export interface FormDeskSettings {
  /** Who hears of this form's entries, besides the site's default list (comma-separated). */
  recipients: string;
  retentionDays: number;
}

export interface DeskSettings {
  forms: Record<FormKey, FormDeskSettings>;
  /** Appointments: who hears of a request for a department, by its title. */
  departmentRecipients: { department: string; recipients: string }[];
  /** Data minimisation: the notification names the form, reference and department only, unless this is on. */
  includePatientDetails: boolean;
  acknowledgement: { enabled: boolean; subject: string; text: string };
}

export const defaultDeskSettings: DeskSettings = {
  forms: {
    contact: { recipients: '', retentionDays: defaultRetentionDays },
    appointment: { recipients: '', retentionDays: defaultRetentionDays },
    feedback: { recipients: '', retentionDays: defaultRetentionDays },
    getintouch: { recipients: '', retentionDays: defaultRetentionDays },
  },
  departmentRecipients: [],
  includePatientDetails: false,
  acknowledgement: {
    enabled: false,
    subject: 'We have received your request ({reference})',
    text: 'Thank you for writing to {hospital}. We have received your request; its reference is {reference}. Our team will get back to you soon.\n\n{hospital}',
  },
};
