import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { upsertAdmin } from '../src/auth/auth-operations';
import { bearer, signInToken, testAdmin } from './helpers/api';
import { dialects, testConfig, type TestDatabase } from './helpers/databases';
import { createScheduledDoctor, dayAhead, formValue } from './helpers/opd-doctors';

/**
 * Issue 33, the booking journey without JavaScript on the built website (npm run build): the
 * booking page lists a scheduled doctor's free slots as radio buttons; the plain post of a slot
 * answers 303 to a confirmation that shows the appointment and its links; the manage page's own
 * posts (`_form=manage-appointment`) cancel and move through the API with 303 back, a taken time
 * answers the page with the message, and nothing of it is an unknown form.
 */

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };

for (const dialect of dialects) {
  describe(`booking a slot without JavaScript on ${dialect.name}`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let doctor: { _id: string; title: string; department: string };
    let address = 0;

    beforeAll(async () => {
      database = await dialect.create();
      await upsertAdmin(database.db, testAdmin);
      app = await buildApp({ config: testConfig(), db: database.db, web: true, logger: false });
      const auth = bearer(await signInToken(app));
      const settings = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: auth, payload: { siteTitle: 'Saffron Ridge Hospital', site_phone_no_1: '+91 80 4000 1234', time_zone: 'Asia/Kolkata' } });
      expect(settings.statusCode, settings.body).toBe(200);
      const page = await app.inject({ method: 'POST', url: '/api/admin/pages', headers: auth, payload: { title: 'Book', pageRoute: 'book', template: 'book-appointment', description: '', templateData: [] } });
      expect(page.statusCode, page.body).toBe(201);
      doctor = await createScheduledDoctor(database.db);
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const patient = () => ({ name: 'Asha Verma', phone: `98450${String(10_000 + ++address).slice(-5)}`, email: `asha.${address}@example.com` });
    const post = (url: string, fields: Record<string, string>) => app.inject({ method: 'POST', url, payload: form(fields), headers: urlencoded, remoteAddress: `10.34.0.${++address}` });
    const book = (dateTime: string) => post('/book', { _form: 'appointment', ...patient(), date_time: dateTime, department: doctor.department, doctor: doctor.title, message: '' });

    it("keeps the manage page's private link in its language switch", async () => {
      const auth = bearer(await signInToken(app));
      const hindi = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: auth, payload: { siteTitle: 'Saffron Ridge Hospital', site_phone_no_1: '+91 80 4000 1234', time_zone: 'Asia/Kolkata', languages: ['hi'] } });
      expect(hindi.statusCode, hindi.body).toBe(200);
      try {
        const answer = await book(formValue(dayAhead(2), '09:45'));
        expect(answer.statusCode, answer.body).toBe(303);
        const confirmation = await app.inject({ method: 'GET', url: (answer.headers.location ?? '').split('#')[0] ?? '' });
        const manage = /href="(\/manage-appointment\?token=[^"]+)"/.exec(confirmation.body)?.[1] ?? '';
        const token = new URLSearchParams(manage.split('?')[1]).get('token') ?? '';
        const page = await app.inject({ method: 'GET', url: manage.replace(/&amp;/g, '&') });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`href="/hi/manage-appointment?token=${encodeURIComponent(token)}" hrefLang="hi"`);
        const inHindi = await app.inject({ method: 'GET', url: `/hi/manage-appointment?token=${encodeURIComponent(token)}` });
        expect(inHindi.body).toContain(`href="/manage-appointment?token=${encodeURIComponent(token)}" hrefLang="en"`);
      } finally {
        await app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: auth, payload: { siteTitle: 'Saffron Ridge Hospital', site_phone_no_1: '+91 80 4000 1234', time_zone: 'Asia/Kolkata' } });
      }
    });

    it('lists the free slots as radio buttons named date_time, and a plain post of one confirms the appointment with its links', async () => {
      const page = await app.inject({ method: 'GET', url: `/book?department=${encodeURIComponent(doctor.department)}&doctor=${encodeURIComponent(doctor.title)}` });
      expect(page.statusCode).toBe(200);
      const slot = formValue(dayAhead(1), '09:15');
      expect(page.body).toContain(`type="radio" id="form-appointment-date_time-${dayAhead(1)}-0915" name="date_time" value="${slot}"`);
      const answer = await book(slot);
      expect(answer.statusCode, answer.body).toBe(303);
      const confirmation = await app.inject({ method: 'GET', url: (answer.headers.location ?? '').split('#')[0] ?? '' });
      expect(confirmation.headers['cache-control']).toBe('private, no-store');
      expect(confirmation.body).toContain('Your appointment is booked.');
      expect(confirmation.body).toContain(doctor.title);
      expect(confirmation.body).toContain('9:15 AM');
      expect(confirmation.body).toMatch(/href="\/manage-appointment\?token=[^"]+"/);
      expect(confirmation.body).toMatch(/href="\/api\/admin\/appointments\/calendar\.ics\?token=[^"]+"/);
    });

    it('cancels and moves through the manage page\'s posts with 303 back, refuses a taken time with the page and its message, and never calls them an unknown form', async () => {
      const taken = formValue(dayAhead(2), '09:00');
      await book(taken);
      const mine = formValue(dayAhead(2), '09:15');
      const answer = await app.inject({ method: 'POST', url: '/api/admin/BookAppointmentForms', payload: { ...patient(), date_time: mine, department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' }, remoteAddress: '10.35.0.1' });
      expect(answer.statusCode, answer.body).toBe(201);
      const { manageUrl } = (JSON.parse(answer.body) as { data: { appointment: { manageUrl: string } } }).data.appointment;
      const token = decodeURIComponent(/token=([^&]+)/.exec(manageUrl)?.[1] ?? '');

      const refused = await post('/manage-appointment', { _form: 'manage-appointment', token, action: 'move', date_time: taken });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(refused.body).toContain('AM is no longer free.');
      expect(refused.body).not.toContain('Unknown form');

      const moved = await post('/manage-appointment', { _form: 'manage-appointment', token, action: 'move', date_time: formValue(dayAhead(2), '09:30') });
      expect(moved.statusCode, moved.body).toBe(303);
      expect(moved.headers.location).toBe(`/manage-appointment?token=${encodeURIComponent(token)}&done=moved`);
      const after = await app.inject({ method: 'GET', url: moved.headers.location ?? '' });
      expect(after.body).toContain('Your appointment has been moved.');
      expect(after.body).toContain('9:30 AM');

      const nothing = await post('/manage-appointment', { _form: 'manage-appointment', token });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.body).toContain('The appointment could not be changed.');

      const cancelled = await post('/hi/manage-appointment', { _form: 'manage-appointment', token, action: 'cancel' });
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe(`/hi/manage-appointment?token=${encodeURIComponent(token)}&done=cancelled`);
      const slots = await app.inject({ method: 'GET', url: `/api/admin/appointment-slots?doctor=${encodeURIComponent(doctor.title)}&from=${dayAhead(2)}&days=1` });
      expect(JSON.stringify(JSON.parse(slots.body))).toContain(formValue(dayAhead(2), '09:30'));
    });
  });
}
