import { appointmentTimeAhead } from '../../test/helpers/appointments';
import { hospitalDay } from '@hospital/content/hospital-time';
import { beforeEach, describe, expect, it } from 'vitest';
import { dialects, testConfig } from '../../test/helpers/databases';
import { buildTestApp, useSignedInApp } from '../../test/helpers/signed-in-app';
import { saveSiteSettings } from '../settings/site-settings-operations';
import { storedLimits } from './form-operations';
import { formRateMax } from './form-routes';

const contact = {
  name: 'Asha Verma',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  subject: 'Visiting hours',
  message: 'When can I visit?',
  submit_ip: '203.0.113.9',
};
const appointment = {
  name: 'Ravi Kumar',
  phone: '9876543210',
  email: 'ravi@example.com',
  date_time: appointmentTimeAhead(),
  department: 'Cardiology',
  doctor: 'Dr. Rao',
  message: '',
  submit_ip: 'Unknown',
};
const feedback = { name: 'Meera', phone: '98765 12345', email: 'meera@example.com', subject: 'Thanks', message: 'Kind staff', submit_ip: '198.51.100.1' };
const getInTouch = {
  patientName: 'Sunil',
  uhidNo: 'UH-42',
  dateTimeOfAdmission: '01/11/2026 09:00 AM',
  dateTimeOfDischarge: '05/11/2026 05:00 PM',
  fullName: 'Kavita',
  relationshipToPatient: 'Daughter',
  city: 'Pune',
  state: 'Maharashtra',
  phone: '020 2612 3456',
  email: 'kavita@example.com',
  comments: 'All good',
  submit_ip: '192.0.2.5',
};

const requiredMessages: [string, Record<string, string>][] = [
  [
    'contactfooter',
    { name: 'Name is required.', phone: 'Phone number is required.', email: 'Email is required.', subject: 'Subject is required.' },
  ],
  [
    'feedbackforms',
    { name: 'Name is required.', phone: 'Phone number is required.', email: 'Email is required.', subject: 'Subject is required.' },
  ],
  [
    'BookAppointmentForms',
    {
      name: 'Name is required.',
      phone: 'Phone number is required.',
      email: 'Email is required.',
      date_time: 'Date & Time is required.',
      department: 'Department is required.',
      doctor: 'Doctor is required.',
    },
  ],
  [
    'getintouchforms',
    {
      patientName: 'Patient Name is required.',
      uhidNo: 'UHID No is required.',
      dateTimeOfAdmission: 'Date Time of Admission is required.',
      dateTimeOfDischarge: 'Date Time of Discharge is required.',
      fullName: 'Full Name is required.',
      relationshipToPatient: 'Relationship to The Patient is required.',
      city: 'City is required.',
      state: 'State is required.',
      phone: 'Phone is required.',
      email: 'Email is required.',
    },
  ],
];

