import type { AdminIdentity } from './auth-operations';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator; set by the admin scope's auth hook on every route inside it. */
    admin: AdminIdentity;
    /** The session of this request: its id and the hash of its token (to keep it when ending the others). */
    authSession: { id: string; tokenHash: string };
  }
}

export {};
