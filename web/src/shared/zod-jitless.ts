import { config } from 'zod/v4/core';

/**
 * Zod compiles a fast parser for each object schema with `new Function`, and probes whether it
 * may as each object schema is built. The studio and the public pages run under a
 * Content-Security-Policy without 'unsafe-eval', so the probe, though caught, is reported as a
 * `script-src` violation on every screen with a form, and a real violation would drown among
 * them. Turned off here, before any schema is built: the studio's entry imports this module
 * first, and the public pages' validation chunk (public/forms/validator.ts) before the forms'
 * schemas, so that no public page's entry carries zod. The interpreted parser is fast enough for forms.
 */
config({ jitless: true });
