import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The server's own in-process requests (a public page's renderer asking the API for search
 * results) carry this header with a secret made at start and never sent out, so limits per
 * client address count the visitor once, at the page, and not every visitor as the server's own
 * address. A client cannot forge it: it does not know the secret.
 */
const headerName = 'x-hospital-internal';
const secret = crypto.randomBytes(24).toString('base64url');

export const internalRequestHeaders: Readonly<Record<string, string>> = { [headerName]: secret };

export const isInternalRequest = (request: FastifyRequest): boolean => {
  const given = request.headers[headerName];
  return typeof given === 'string' && given.length === secret.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(secret));
};
