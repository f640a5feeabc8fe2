import crypto from 'node:crypto';

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's X-Request-Id when it is a plain token (a proxy's), else a new one. */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && requestIdPattern.test(given) ? given : crypto.randomUUID();
}
