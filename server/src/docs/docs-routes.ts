import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiComponents } from '../lib/api-components';

/** An OpenAPI path item written by hand, for a route registered only when it is switched on. */
export type DocumentedPath = Record<string, unknown>;

/**
 * Collects every route's schema into an OpenAPI document. Registered on the root before any
 * route, so it sees them all; served at GET /api/docs. `paths` adds routes the document shows
 * whether or not this server registered them (GET /metrics, off until configured), so the
 * document is the same on every server.
 */
export async function registerDocs(app: FastifyInstance, options: { paths?: Record<string, DocumentedPath> } = {}): Promise<void> {
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry: apiComponents });
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
    transformObject: (input) => {
      const document = withComponents(input) as { paths?: Record<string, unknown> };
      return { ...document, paths: { ...document.paths, ...options.paths } } as ReturnType<typeof withComponents>;
    },
  });
  app.get('/api/docs', { schema: { tags: ['docs'], summary: 'This OpenAPI document' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.swagger();
  });
}
