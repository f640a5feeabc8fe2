import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageBootScript, publicCsp } from './security-headers';

describe('the public pages’ Content-Security-Policy', () => {
  it('allows our own scripts and the boot script, by the hash of its exact text, and no other inline script', () => {
    const hash = crypto.createHash('sha256').update(pageBootScript).digest('base64');
    const scriptSrc = publicCsp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
