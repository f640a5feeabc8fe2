import { issuesToErrors } from '@hospital/content/issues';
import type { z } from 'zod';
import { ValidationError } from '../errors/http-errors';

/** Parses a query string or path parameters with a schema; a bad value is a 400 naming it. */
export function parseQuery<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const errors = issuesToErrors(parsed.error.issues);
  throw new ValidationError(Object.values(errors)[0] ?? 'The request is not valid.', errors);
}
