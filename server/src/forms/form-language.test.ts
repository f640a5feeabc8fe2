import { defaultDeskSettings } from '@hospital/content/forms/desk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { upsertAdmin } from '../auth/auth-operations';
import { JobRunner } from '../jobs/job-queue';
import { smtpMailer, type Mailer } from '../mail/mailer';
import { mailJob } from '../mail/outbox';
import { siteSettingsKey } from '../settings/site-settings-operations';
import { bearer, signInToken, testAdmin } from '../../test/helpers/api';
import { sqliteDialect, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { startTestSmtp, type TestSmtp } from '../../test/helpers/smtp';

/**
 * Issue 32: a request records the language it was sent in (the API body's `language`, one of the
 * site's languages; the page's, for a post without JavaScript from a /hi/ page); its messages and
 * its acknowledgement e-mail are in that language; the desk sees it in the list, the entry and
 * the CSV. Without `language` the API answers as the SPEC says, in English.
 */

const contact = { name: 'सुनीता शर्मा', phone: '98450 12345', email: 'sunita@example.com', subject: 'मिलने का समय', message: 'वार्ड 3 में कब मिल सकते हैं?' };

/** A header's RFC 2047 encoded words ("=?UTF-8?B?…?="), decoded. */
const decodeHeader = (value: string): string =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_q, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

// Its subject is the language a request is answered and acknowledged in, which does not depend on
// the database: SQLite only (CI's PostgreSQL pass, for the files about the database, leaves it
// out).
for (const dialect of [sqliteDialect]) {
  describe(`requests in the visitor's language on ${dialect.name}`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let auth: Record<string, string>;
    let smtp: TestSmtp;
    let mailer: Mailer | undefined;
    let address = 0;

    beforeAll(async () => {
      smtp = await startTestSmtp();
      database = await dialect.create();
      await upsertAdmin(database.db, testAdmin);
      app = await buildApp({ config: testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Desk <desk@hospital.test>' }), db: database.db, web: true, logger: false });
      auth = bearer(await signInToken(app));
      const settings = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: auth, payload: { siteTitle: 'Saffron Ridge Hospital' } });
      expect(settings.statusCode, settings.body).toBe(200);
      // The site's languages as the settings store them (a list of codes beside English).
      const row = await database.db.kysely.selectFrom('settings').select('value').where('key', '=', siteSettingsKey).executeTakeFirstOrThrow();
      await database.db.kysely
        .updateTable('settings')
        .set({ value: JSON.stringify({ ...(JSON.parse(row.value) as object), languages: ['hi'] }) })
        .where('key', '=', siteSettingsKey)
        .execute();
      const desk = structuredClone(defaultDeskSettings);
      desk.acknowledgement.enabled = true;
      expect((await app.inject({ method: 'PUT', url: '/api/admin/desk-settings', headers: auth, payload: desk })).statusCode).toBe(200);
      const page = await app.inject({ method: 'POST', url: '/api/admin/pages', headers: auth, payload: { title: 'Contact us', pageRoute: 'contact-us', template: 'default', description: '<p>Reach us.</p>', templateData: [] } });
      expect(page.statusCode, page.body).toBe(201);
    }, 60_000);

    afterAll(async () => {
      mailer?.close();
      await app?.close();
      await database?.drop();
      await smtp?.stop();
    });

    beforeEach(async () => {
      await database.db.kysely.deleteFrom('form_entries').execute();
      await database.db.kysely.deleteFrom('jobs').execute();
      await database.db.kysely.deleteFrom('mail_outbox').execute();
      smtp.received.length = 0;
    });

    const post = (payload: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/admin/contactfooter', payload, remoteAddress: `10.32.0.${++address}` });
    const sendMail = async () => {
      const jobs = new JobRunner(database.db).register(mailJob(database.db, (mailer ??= smtpMailer(smtp.url, 'Desk <desk@hospital.test>'))));
      while ((await jobs.runDue()) > 0);
    };

    it('answers in Hindi when the body says so, in English without it, and refuses a language the site does not publish in', async () => {
      const hindi = await post({ ...contact, name: '', phone: '12345', language: 'hi' });
      expect(hindi.statusCode).toBe(400);
      const errors = hindi.json<{ errors: Record<string, string> }>().errors;
      expect(errors.name).toBe('नाम आवश्यक है।');
      expect(errors.phone).toMatch(/^कृपया ऐसा फ़ोन नंबर लिखें/);

      const english = await post({ ...contact, name: '', phone: '12345' });
      expect(english.json<{ errors: Record<string, string> }>().errors).toMatchObject({ name: 'Name is required.', phone: expect.stringMatching(/^Please enter a phone number we can call back/) as string });

      const marathi = await post({ ...contact, language: 'mr' });
      expect(marathi.statusCode).toBe(400);
      expect(marathi.json<{ errors: Record<string, string> }>().errors).toEqual({ language: 'language must be one of: en, hi.' });
      expect(await database.db.kysely.selectFrom('form_entries').select('id').execute()).toHaveLength(0);
    });

    it('stores the language, shows it to the desk (list, entry, CSV) and acknowledges in it through the mail server', async () => {
      const sent = await post({ ...contact, language: 'hi' });
      expect(sent.statusCode, sent.body).toBe(201);
      const { _id: id, reference } = sent.json<{ data: { _id: string; reference: string } }>().data;
      const englishSent = await post({ ...contact, email: 'ravi@example.com', phone: '98450 22222', name: 'Ravi' });
      expect(englishSent.statusCode).toBe(201);

      const entry = (await app.inject({ url: `/api/admin/form-entries/${id}`, headers: auth })).json<{ data: { language: string } }>().data;
      expect(entry.language).toBe('hi');
      const list = (await app.inject({ url: '/api/admin/form-entries?kind=contact', headers: auth })).json<{ data: { name: string; language: string }[] }>().data;
      expect(list.map((e) => [e.name, e.language])).toEqual([
        ['Ravi', 'en'],
        [contact.name, 'hi'],
      ]);
      const csv = (await app.inject({ url: '/api/admin/form-entries/export.csv?kind=contact', headers: auth })).rawPayload.toString('utf8').slice(1).split('\r\n');
      expect(csv[0]?.endsWith(',Language')).toBe(true);
      expect(csv.filter((line) => line.endsWith(',Hindi'))).toHaveLength(1);
      expect(csv.filter((line) => line.endsWith(',English'))).toHaveLength(1);

      await sendMail();
      const ack = smtp.received.find((m) => m.to.includes('sunita@example.com'));
      expect(decodeHeader(ack?.subject ?? '')).toBe(`हमें आपका अनुरोध मिल गया है (${reference})`);
      expect(ack?.text).toContain(`Saffron Ridge Hospital को लिखने के लिए धन्यवाद। हमें आपका अनुरोध मिल गया है; इसका संदर्भ नंबर ${reference} है।`);
      const englishAck = smtp.received.find((m) => m.to.includes('ravi@example.com'));
      expect(englishAck?.subject).toMatch(/^We have received your request \(CON-\d{4}-\d{6}\)$/);
    });

    it('takes the language of a /hi/ page for a post without JavaScript, and of the default language\'s page otherwise', async () => {
      const form = (fields: Record<string, string>) => new URLSearchParams({ _form: 'contact', ...fields }).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      const refused = await app.inject({ method: 'POST', url: '/hi/contact-us', payload: form({ ...contact, email: '' }), headers, remoteAddress: '10.32.1.1' });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('ईमेल आवश्यक है।');
      // A field named language in the post is no way to choose: the page's address decides.
      const hindi = await app.inject({ method: 'POST', url: '/hi/contact-us', payload: form({ ...contact, language: 'en' }), headers, remoteAddress: '10.32.1.2' });
      expect(hindi.statusCode).toBe(303);
      const english = await app.inject({ method: 'POST', url: '/contact-us', payload: form({ ...contact, email: 'b@example.com', phone: '98450 33333', language: 'hi' }), headers, remoteAddress: '10.32.1.3' });
      expect(english.statusCode).toBe(303);
      const stored = await database.db.kysely.selectFrom('form_entries').select(['language', 'contact_email']).orderBy('created_at').execute();
      expect(stored.map((r) => [r.contact_email, r.language])).toEqual([
        ['sunita@example.com', 'hi'],
        ['b@example.com', 'en'],
      ]);
    });
  });
}
