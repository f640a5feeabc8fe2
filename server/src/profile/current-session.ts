import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The stored hash of the bearer token this request came with, to keep its session alive. */
export function currentTokenHash(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return token ? crypto.createHash('sha256').update(token).digest('hex') : undefined;
}
