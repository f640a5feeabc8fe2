import type { Permission } from '@hospital/content/roles';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route of the admin scope needs: a permission of content/src/roles.ts, or `signed-in`
     * for what every account may do with its own session and profile. A route of the admin scope
     * without one stops the server at start-up (see `requirePermissions`).
     */
    permission?: Permission | 'signed-in';
    /**
     * The content type whose records the route reads or writes (by key), so a department editor
     * reaches only the records tied to their departments.
     */
    contentType?: string;
  }
}

export {};
