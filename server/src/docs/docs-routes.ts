import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiComponents } from '../lib/api-components';

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
    // Schemas registered in apiComponents (the recursive menu items) are written once as components
    // and referenced, so every `$ref` of the document resolves.
    transform: createJsonSchemaTransform({ schemaRegistry: apiComponents }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiComponents }),
  });
  app.get('/api/docs', { schema: { tags: ['docs'], summary: 'This OpenAPI document' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.swagger();
  });
}
