import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentTypeByKey } from '@hospital/content/registry';
import { adminRecordSchema, publicRecordSchema } from '../content/record-schemas';
import { registerErrorHandler } from '../errors/error-handler';
import { recordId, refusals, strictFields } from './route-schemas';

/** A tiny app wired as app.ts wires the real one: the zod compilers and the one error handler. */
async function appWithRoute(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.withTypeProvider<ZodTypeProvider>().put(
    '/accounts/:id',
    {
      schema: {
        params: z.object({ id: recordId }),
        body: z.strictObject({ name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.') }, strictFields),
        response: { 200: z.object({ data: z.object({ _id: z.string(), name: z.string() }) }), ...refusals(400) },
      },
    },
    // What an operation might hand back: the row with its private columns.
    async (request) => ({ data: { _id: request.params.id, name: request.body.name, passwordHash: '$argon2id$secret', totpSecret: 'JBSWY3DPEHPK3PXP' } }),
  );
  await app.ready();
  return app;
}

describe('route schemas', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithRoute();
  });
  afterAll(async () => {
    await app.close();
  });

  it('never sends a field the response schema does not name, whatever the handler returned', async () => {
    const response = await app.inject({ method: 'PUT', url: '/accounts/0123456789abcdef01234567', payload: { name: ' Asha ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { _id: '0123456789abcdef01234567', name: 'Asha' } });
    expect(response.body).not.toMatch(/passwordHash|argon2|totpSecret/);
  });

  it('answers a bad body with the API 400: the message and the shared schema message by field, unknown fields refused', async () => {
    const response = await app.inject({ method: 'PUT', url: '/accounts/0123456789abcdef01234567', payload: { name: '', role: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      code: 'VALIDATION_FAILED',
      errors: { name: 'Name is required.', role: 'Unknown field: role.' },
    });
  });

  it('answers a bad path parameter with a 400 naming it, in the words the operations use', async () => {
    const response = await app.inject({ method: 'PUT', url: '/accounts/not-an-id', payload: { name: 'Asha' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '"not-an-id" is not a valid record id.', code: 'VALIDATION_FAILED', errors: { id: '"not-an-id" is not a valid record id.' } });
  });

  it("drops a stored column that is no declared field from a record's answers", () => {
    const experts = contentTypeByKey('experts');
    if (!experts) throw new Error('The registry has no experts type');
    const record = { _id: '0123456789abcdef01234567', status: 'active', sortOrder: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', internal_note: 'not for clients' };
    expect(adminRecordSchema(experts).parse(record)).not.toHaveProperty('internal_note');
    expect(publicRecordSchema(experts).parse(record)).not.toHaveProperty('internal_note');
  });
});