for (const dialect of dialects) {
  describe(`public forms and their entries on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    // Each test posts from its own address so the per-IP limit of one does not spill into another.
    let address = 0;
    const nextIp = (): string => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

    beforeEach(async () => {
      await app.db.kysely.deleteFrom('form_entries').execute();
    });

    const post = (path: string, payload: unknown, ip = nextIp()) =>
      app.inject({ method: 'POST', url: `/api/admin/${path}`, payload: payload as Record<string, unknown>, remoteAddress: ip });
    const entries = async () => (await app.inject({ url: '/api/admin/form-entries?limit=100' })).json<{ data: Record<string, unknown>[]; total: number }>();

    for (const [path, messages] of requiredMessages) {
      it(`${path}: an empty body gives each required field its message from the spec`, async () => {
        const response = await post(path, {});
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: 'Please correct the highlighted fields.', errors: messages });
        expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(Object.keys(messages).sort());
        const blanks = Object.fromEntries(Object.keys(messages).map((k) => [k, '   ']));
        expect((await post(path, blanks)).json<{ errors: object }>().errors).toEqual(messages);
        expect((await entries()).total).toBe(0);
      });
    }

    it('stores each form with 201, the IP the server saw and the one the browser sent', async () => {
      // Phone numbers are stored in one form, E.164, however they were typed.
      const sent: [string, Record<string, string>, string, string][] = [
        ['contactfooter', contact, 'contact', '+919876543210'],
        ['BookAppointmentForms', appointment, 'appointment', '+919876543210'],
        ['feedbackforms', feedback, 'feedback', '+919876512345'],
        ['getintouchforms', getInTouch, 'getintouch', '+912026123456'],
      ];
      for (const [path, body, kind, phone] of sent) {
        const response = await post(path, body, '192.0.2.77');
        expect(response.statusCode, response.body).toBe(201);
        const answer = response.json<{ message: string; data: { _id: string } }>();
        expect(answer.message).toBe('Your request was successfully sent.');
        const entry = (await app.inject({ url: `/api/admin/form-entries/${answer.data._id}` })).json<{ data: Record<string, unknown> }>().data;
        const { message: _optional, submit_ip, ...fields } = body;
        expect(entry).toMatchObject({ _id: answer.data._id, kind, remote_ip: '192.0.2.77', submit_ip, ...fields, phone });
        expect(typeof entry.createdAt).toBe('string');
      }
      expect((await entries()).total).toBe(4);
    });

    it('keeps text as sent (plain text, trimmed), never as markup to render', async () => {
      const response = await post('contactfooter', { ...contact, message: '  <script>alert(1)</script> & <b>hi</b>  ' });
      const id = response.json<{ data: { _id: string } }>().data._id;
      const entry = (await app.inject({ url: `/api/admin/form-entries/${id}` })).json<{ data: { message: string } }>().data;
      expect(entry.message).toBe('<script>alert(1)</script> & <b>hi</b>');
      expect((await app.inject({ url: `/api/admin/form-entries/${id}` })).headers['content-type']).toMatch(/^application\/json/);
    });

    it('honours TRUST_PROXY only when configured', async () => {
      const behind = await buildTestApp(app.db, testConfig({ TRUST_PROXY: '127.0.0.1' }));
      const response = await behind.inject({
        method: 'POST',
        url: '/api/admin/contactfooter',
        payload: contact,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.23' },
      });
      const id = response.json<{ data: { _id: string } }>().data._id;
      await behind.close();
      const direct = await post('contactfooter', contact, '192.0.2.1');
      const directId = direct.json<{ data: { _id: string } }>().data._id;
      const spoofed = await app.inject({
        method: 'POST',
        url: '/api/admin/contactfooter',
        payload: contact,
        remoteAddress: '192.0.2.2',
        headers: { 'x-forwarded-for': '6.6.6.6' },
      });
      const spoofedId = spoofed.json<{ data: { _id: string } }>().data._id;
      const ipOf = async (entryId: string) => (await app.inject({ url: `/api/admin/form-entries/${entryId}` })).json<{ data: { remote_ip: string } }>().data.remote_ip;
      expect(await ipOf(id)).toBe('198.51.100.23');
      expect(await ipOf(directId)).toBe('192.0.2.1');
      expect(await ipOf(spoofedId)).toBe('192.0.2.2');
    });

    it('accepts the no-JavaScript post (application/x-www-form-urlencoded)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/feedbackforms',
        payload: new URLSearchParams(feedback).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(201);
      expect((await entries()).data[0]).toMatchObject({ kind: 'feedback', subject: 'Thanks' });
    });

    it('takes a discharge feedback whose admission and discharge are dates alone, as typed or posted without JavaScript, and refuses what is no date', async () => {
      const typed: [string, string, string][] = [
        ['27/10/2026', '2026-11-01', '27/10/2026'],
        ['27-10-2026', '1 Nov 2026', '27/10/2026'],
        ['27.10.2026', '01 november 2026 4:30 pm', '27/10/2026'],
        ['2026-10-27T09:15', '1/11/2026', '27/10/2026 09:15 AM'],
      ];
      for (const [admission, discharge, stored] of typed) {
        const response = await post('getintouchforms', { ...getInTouch, dateTimeOfAdmission: admission, dateTimeOfDischarge: discharge });
        expect(response.statusCode, `${admission} / ${discharge}: ${response.body}`).toBe(201);
        const id = response.json<{ data: { _id: string } }>().data._id;
        const entry = (await app.inject({ url: `/api/admin/form-entries/${id}` })).json<{ data: Record<string, string> }>().data;
        expect(entry.dateTimeOfAdmission).toBe(stored);
      }
      const noScript = await app.inject({
        method: 'POST',
        url: '/api/admin/getintouchforms',
        payload: new URLSearchParams({ ...getInTouch, dateTimeOfAdmission: '27/10/2026', dateTimeOfDischarge: '01/11/2026' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: nextIp(),
      });
      expect(noScript.statusCode, noScript.body).toBeLessThan(400);
      expect((await entries()).total).toBe(typed.length + 1);
      for (const notADay of ['31/02/2026', 'last Tuesday', '10:30 am', '27/10']) {
        const refused = await post('getintouchforms', { ...getInTouch, dateTimeOfAdmission: notADay });
        expect(refused.statusCode, notADay).toBe(400);
        expect(refused.json<{ errors: Record<string, string> }>().errors.dateTimeOfAdmission).toMatch(/^Please enter the date as dd\/mm\/yyyy, with the time after it if you know it, e\.g\. \d{2}\/\d{2}\/\d{4} or/);
      }
      expect((await entries()).total).toBe(typed.length + 1);
      // An appointment still needs its time.
      expect((await post('BookAppointmentForms', { ...appointment, date_time: appointment.date_time.slice(0, 10) })).statusCode).toBe(400);
    });

    it('answers a filled honeypot as if stored and stores nothing', async () => {
      const response = await post('contactfooter', { ...contact, website: 'http://spam.example' });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ message: string }>().message).toBe('Your request was successfully sent.');
      expect((await entries()).total).toBe(0);
      // An empty honeypot is what people send.
      expect((await post('contactfooter', { ...contact, website: '' })).statusCode).toBe(201);
      expect((await entries()).total).toBe(1);
    });

    it('refuses unknown fields, wrong types and a bad email with 400, storing nothing', async () => {
      const unknown = await post('contactfooter', { ...contact, isAdmin: true });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ errors: Record<string, string> }>().errors.isAdmin).toBe('Unknown field: isAdmin.');
      const typed = await post('contactfooter', { ...contact, name: ['x'] });
      expect(typed.statusCode).toBe(400);
      const email = await post('BookAppointmentForms', { ...appointment, email: 'not-an-email' });
      expect(email.json<{ errors: Record<string, string> }>().errors.email).toBe('Please enter a valid email address.');
      const notJson = await app.inject({ method: 'POST', url: '/api/admin/contactfooter', payload: '{"name":', headers: { 'content-type': 'application/json' }, remoteAddress: nextIp() });
      expect(notJson.statusCode).toBe(400);
      const array = await post('contactfooter', [contact]);
      expect(array.statusCode).toBe(400);
      expect((await entries()).total).toBe(0);
    });

    it('refuses a body over 32 KB with 413', async () => {
      const response = await post('contactfooter', { ...contact, message: 'x'.repeat(33 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe('The request body is too large.');
      expect((await entries()).total).toBe(0);
    });

    describe('limits', () => {
      const phoneLine = '+91 80 4000 1234';
      beforeEach(async () => {
        await saveSiteSettings(app.db, { siteTitle: 'Saffron Ridge Hospital', site_phone_no_1: phoneLine });
      });
      const sender = (n: number) => ({ ...contact, phone: `98765 ${String(10000 + n)}`, email: `patient${n}@example.com` });

      it('counts only stored submissions: refused fields cost nothing, one sender is limited whatever the address', async () => {
        const ip = nextIp();
        for (let i = 0; i < 3 * storedLimits.perContact; i++) {
          expect((await post('contactfooter', { ...contact, phone: '12345' }, ip)).statusCode).toBe(400);
        }
        for (let i = 0; i < storedLimits.perContact; i++) {
          // Another address each time: the same phone and e-mail are what is counted.
          expect((await post('contactfooter', contact, i % 2 ? ip : nextIp())).statusCode).toBe(201);
        }
        const limited = await post('contactfooter', { ...contact, email: 'other@example.com' }, nextIp());
        expect(limited.statusCode).toBe(429);
        expect(limited.json<{ message: string }>().message).toBe(
          `We have already received ${storedLimits.perContact} requests from this phone number or e-mail address in the last few minutes, so this one was not sent. Please try again in a few minutes, or call us on ${phoneLine}.`,
        );
        // The same number spelt another way is the same number.
        expect((await post('contactfooter', { ...sender(1), phone: '+919876543210' }, nextIp())).statusCode).toBe(429);
        // Another form has its own allowance; so has another patient on the same address.
        expect((await post('feedbackforms', { ...feedback, phone: contact.phone, email: contact.email }, ip)).statusCode).toBe(201);
        expect((await post('contactfooter', sender(2), ip)).statusCode).toBe(201);
        expect((await entries()).total).toBe(storedLimits.perContact + 2);
      });

      it('lets many patients share one carrier address, up to the per-address limit, whatever the spelling of the path', async () => {
        const ip = nextIp();
        const paths = ['contactfooter', 'contactfooter/', 'contactfooter//', 'contactfooter?x=1'];
        for (let i = 0; i < storedLimits.perAddress; i++) {
          const response = await post(paths[i % paths.length] ?? 'contactfooter', sender(i), ip);
          expect(response.statusCode, response.body).toBe(201);
        }
        const limited = await post('contactfooter/', sender(999), ip);
        expect(limited.statusCode).toBe(429);
        expect(limited.json<{ message: string }>().message).toBe(
          `We have received many requests from your network in the last few minutes, so this one was not sent. Please try again in a few minutes, or call us on ${phoneLine}.`,
        );
        expect((await post('contactfooter', sender(999), nextIp())).statusCode).toBe(201);
        // Ten minutes on, the address may send again.
        await app.db.kysely.updateTable('form_entries').set({ created_at: new Date(Date.now() - storedLimits.windowMs - 1000).toISOString() }).execute();
        expect((await post('contactfooter', sender(999), ip)).statusCode).toBe(201);
      });

      it('refuses a flood of requests, stored or not, in plain words with the hospital phone', async () => {
        const ip = nextIp();
        for (let i = 0; i < formRateMax; i++) await post('feedbackforms', {}, ip);
        const limited = await post('feedbackforms', feedback, ip);
        expect(limited.statusCode).toBe(429);
        expect(limited.json<{ message: string }>().message).toContain(`call us on ${phoneLine}.`);
        expect((await entries()).total).toBe(0);
      });
    });

    describe('entries in the admin', () => {
      const seed = async (): Promise<void> => {
        const rows = [
          { id: 'e1', kind: 'contact', created_at: '2026-01-05T10:00:00.000Z', data: { ...contact, name: 'Alpha' } },
          { id: 'e2', kind: 'appointment', created_at: '2026-02-10T10:00:00.000Z', data: { ...appointment, name: 'Bravo' } },
          { id: 'e3', kind: 'contact', created_at: '2026-02-10T23:59:00.000Z', data: { ...contact, name: '=HYPERLINK("http://x")', subject: 'Say "hi", then\nbye' } },
          { id: 'e4', kind: 'getintouch', created_at: '2026-03-01T08:00:00.000Z', data: { ...getInTouch, fullName: '@Charlie' } },
        ];
        for (const row of rows) {
          const { submit_ip, ...fields } = row.data;
          await app.db.kysely
            .insertInto('form_entries')
            .values({ id: row.id, kind: row.kind, created_at: row.created_at, data: JSON.stringify(fields), submit_ip, remote_ip: '10.1.1.1' })
            .execute();
        }
      };
      const ids = async (query: string) =>
        (await app.inject({ url: `/api/admin/form-entries?${query}` })).json<{ data: { _id: string }[] }>().data.map((e) => e._id);

      it('lists newest first, filtered by kind, dates and text, paginated, with no-store', async () => {
        await seed();
        const all = await app.inject({ url: '/api/admin/form-entries' });
        expect(all.headers['cache-control']).toBe('no-store');
        expect(all.json()).toMatchObject({ total: 4, page: 1, limit: 20 });
        expect(await ids('')).toEqual(['e4', 'e3', 'e2', 'e1']);
        expect(await ids('kind=contact')).toEqual(['e3', 'e1']);
        // Days are the hospital's (Asia/Kolkata by default): e3, at 23:59 UTC on the 10th, came on the 11th there.
        expect(await ids('from=2026-02-10&to=2026-02-10')).toEqual(['e2']);
        expect(await ids('from=2026-02-11')).toEqual(['e4', 'e3']);
        expect(await ids('to=2026-01-31')).toEqual(['e1']);
        expect(await ids('q=bravo')).toEqual(['e2']);
        expect(await ids('q=PUNE')).toEqual(['e4']);
        expect(await ids('page=2&limit=3')).toEqual(['e1']);
        for (const bad of ['kind=spam', 'from=yesterday', 'to=2026-13-45', 'limit=0', 'page=-1']) {
          const response = await app.inject({ url: `/api/admin/form-entries?${bad}` });
          expect(response.statusCode, bad).toBe(400);
        }
        const one = await app.inject({ url: '/api/admin/form-entries/e2' });
        expect(one.headers['cache-control']).toBe('no-store');
        expect((await app.inject({ url: '/api/admin/form-entries/missing' })).statusCode).toBe(404);
      });

      it('exports CSV for Excel with quoting and formula cells defused', async () => {
        await seed();
        const response = await app.inject({ url: '/api/admin/form-entries/export.csv?kind=contact' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-store');
        // Named by the hospital's day (the default zone, Asia/Kolkata), as the rows' times are.
        const today = hospitalDay(new Date(), 'Asia/Kolkata');
        expect(response.headers['content-disposition']).toBe(`attachment; filename="contact-entries-${today}.csv"`);
        const text = response.rawPayload.toString('utf8');
        expect(text.startsWith('\uFEFF')).toBe(true);
        const lines = text.slice(1).split('\r\n');
        expect(lines[0]).toBe(
          'Received (Asia/Kolkata),Received (ISO 8601),Reference,Form,Status,Assigned to,Name,Phone number,Email,Subject,Message,IP sent by the browser,IP seen by the server,Language',
        );
        expect(lines[1]).toBe(
          `2026-02-11 05:29,2026-02-10T23:59:00.000Z,,Contact,New,,"'=HYPERLINK(""http://x"")",'+91 98765 43210,asha@example.com,"Say ""hi"", then\nbye",When can I visit?,203.0.113.9,10.1.1.1,English`,
        );
        expect(lines[2]).toContain('Alpha');
        expect(lines.at(-1)).toBe('');
        expect(lines).toHaveLength(4); // header, two rows, and the line end after the last one.

        const allResponse = await app.inject({ url: '/api/admin/form-entries/export.csv' });
        expect(allResponse.headers['content-disposition']).toBe(`attachment; filename="form-entries-${today}.csv"`);
        const all = allResponse.rawPayload.toString('utf8');
        expect(all).toContain("'@Charlie");
        expect(all.split('\r\n')[0]).toContain('Patient Name');
      });

      it('deletes one entry, and several at once', async () => {
        await seed();
        expect((await app.inject({ method: 'DELETE', url: '/api/admin/form-entries/e1' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'DELETE', url: '/api/admin/form-entries/e1' })).statusCode).toBe(404);
        const bulk = await app.inject({ method: 'DELETE', url: '/api/admin/form-entries', payload: { ids: ['e2', 'e3', 'gone'] } });
        expect(bulk.statusCode).toBe(200);
        expect(bulk.json<{ data: { deleted: number } }>().data.deleted).toBe(2);
        expect(await ids('')).toEqual(['e4']);
        expect((await app.inject({ method: 'DELETE', url: '/api/admin/form-entries', payload: { ids: [] } })).statusCode).toBe(400);
        expect((await app.inject({ method: 'DELETE', url: '/api/admin/form-entries', payload: { ids: ['e4'], all: true } })).statusCode).toBe(400);
      });
    });
  });
}
