import { z } from 'zod';
import { isEmail } from '../formats';
import { issuesToErrors, type Validation } from '../issues';
import { honeypotField, type FormFieldDecl, type PublicForm } from './declarations';
import { consentField } from './desk-declarations';

/**
 * The four public forms (SPEC §5, §7), declared once: the browser renders and checks them with
 * `formSchema`, the server checks the same body with the same schema.
 */

export * from './declarations';

const fieldSchema = (field: FormFieldDecl): z.ZodType<string | undefined> => {
  const { requiredMessage } = field;
  let schema = z
    .string({
      error: (iss) => (iss.input == null && requiredMessage ? requiredMessage : `${field.label} must be text.`),
    })
    .trim()
    .max(field.maxLength, `${field.label} must be at most ${field.maxLength} characters.`);
  if (field.input === 'email') {
    schema = schema.refine((v) => v === '' || isEmail(v), 'Please enter a valid email address.');
  }
  if (requiredMessage) return schema.refine((v) => v !== '', requiredMessage);
  // Optional: absent, null and empty all mean "not given".
  return z.preprocess((v) => (v === null ? undefined : v), schema.optional());
};

export type FormValue = Record<string, string | undefined>;

const schemas = new Map<PublicForm, z.ZodType<FormValue>>();

/**
 * The schema of a form's body: strings are trimmed; a required field missing or empty gives the
 * spec's message; optional fields may be absent or empty; `submit_ip`, the honeypot and the
 * consent checkbox are allowed; any other field is refused.
 */
export const formSchema = (form: PublicForm): z.ZodType<FormValue> => {
  const known = schemas.get(form);
  if (known) return known;
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const field of form.fields) shape[field.name] = fieldSchema(field);
  shape.submit_ip = z.string().trim().max(64, 'submit_ip must be at most 64 characters.').optional();
  shape[honeypotField] = z.string().optional();
  // The consent checkbox, when the hospital asks for one; the server decides whether it is required.
  shape[consentField] = z.string().trim().max(10, 'consent must be yes or empty.').optional();
  const schema = z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}.` : undefined),
  });
  schemas.set(form, schema);
  return schema;
};

/** Checks a form body: the cleaned value, or the first message per field. */
export const validateForm = (form: PublicForm, body: unknown): Validation<FormValue> => {
  const result = formSchema(form).safeParse(body);
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
