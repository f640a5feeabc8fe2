import { describe, expect, it } from 'vitest';
import { appointmentTimeAhead } from '../../test/helpers/appointments';
import { createRelatedTargets, sampleBody, typeOf } from '../../test/helpers/content-factories';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { createRecord } from '../content/content-operations';
import { saveSiteSettings } from '../settings/site-settings-operations';

const request = (overrides: Record<string, string>) => ({
  name: 'Ravi Kumar',
  phone: '9876543210',
  email: 'ravi@example.com',
  date_time: appointmentTimeAhead(),
  department: 'Cardiology',
  doctor: 'Dr. Rao',
  message: '',
  submit_ip: 'Unknown',
  ...overrides,
});

for (const dialect of dialects) {
  describe(`appointment requests on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    let address = 0;
    const post = (body: Record<string, string>) =>
      app.app.inject({ method: 'POST', url: '/api/admin/BookAppointmentForms', payload: body, remoteAddress: `192.0.2.${++address}` });

    it('refuses a time that has passed, with the picker\'s message, and stores nothing', async () => {
      const before = await app.db.kysely.selectFrom('form_entries').select('id').execute();
      const past = await post(request({ date_time: '01/01/2024 10:30 AM' }));
      expect(past.statusCode).toBe(400);
      expect(past.json<{ errors: Record<string, string> }>().errors.date_time).toBe('Please choose a date and time from now on: this one has passed.');
      const garbled = await post(request({ date_time: 'next Tuesday' }));
      expect(garbled.json<{ errors: Record<string, string> }>().errors.date_time).toMatch(/dd\/mm\/yyyy hh:mm AM\/PM/);
      expect(await app.db.kysely.selectFrom('form_entries').select('id').execute()).toEqual(before);
      expect((await post(request({}))).statusCode).toBe(201);
    });

    it('refuses a time outside the outpatient hours once the hospital sets them', async () => {
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital', outpatient_hours: '09:00-17:00' });
      const late = await post(request({ date_time: appointmentTimeAhead(10, '08:00 PM') }));
      expect(late.statusCode).toBe(400);
      expect(late.json<{ errors: Record<string, string> }>().errors.date_time).toBe('Please choose a time within outpatient hours (09:00–17:00).');
      expect((await post(request({ date_time: appointmentTimeAhead(10, '04:30 PM') }))).statusCode).toBe(201);
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital' });
      expect((await post(request({ date_time: appointmentTimeAhead(10, '08:00 PM') }))).statusCode).toBe(201);
    });

    it('refuses a doctor of another department (the list without JavaScript offers them all)', async () => {
      const targets = await createRelatedTargets(app.db);
      const neurology = await createRecord(app.db, typeOf('expert-categories'), sampleBody(typeOf('expert-categories'), {}, { title: 'Neurology' }));
      const cardiology = await createRecord(app.db, typeOf('expert-categories'), sampleBody(typeOf('expert-categories'), {}, { title: 'Cardiology' }));
      await createRecord(app.db, typeOf('experts'), sampleBody(typeOf('experts'), targets, { title: 'Dr. Brain', departments: [neurology._id] }));
      await createRecord(app.db, typeOf('experts'), sampleBody(typeOf('experts'), targets, { title: 'Dr. Heart', departments: [cardiology._id] }));
      const wrong = await post(request({ department: 'Cardiology', doctor: 'Dr. Brain' }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ errors: Record<string, string> }>().errors.doctor).toBe('Dr. Brain is not a doctor of Cardiology. Please choose one of its doctors.');
      expect((await post(request({ department: 'Cardiology', doctor: 'Dr. Heart' }))).statusCode).toBe(201);
      expect((await post(request({ department: 'Neurology', doctor: 'Dr. Brain' }))).statusCode).toBe(201);
    });

    it('takes a Hindi page\'s translated department and doctor as their records and stores their own titles (issue 32)', async () => {
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital', languages: ['hi'] });
      const targets = await createRelatedTargets(app.db);
      const hindi = (title: string) => ({ hi: { values: { title }, basis: {}, savedAt: '' } });
      const ortho = await createRecord(app.db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories'), {}, { title: 'Orthopaedics' }), translations: hindi('हड्डी रोग') });
      const gastro = await createRecord(app.db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories'), {}, { title: 'Gastroenterology' }), translations: hindi('पेट रोग') });
      await createRecord(app.db, typeOf('experts'), { ...sampleBody(typeOf('experts'), targets, { title: 'Dr. Bone', departments: [ortho._id] }), translations: hindi('डॉ. बोन') });
      const sent = await post(request({ department: 'हड्डी रोग', doctor: 'डॉ. बोन', language: 'hi', phone: '9812300001', email: 'asha@example.com' }));
      expect(sent.statusCode, sent.body).toBe(201);
      const stored = await app.db.kysely.selectFrom('form_entries').select(['data', 'language']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(stored.data)).toMatchObject({ department: 'Orthopaedics', doctor: 'Dr. Bone' });
      expect(stored.language).toBe('hi');
      // The check of the pair holds for translated titles too.
      const wrong = await post(request({ department: 'पेट रोग', doctor: 'डॉ. बोन', language: 'hi', phone: '9812300002', email: 'asha2@example.com' }));
      expect(wrong.statusCode).toBe(400);
      expect(gastro._id).toBeTruthy();
      await saveSiteSettings(app.db, { siteTitle: 'Test Hospital' });
    });
  });
}
