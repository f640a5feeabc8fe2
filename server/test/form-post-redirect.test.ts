import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { upsertAdmin } from '../src/auth/auth-operations';
import { confirmationLifetimeMs } from '../src/forms/form-confirmations';
import { bearer, signInToken, testAdmin } from './helpers/api';
import { dialects, testConfig, type TestDatabase } from './helpers/databases';

/**
 * Issue 30: a form sent without JavaScript is Post/Redirect/Get. The POST of a stored entry answers
 * 303 to a confirmation address that shows the reference and nothing else; a refresh of that
 * address stores nothing; its token opens nothing else and expires; a refused post answers with
 * its status (400, 429), the values kept and the errors shown. On the built website (npm run build).
 */

const contact = { _form: 'contact', name: 'Nirmala Iyer', phone: '98450 12345', email: 'nirmala@example.com', subject: 'Visiting hours', message: 'May I visit ward 3 after 6 pm?' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

for (const dialect of dialects) {
  describe(`forms without JavaScript: Post/Redirect/Get on ${dialect.name}`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let address = 0;

    beforeAll(async () => {
      database = await dialect.create();
      await upsertAdmin(database.db, testAdmin);
      app = await buildApp({ config: testConfig(), db: database.db, web: true, logger: false });
      const auth = bearer(await signInToken(app));
      const settings = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: auth, payload: { siteTitle: 'Saffron Ridge Hospital', site_phone_no_1: '+91 80 4000 1234' } });
      expect(settings.statusCode, settings.body).toBe(200);
      const page = await app.inject({ method: 'POST', url: '/api/admin/pages', headers: auth, payload: { title: 'Contact us', pageRoute: 'contact-us', template: 'default', description: '<p>Reach us.</p>', templateData: [] } });
      expect(page.statusCode, page.body).toBe(201);
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const post = (fields: Record<string, string>, ip = `10.30.0.${++address}`) =>
      app.inject({ method: 'POST', url: '/contact-us', payload: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: ip });
    const entries = async () => database.db.kysely.selectFrom('form_entries').select(['reference', 'data']).execute();

    it('answers 303 to a confirmation address with no personal data, which shows the reference; a refresh stores nothing', async () => {
      await database.db.kysely.deleteFrom('form_entries').execute();
      const answer = await post(contact);
      expect(answer.statusCode).toBe(303);
      const location = answer.headers.location ?? '';
      expect(location).toMatch(/^\/contact-us\?sent=[A-Za-z0-9_-]{43}#form-contact-thanks$/);
      for (const value of Object.values(contact).slice(1)) expect(decodeURIComponent(location)).not.toContain(value);
      for (const word of ['Nirmala', '98450', 'nirmala@', 'CON-']) expect(location).not.toContain(word);
      const stored = await entries();
      expect(stored).toHaveLength(1);
      const reference = stored[0]?.reference ?? '';
      expect(reference).toMatch(/^CON-\d{4}-\d{6}$/);
      for (let visit = 0; visit < 3; visit++) {
        const page = await app.inject({ method: 'GET', url: location.split('#')[0] ?? '' });
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.headers['referrer-policy']).toBe('no-referrer');
        expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(page.body).toContain('Thank You!');
        expect(page.body).toContain('Your request was successfully sent.');
        expect(page.body).toContain(reference);
        // The reference and the thank-you text only: none of what the patient wrote.
        for (const value of [contact.name, contact.email, contact.subject, contact.message, '+919845012345']) expect(page.body).not.toContain(value);
      }
      expect(await entries()).toHaveLength(1);
    });

    it('opens nothing with a token it did not give, and nothing once the token has expired', async () => {
      const answer = await post({ ...contact, email: 'second@example.com', phone: '98450 22222' });
      const location = (answer.headers.location ?? '').split('#')[0] ?? '';
      const reference = (await database.db.kysely.selectFrom('form_entries').select('reference').where('data', 'like', '%second@example.com%').executeTakeFirstOrThrow()).reference ?? '';
      const token = /sent=([^&#]+)/.exec(location)?.[1] ?? '';
      const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const guess of [other, 'CON-2026-000001', '1', '../../etc/passwd', '%E0%A4']) {
        const page = await app.inject({ method: 'GET', url: `/contact-us?sent=${guess}` });
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.body).not.toContain('Thank You!');
        expect(page.body).not.toContain(reference);
      }
      // Thirty minutes on, the address shows the page with its form again.
      await database.db.kysely.updateTable('form_confirmations').set({ expires_at: Date.now() - 1 }).execute();
      const expired = await app.inject({ method: 'GET', url: location });
      expect(expired.body).not.toContain(reference);
      expect(expired.body).not.toContain('Thank You!');
      expect(confirmationLifetimeMs).toBe(30 * 60 * 1000);
    });

    it('answers a post with wrong fields 400 with the values kept, the errors shown and a summary, storing nothing', async () => {
      const before = (await entries()).length;
      const answer = await post({ ...contact, phone: '1-2-3', message: 'x'.repeat(6300) });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toContain('Please enter a phone number we can call back');
      expect(answer.body).toContain('Message is too long: at most 5,000 characters (this one has 6,300).');
      expect(answer.body).toContain('Please correct 2 fields:');
      expect(answer.body).toContain('href="#form-contact-phone"');
      expect(answer.body).toContain('value="1-2-3"');
      expect(answer.body).toContain(contact.name);
      expect(answer.body).toContain('1,300 characters too many');
      expect(await entries()).toHaveLength(before);
    });

    it('answers a post over the limits 429 in plain words with the hospital phone', async () => {
      const same = { ...contact, email: 'often@example.com', phone: '98450 33333' };
      for (let i = 0; i < 5; i++) expect((await post(same)).statusCode).toBe(303);
      const refused = await post(same);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain('so this one was not sent. Please try again in a few minutes, or call us on +91 80 4000 1234.');
      expect(refused.body).not.toContain('Server error: 429');
    });
  });
}
