import { describe, expect, it } from 'vitest';
import { createRecord } from '../src/content/content-operations';
import { ensureSampleImage, sampleBody, typeOf } from './helpers/content-factories';
import { everyDay } from './helpers/opd-doctors';
import { dialects } from './helpers/databases';
import { useSignedInApp } from './helpers/signed-in-app';

/**
 * Nothing public must answer everything (issue 46): `GET {key}/active` keeps its answer (`data`,
 * `message`), and with `limit` and `page` answers one page of the listing, with `q` the records
 * whose title holds the words, with `department` (doctors) one department's; bad values are a 400.
 */
for (const dialect of dialects) {
  describe(`pages of the public listings on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    const get = (url: string) => app.inject({ method: 'GET', url });
    const titles = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: { title: string; departments?: { title: string }[] }[]; message: string }>();
      expect(Object.keys(body).filter((k) => k === 'data' || k === 'message')).toEqual(['data', 'message']);
      return body.data.map((r) => r.title);
    };

    it('sets up two departments and seven doctors', async () => {
      const department = (title: string, slug: string) => createRecord(app.db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories')), title, slug, status: 'active' });
      const heart = await department('Cardiology', 'cardiology');
      const bones = await department('Orthopaedics', 'orthopaedics');
      for (let n = 1; n <= 7; n++) {
        const body = sampleBody(typeOf('experts'), { 'expert-categories': n <= 4 ? heart._id : bones._id });
        await createRecord(app.db, typeOf('experts'), { ...body, title: `Dr. ${n <= 4 ? 'Heart' : 'Bone'} ${n}`, slug: `doctor-${n}`, sortOrder: n, status: 'active' });
      }
    });

    it('answers the whole listing without a window, and a page of it with limit and page', async () => {
      const all = await titles('/api/admin/experts/active');
      expect(all).toHaveLength(7);
      expect(await titles('/api/admin/experts/active?limit=3')).toEqual(all.slice(0, 3));
      expect(await titles('/api/admin/experts/active?limit=3&page=2')).toEqual(all.slice(3, 6));
      expect(await titles('/api/admin/experts/active?limit=3&page=3')).toEqual(all.slice(6));
      expect(await titles('/api/admin/experts/active?limit=3&page=9')).toEqual([]);
    });

    it("filters by a department's slug and by words of the title, relations resolved", async () => {
      const response = await get('/api/admin/experts/active?department=orthopaedics&limit=2');
      const body = response.json<{ data: { title: string; departments: { title: string }[] }[] }>();
      expect(body.data.map((d) => d.title)).toEqual(['Dr. Bone 5', 'Dr. Bone 6']);
      expect(body.data.every((d) => d.departments.map((x) => x.title).join() === 'Orthopaedics')).toBe(true);
      expect(await titles('/api/admin/experts/active?department=nowhere')).toEqual([]);
      expect(await titles('/api/admin/experts/active?q=HEART&page=2&limit=2')).toEqual(['Dr. Heart 3', 'Dr. Heart 4']);
      expect(await titles('/api/admin/experts/active?q=100%25')).toEqual([]);
    });

    it("reads one record by its slug, in any case (a record's page), relations resolved", async () => {
      const response = await get('/api/admin/experts/active?slug=DOCTOR-6');
      const body = response.json<{ data: { title: string; departments: { title: string }[] }[] }>();
      expect(body.data.map((d) => `${d.title}: ${d.departments.map((x) => x.title).join()}`)).toEqual(['Dr. Bone 6: Orthopaedics']);
      expect(await titles('/api/admin/experts/active?slug=doctor-2&department=cardiology')).toEqual(['Dr. Heart 2']);
      expect(await titles('/api/admin/experts/active?slug=doctor-2&department=orthopaedics')).toEqual([]);
      expect(await titles('/api/admin/experts/active?slug=nobody')).toEqual([]);
      expect(await titles('/api/admin/expert-categories/active?slug=orthopaedics')).toEqual(['Orthopaedics']);
    });

    it("Find a Doctor's filters: a centre or a city by the doctors' sessions, free this week, and words as names, department titles or the site search's doctors", async () => {
      await ensureSampleImage(app.db);
      const location = (title: string, slug: string, city: string, main: boolean) =>
        createRecord(app.db, typeOf('locations'), sampleBody(typeOf('locations'), {}, { title, slug, city, is_main: main, status: 'active' }));
      const north = await location('North Clinic', 'north-clinic', 'Ambarpur', true);
      await location('South Clinic', 'south-clinic', 'Veerpur', false);
      const bones = (await app.db.kysely.selectFrom('content_expert_categories').select('id').where('slug', '=', 'orthopaedics').executeTakeFirstOrThrow()).id;
      const body = sampleBody(typeOf('experts'), { 'expert-categories': bones });
      await createRecord(app.db, typeOf('experts'), {
        ...body,
        title: 'Dr. Placed 8',
        slug: 'doctor-8',
        sortOrder: 8,
        status: 'active',
        opd_sessions: everyDay('09:00', '17:00').map((session) => ({ ...session, location: north._id })),
        opd_slot_minutes: 15,
        opd_per_slot: 1,
      });
      expect(await titles('/api/admin/experts/active?location=north-clinic')).toEqual(['Dr. Placed 8']);
      expect(await titles('/api/admin/experts/active?city=AMBARPUR')).toEqual(['Dr. Placed 8']);
      expect(await titles('/api/admin/experts/active?location=south-clinic')).toEqual([]);
      // A city the network has not is no filter, as on the page.
      expect(await titles('/api/admin/experts/active?city=Nowhere')).toHaveLength(8);
      expect(await titles('/api/admin/experts/active?available=week')).toEqual(['Dr. Placed 8']);
      expect(await titles('/api/admin/experts/active?available=week&location=south-clinic')).toEqual([]);
      // A department's title holds the words: its doctors; a name: that doctor.
      expect(await titles('/api/admin/experts/active?q=ORTHO&match=search&limit=2&page=2')).toEqual(['Dr. Bone 7', 'Dr. Placed 8']);
      expect(await titles('/api/admin/experts/active?q=placed&match=search')).toEqual(['Dr. Placed 8']);
      // Without match=search the words are the title's alone (SPEC's answer, as before).
      expect(await titles('/api/admin/experts/active?q=ORTHO')).toEqual([]);
      // No name or title holds a near spelling: the site search finds the doctors.
      const near = await titles('/api/admin/experts/active?q=haert&match=search');
      expect(near.length).toBeGreaterThan(0);
      expect(near.every((title) => title.startsWith('Dr. Heart'))).toBe(true);
    });

    it("finds a centre's doctors by their sessions in the database: a session naming no centre is held at the main hospital", async () => {
      const heart = (await app.db.kysely.selectFrom('content_expert_categories').select('id').where('slug', '=', 'cardiology').executeTakeFirstOrThrow()).id;
      const south = (await app.db.kysely.selectFrom('content_locations').select('id').where('slug', '=', 'south-clinic').executeTakeFirstOrThrow()).id;
      const doctor = (title: string, slug: string, sessions: readonly object[]) =>
        createRecord(app.db, typeOf('experts'), { ...sampleBody(typeOf('experts'), { 'expert-categories': heart }), title, slug, status: 'active', opd_sessions: sessions });
      await doctor('Dr. Main 9', 'doctor-9', everyDay('09:00', '10:00'));
      await doctor('Dr. Both 10', 'doctor-10', [...everyDay('09:00', '10:00').slice(0, 1).map((s) => ({ ...s, location: south })), ...everyDay('11:00', '12:00').slice(1, 2)]);
      expect(await titles('/api/admin/experts/active?location=north-clinic')).toEqual(['Dr. Both 10', 'Dr. Main 9', 'Dr. Placed 8']);
      expect(await titles('/api/admin/experts/active?location=south-clinic')).toEqual(['Dr. Both 10']);
      expect(await titles('/api/admin/experts/active?city=veerpur&limit=5')).toEqual(['Dr. Both 10']);
      expect(await titles('/api/admin/experts/active?location=north-clinic&department=cardiology&limit=1&page=2')).toEqual(['Dr. Main 9']);
      // A centre of another city is no filter within a city it is not in: the city's centres.
      expect(await titles('/api/admin/experts/active?city=Veerpur&location=north-clinic')).toEqual(['Dr. Both 10']);
    });

    it('refuses a window out of bounds with a 400 that says why', async () => {
      for (const query of ['limit=0', 'limit=101', 'limit=x', 'page=0', 'department=Not%20a%20slug', `q=${'a'.repeat(201)}`, 'available=month', 'match=any', 'location=Not%20a%20slug', 'slug=not%20a%20slug', 'slug=a--b', `slug=${'a'.repeat(121)}`]) {
        const response = await get(`/api/admin/experts/active?${query}`);
        expect(response.statusCode, query).toBe(400);
        if (query.startsWith('slug=')) expect(response.json<{ message: string }>().message, query).toMatch(/slug/);
      }
    });
  });
}
