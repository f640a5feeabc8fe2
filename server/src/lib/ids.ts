import crypto from 'node:crypto';

/** Record ids: 24 hex characters, as opaque to clients as the spec's `_id`s. */
export const idPattern = /^[a-f0-9]{24}$/;

export const newId = (): string => crypto.randomBytes(12).toString('hex');

export const isId = (value: unknown): value is string => typeof value === 'string' && idPattern.test(value);
