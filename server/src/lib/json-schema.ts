import { z } from 'zod';
import type { FastifySchemaCompiler } from 'fastify';

/** A JSON Schema object as @fastify/swagger reads it. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a zod schema for the API document: what a client may send (`input`), with
 * checks that JSON Schema cannot express (refinements, transforms) left out rather than failing.
 */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io, reused: 'inline' }) as JsonSchema;
  return rest;
};

/**
 * Route schemas here document the API; the requests themselves are checked by the operations
 * with the shared zod schemas (the same rules the admin's forms use), so Fastify's own
 * validation, which would silently drop unknown fields instead of refusing them, is switched off
 * for these routes.
 */
export const documentationOnlyValidator: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });

/** Responses are built field by field from the declarations, so they are sent as they are. */
export const plainSerializer = () => (data: unknown): string => JSON.stringify(data);

/** The answer every error gives. */
export const errorResponseSchema: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
};
