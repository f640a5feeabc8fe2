import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { UnauthorizedError } from '../errors/http-errors';
import { authenticate } from './auth-operations';
import './auth-types';

/** The bearer token of a request, if it carries one. */
export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
};

/**
 * Guards a route scope: every route registered inside it (ours and the other plugins') answers
 * 401 without a valid session, before its body is read or its handler runs.
 */
export function requireAdmin(scope: FastifyInstance, db: Db, sessionMaxAgeMs?: number): void {
  scope.decorateRequest('admin', null as unknown as never);
  scope.decorateRequest('authSession', null as unknown as never);
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError('Please sign in: this needs an administrator session.');
    const session = await authenticate(db, token, new Date(), sessionMaxAgeMs);
    if (!session) throw new UnauthorizedError('Your session has ended or is not valid. Please sign in again.');
    request.admin = session.admin;
    request.authSession = { id: session.sessionId, tokenHash: session.tokenHash };
  });
}
