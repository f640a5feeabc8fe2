import type { FastifyRequest } from 'fastify';

/**
 * A request as the log writes it: Fastify's own fields, but a `token=` in the address (an
 * appointment's manage link, issue 33, a key to one patient's appointment) is never written.
 */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const withoutTokens = (url: string): string => url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
