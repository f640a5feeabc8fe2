import { issuesToErrors } from '@hospital/content/issues';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../errors/http-errors';
import { idPattern } from './ids';
import { correctFieldsMessage, firstFieldMessage } from './parse-input';

/**
 * Every route declares its params, querystring, body and responses (by status) as zod schemas:
 * Fastify checks the request with them (through `fastify-type-provider-zod`, registered once in
 * app.ts), types `request.params`/`query`/`body` from them, serialises each answer through the
 * schema of its status (so a field the schema does not name, a password hash or a token, is
 * dropped, never sent), and /api/docs is generated from them.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `message` of the 400 when the body does not pass its schema (default "Please correct
     * the highlighted fields."); `firstFieldMessage` answers the first field's own message.
     */
    invalidBodyMessage?: string | typeof firstFieldMessage;
  }
}

/**
 * Fastify's validation error of a zod schema as the API's 400: `{ message, code, errors }` with
 * the shared schemas' messages by field, as the operations answer them. Undefined for any other error.
 */
export function validationErrorOf(error: FastifyError, request: FastifyRequest): ValidationError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  // The library hands the zod issues on without their path and code: put back as issuesToErrors reads them.
  const issues = error.validation.map((problem) => ({
    ...problem.params,
    code: problem.keyword,
    message: problem.message,
    path: problem.instancePath.split('/').filter((part) => part !== ''),
  })) as unknown as z.core.$ZodIssue[];
  const errors = issuesToErrors(issues);
  if (error.validationContext !== 'body') return new ValidationError(firstFieldMessage(errors), errors);
  const configured = request.routeOptions.config.invalidBodyMessage;
  const message = typeof configured === 'function' ? configured(errors) : (configured ?? correctFieldsMessage);
  return new ValidationError(message, errors);
}

/** Refuses unknown fields by name, as the shared schemas do. */
export const strictFields = {
  error: (issue: z.core.$ZodRawIssue): string | undefined => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined),
};

/** An id path parameter (24 hex digits) of a record, a revision, a link…, refused as the operations refuse it. */
export const idParam = (what: string) => z.string().regex(idPattern, { error: (issue) => `"${String(issue.input).slice(0, 64)}" is not a valid ${what} id.` });

export const recordId = idParam('record');

/** The answer every error gives (the error handler builds it; `current`, `referrers` and the like ride along). */
export const errorResponseSchema = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** The refusals a route documents, all of the error shape. */
export const refusals = <const S extends readonly number[]>(...statuses: S): { [K in S[number]]: typeof errorResponseSchema } =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as { [K in S[number]]: typeof errorResponseSchema };

/** `{ message }`: what a route that changes something and has nothing else to say answers. */
export const messageAnswer = z.object({ message: z.string() });

const pathParams = z.record(z.string(), z.string());

/**
 * A path parameter (`id`, `type`) of whichever route a shared hook runs for: hooks serve many
 * routes, so they cannot take their types from one route's schema.
 */
export const pathParam = (request: FastifyRequest, name: string): string | undefined => {
  const parsed = pathParams.safeParse(request.params);
  return parsed.success ? parsed.data[name] : undefined;
};
