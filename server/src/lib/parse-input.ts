import { issuesToErrors } from '@hospital/content/issues';
import type { z } from 'zod';
import { ValidationError } from '../errors/http-errors';

/** What a 400 answers when several fields of a body are wrong. */
export const correctFieldsMessage = 'Please correct the highlighted fields.';

/** The first field's message as the whole answer's (a query parameter, a one-field body). */
export const firstFieldMessage = (errors: Record<string, string>): string => Object.values(errors)[0] ?? 'The request is not valid.';

/**
 * An operation's input read through its zod schema, the same schema its route declares (so a
 * caller that is not a route, a job or a test, is held to the same rules): the parsed value, or a
 * 400 with the schema's messages by field. `message` is the answer's own message: a text, or one
 * made from the field messages (`firstFieldMessage` for a query or a one-field body).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message: string | ((errors: Record<string, string>) => string) = correctFieldsMessage,
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = issuesToErrors(parsed.error.issues);
  throw new ValidationError(typeof message === 'function' ? message(errors) : message, errors);
}
