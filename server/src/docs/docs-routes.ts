import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects every route's schema into an OpenAPI document. Registered on the root before any
 * route, so it sees them all; served at GET /api/docs.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hospital website and content studio API',
        version: '1',
        description:
          'Public reads and forms need no sign-in. Every other route under /api/admin needs `Authorization: Bearer <token>` from POST /api/admin/login and answers 401 without it. Errors answer `{ message, code, errors? }`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    // The routes' zod schemas, as JSON Schema: what a client sends (input) and what it gets (output).
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { tags: ['docs'], summary: 'This OpenAPI document' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.swagger();
  });
}
