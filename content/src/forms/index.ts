import { z } from 'zod';
import { isEmail } from '../formats';
import { issuesToErrors, type Validation } from '../issues';
import { honeypotField, type FormFieldDecl, type PublicForm } from './declarations';
import { dateTimeFormatProblem, formatDay, normaliseDateTime, wallTimeIn } from './appointment-time';
import { consentField, defaultTimeZone } from './desk-declarations';
import { formTextsFor } from '../i18n/form-texts';
import { defaultLanguage } from '../i18n/languages';
import { localizeForm } from './localized';
import { normalisePhone, phoneCountry, phoneMessage } from './phone';

/**
 * The four public forms (SPEC §5, §7), declared once: the browser renders and checks them with
 * `formSchema`, the server checks the same body with the same schema.
 */

export * from './declarations';
export { localizeForm } from './localized';

/** What the rules of a submission depend on: the hospital's settings and the time it is sent. */
export interface FormRules {
  /** The site setting `phone_country` (ISO 3166 code); India when empty. */
  phoneCountry?: string | null | undefined;
  /** The hospital's time zone and now, for the date-time example in the messages. */
  timeZone?: string | undefined;
  now?: Date | undefined;
  /**
   * The language of the messages (the visitor's): the form's labels and every message in it. The
   * default language's, the SPEC's English, when not given.
   */
  language?: string | undefined;
}

/** "Message is too long: at most 5,000 characters (this one has 6,300)." Never cut silently. */
export const tooLongMessage = (label: string, max: number, length: number, language: string = defaultLanguage): string =>
  formTextsFor(language).tooLong(label, max, length);

/** A field's schema; `field` is already in the rules' language (see `formSchema`). */
const fieldSchema = (field: FormFieldDecl, rules: FormRules): z.ZodType<string | undefined> => {
  const { requiredMessage } = field;
  const m = formTextsFor(rules.language ?? defaultLanguage);
  let schema: z.ZodType<string> = z
    .string({
      error: (iss) => (iss.input == null && requiredMessage ? requiredMessage : m.mustBeText(field.label)),
    })
    .trim()
    .max(field.maxLength, { error: (iss) => m.tooLong(field.label, field.maxLength, typeof iss.input === 'string' ? iss.input.length : field.maxLength + 1) });
  if (field.input === 'email') {
    schema = schema.refine((v) => v === '' || isEmail(v), m.invalidEmail);
  }
  if (field.input === 'tel') {
    const country = phoneCountry(rules.phoneCountry);
    // Stored as E.164, whatever the spelling: one form for the desk, its search and erasure.
    schema = schema.transform((v, ctx) => {
      if (v === '') return v;
      const number = normalisePhone(v, country);
      if (number) return number;
      ctx.addIssue({ code: 'custom', message: phoneMessage(country, rules.language) });
      return z.NEVER;
    });
  }
  if (field.input === 'datetime') {
    // `now` is read when a value is checked: a schema kept for many submissions (`validateForm`) checks each at its own time.
    const clock = {
      get now() {
        return rules.now ?? new Date();
      },
      timeZone: rules.timeZone ?? defaultTimeZone,
      texts: m,
    };
    // "27-11-2026 9:30 am" is stored as the SPEC writes it, "27/11/2026 09:30 AM"; a date alone,
    // where the field allows it, as "27/11/2026".
    schema = schema.transform((v, ctx) => {
      if (v === '') return v;
      const normal = normaliseDateTime(v, { dayAlone: field.dayAlone });
      if (normal) return normal;
      const problem = field.dayAlone ? m.dayFormat(formatDay(wallTimeIn(clock.now, clock.timeZone))) : dateTimeFormatProblem(v, clock);
      ctx.addIssue({ code: 'custom', message: problem ?? m.enterDateTime });
      return z.NEVER;
    });
  }
  if (requiredMessage) return schema.refine((v) => v !== '', requiredMessage);
  // Optional: absent, null and empty all mean "not given".
  return z.preprocess((v) => (v === null ? undefined : v), schema.optional());
};

export type FormValue = Record<string, string | undefined>;

/**
 * The schema of a form's body: strings are trimmed; a required field missing or empty gives the
 * spec's message; optional fields may be absent or empty; `submit_ip`, the honeypot, the
 * consent checkbox and the request's `language` are allowed; any other field is refused.
 */
export const formSchema = (form: PublicForm, rules: FormRules = {}): z.ZodType<FormValue> => {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const field of localizeForm(form, formTextsFor(rules.language ?? defaultLanguage)).fields) shape[field.name] = fieldSchema(field, rules);
  shape.submit_ip = z.string().trim().max(64, 'submit_ip must be at most 64 characters.').optional();
  shape[honeypotField] = z.string().optional();
  // The consent checkbox, when the hospital asks for one; the server decides whether it is required.
  shape[consentField] = z.string().trim().max(10, 'consent must be yes or empty.').optional();
  // The language the request is sent in (issue 32); the server checks it is one of the site's.
  shape.language = z.string().trim().max(12, 'language must be a language code such as hi.').optional();
  const schema = z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}.` : undefined),
  });
  return schema;
};

/**
 * The schemas `validateForm` built, by form and by the rules besides `now`: building one (and
 * zod's compiling it on its first check) cost more than the check itself, on every submission
 * (issue 43's burst of bookings).
 */
const keptSchemas = new WeakMap<PublicForm, Map<string, { schema: z.ZodType<FormValue>; rules: FormRules }>>();
const keptPerForm = 32;

function keptSchema(form: PublicForm, rules: FormRules): { schema: z.ZodType<FormValue>; rules: FormRules } {
  let byRules = keptSchemas.get(form);
  if (!byRules) keptSchemas.set(form, (byRules = new Map()));
  const key = JSON.stringify([rules.phoneCountry ?? null, rules.timeZone ?? null, rules.language ?? null]);
  const held = byRules.get(key);
  if (held) return held;
  const own: FormRules = { phoneCountry: rules.phoneCountry, timeZone: rules.timeZone, language: rules.language };
  const made = { schema: formSchema(form, own), rules: own };
  if (byRules.size >= keptPerForm) byRules.clear();
  byRules.set(key, made);
  return made;
}

/** Checks a form body: the cleaned value, or the first message per field. */
export const validateForm = (form: PublicForm, body: unknown, rules: FormRules = {}): Validation<FormValue> => {
  const kept = keptSchema(form, rules);
  // The check is synchronous: the kept rules' `now` is this submission's while it runs.
  kept.rules.now = rules.now;
  const result = kept.schema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: issuesToErrors(result.error.issues) };
};

/** True when a bot filled the hidden field: answer as if stored, store nothing. */
export const honeypotFilled = (value: FormValue): boolean => (value[honeypotField] ?? '').trim() !== '';

/** The sender's name, phone and email, for the list of form entries. */
export const entrySummary = (form: PublicForm, value: FormValue): { name: string; phone: string; email: string } => ({
  name: value[form.summary.name] ?? '',
  phone: value[form.summary.phone] ?? '',
  email: value[form.summary.email] ?? '',
});
