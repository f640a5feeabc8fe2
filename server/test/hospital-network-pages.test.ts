import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitsAt, type NetworkLocation } from '@hospital/content/network/locations';
import { buildApp } from '../src/app';
import { contentTableName } from '../src/db/database';
import { seedDemo } from '../src/seed/seed-demo';
import { sqliteDialect, testConfig, type TestDatabase } from './helpers/databases';

/**
 * The patient's side of the hospital network (issue 48), over HTTP on the built website with the
 * demo network (a main hospital, Lakeview hospital, the Kothrud and Arera Colony clinics): each
 * location's page and the list of them, their JSON-LD, Find a Doctor by centre and city without
 * script, the centre remembered by a GET form for the header's emergency line, the sitemap and the
 * site search.
 */

interface Listed {
  _id: string;
  title: string;
  slug: string;
  opd_sessions?: unknown;
}

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);
/** The page's main part (the header and footer have links of their own). */
const mainOf = (html: string): string => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** The HTML text of a name as React escapes it. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('the hospital network on the public site', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const config = testConfig();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
  let locations: (Listed & NetworkLocation)[];
  let experts: Listed[];

  beforeAll(async () => {
    test = await sqliteDialect.create();
    await seedDemo(test.db, config, { plainPictures: true });
    app = await buildApp({ config, db: test.db, web: true, logger: false });
    locations = (await get('/api/admin/locations/active')).json<{ data: (Listed & NetworkLocation)[] }>().data;
    experts = (await get('/api/admin/experts/active')).json<{ data: Listed[] }>().data;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  const kothrud = () => {
    const found = locations.find((l) => l.slug === 'kothrud-clinic');
    if (!found) throw new Error('The demo has no Kothrud clinic.');
    return found;
  };

  it("shows a location's address, directions to the map app, phones, hours, facilities and doctors, with no map script", async () => {
    const clinic = kothrud();
    const page = await get('/locations/kothrud-clinic');
    expect(page.statusCode).toBe(200);
    const main = mainOf(page.body);
    expect(main).toContain(escaped(clinic.title));
    expect(main).toContain(`href="https://www.google.com/maps/dir/?api=1&amp;destination=${clinic.latitude}%2C${clinic.longitude}"`);
    for (const phone of clinic.phones ?? []) expect(main).toContain(`href="tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}"`);
    expect(main).toContain('Opening hours');
    expect(main).toContain("Today&#x27;s OPD");
    for (const facility of clinic.facilities ?? []) expect(main).toContain(escaped(facility));
    const here = experts.filter((e) => sitsAt(e, clinic));
    expect(here.length).toBeGreaterThan(0);
    for (const doctor of here) expect(main, doctor.title).toContain(escaped(doctor.title));
    const elsewhere = experts.filter((e) => !sitsAt(e, clinic));
    for (const doctor of elsewhere) expect(main, doctor.title).not.toContain(`>${escaped(doctor.title)}<`);
    // No third-party script: the page's scripts are the site's own.
    for (const src of page.body.matchAll(/<script[^>]*src="([^"]+)"/g)) expect(src[1]).toMatch(/^\//);
    expect(page.body).not.toMatch(/maps\.googleapis|maps\.google\.com\/maps\/api/);
  });

  it('gives a hospital with its own emergency a tap-to-call line on its page', async () => {
    const lakeview = locations.find((l) => l.slug === 'lakeview');
    expect(lakeview?.emergency_phone).toBeTruthy();
    const page = await get('/locations/lakeview');
    expect(mainOf(page.body)).toContain(`href="tel:+${(lakeview?.emergency_phone ?? '').replace(/\D/g, '')}"`);
  });

  it('marks each location up as a Hospital or MedicalClinic under the network’s MedicalOrganization', async () => {
    const clinic = kothrud();
    const ld = jsonLdOf((await get('/locations/kothrud-clinic')).body);
    const place = ld.find((x) => x['@type'] === 'MedicalClinic');
    const network = ld.find((x) => x['@type'] === 'MedicalOrganization');
    expect(place).toMatchObject({
      name: clinic.title,
      address: { '@type': 'PostalAddress', addressLocality: clinic.city, postalCode: clinic.pin_code },
      geo: { '@type': 'GeoCoordinates', latitude: clinic.latitude, longitude: clinic.longitude },
      telephone: clinic.phones?.[0],
      parentOrganization: { '@id': network?.['@id'] },
    });
    expect((place?.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
    expect(network?.subOrganization).toEqual([{ '@id': place?.['@id'] }]);
    const hospital = jsonLdOf((await get('/locations/lakeview')).body).find((x) => x['@type'] === 'Hospital');
    expect(hospital).toMatchObject({ name: 'Saffron Ridge Hospital, Lakeview', parentOrganization: { '@id': network?.['@id'] } });
  });

  it('lists every location on /locations and in the sitemap, and each in Hindi', async () => {
    const list = await get('/locations');
    expect(list.statusCode).toBe(200);
    for (const location of locations) expect(mainOf(list.body)).toContain(`href="/locations/${location.slug}"`);
    const sitemap = (await get('/sitemap.xml')).body;
    for (const location of locations) expect(sitemap).toContain(`/locations/${location.slug}</loc>`);
    const hindi = await get('/hi/locations/kothrud-clinic');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('कोथरूड');
    expect(hindi.body).toContain('<html lang="hi"');
    expect(await get('/locations/nowhere').then((r) => r.statusCode)).toBe(404);
  });

  it('filters Find a Doctor by centre and by city with plain GET addresses', async () => {
    const clinic = kothrud();
    const page = await get('/find-a-doctor?location=kothrud-clinic');
    expect(page.statusCode).toBe(200);
    const main = mainOf(page.body);
    // The form's selects submit without script.
    expect(main).toMatch(/<select[^>]*name="location"/);
    expect(main).toMatch(/<option[^>]*value="kothrud-clinic"[^>]*selected/);
    const cards = [...main.matchAll(/href="(\/our-experts\/[^"/]+\/[^"]+)"/g)].map((m) => m[1]);
    expect(cards.length).toBeGreaterThan(0);
    const here = new Set(experts.filter((e) => sitsAt(e, clinic)).map((e) => e.slug));
    for (const card of cards) expect(here.has(card?.split('/').pop() ?? ''), card).toBe(true);
    // A city keeps the doctors of all its centres; a made-up centre is no filter.
    const city = encodeURIComponent(clinic.city ?? '');
    const inCity = await get(`/find-a-doctor?city=${city}`);
    expect(inCity.statusCode).toBe(200);
    expect(mainOf(inCity.body)).toMatch(/<select[^>]*name="city"/);
    // A department's page alike.
    const department = mainOf((await get('/our-experts/cardiology?location=kothrud-clinic')).body);
    expect(department).toMatch(/<select[^>]*name="location"/);
    expect(department).toContain('Dr. Farah Siddiqui');
    expect(department).not.toContain('Dr. Arvind Menon');
    const unknown = await get('/find-a-doctor?location=nowhere');
    expect(unknown.statusCode).toBe(200);
  });

  it('books at a centre: its booking links carry it, the booking page offers its slots and a GET centre choice, the plain post confirms with its address and directions', async () => {
    const clinic = kothrud();
    const farah = 'Dr. Farah Siddiqui';
    const atKothrud = `/book-an-appointment?${new URLSearchParams({ department: 'Cardiology', doctor: farah, location: 'kothrud-clinic' }).toString()}`;
    // The links from the centre's page, Find a Doctor and a department page at the centre book there.
    const links = (html: string) => [...mainOf(html).matchAll(/href="(\/book-an-appointment\?[^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
    expect(links((await get('/locations/kothrud-clinic')).body)).toContain(atKothrud);
    expect(links((await get('/find-a-doctor?location=kothrud-clinic')).body)).toContain(atKothrud);
    expect(links((await get('/our-experts/cardiology?location=kothrud-clinic')).body)).toContain(atKothrud);
    // Without a centre the links stay as they were.
    for (const href of links((await get('/find-a-doctor')).body)) expect(href).not.toContain('location=');

    // Dr. Siddiqui sits at the main hospital from 10:00 and at Kothrud from 17:00: the page at Kothrud offers Kothrud's times only.
    const times = (html: string) => [...html.matchAll(/<input[^>]*type="radio"[^>]*name="date_time"[^>]*value="([^"]+)"/g)].map((m) => m[1] ?? '');
    const booking = await get(atKothrud);
    expect(booking.statusCode).toBe(200);
    const here = times(booking.body);
    expect(here.length).toBeGreaterThan(0);
    for (const time of here) expect(time, time).toMatch(/ 0[56]:\d\d PM$/);
    const everywhere = times((await get(`/book-an-appointment?${new URLSearchParams({ department: 'Cardiology', doctor: farah }).toString()}`)).body);
    expect(everywhere.some((time) => / 1[01]:\d\d AM$/.test(time))).toBe(true);
    // The centre choice is a GET form: the doctor kept, the centre chosen.
    const choice = /<form[^>]*aria-label="Location"[^>]*method="get">(.*?)<\/form>/s.exec(mainOf(booking.body))?.[1] ?? '';
    expect(choice).toContain(`name="doctor" value="${farah}"`);
    expect(choice).toMatch(/<select[^>]*name="location"/);
    expect(choice).toMatch(/<option value="kothrud-clinic" selected/);

    // The plain post of a Kothrud slot: the confirmation names the clinic, its address and directions to the map app.
    const payload = new URLSearchParams({ _form: 'appointment', name: 'Asha Verma', phone: '9845012345', email: 'asha.network@example.com', date_time: here[0] ?? '', department: 'Cardiology', doctor: farah, message: '' }).toString();
    const posted = await app.inject({ method: 'POST', url: atKothrud.split('?')[0] ?? '', payload, headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: '10.48.0.1' });
    expect(posted.statusCode, posted.body).toBe(303);
    const confirmation = await get((posted.headers.location ?? '').split('#')[0] ?? '');
    const confirmed = mainOf(confirmation.body);
    expect(confirmed).toContain(escaped(clinic.title));
    expect(confirmed).toContain(escaped(clinic.address ?? ''));
    expect(confirmed).toContain(`href="https://www.google.com/maps/dir/?api=1&amp;destination=${clinic.latitude},${clinic.longitude}"`);
  });

  it('remembers the chosen centre from a GET form and shows its emergency line in the header', async () => {
    const lakeview = locations.find((l) => l.slug === 'lakeview');
    const chosen = await get('/locations/choose?centre=lakeview&back=%2Fabout-us');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/about-us');
    const cookie = String(chosen.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toBe('site-centre=lakeview');
    const digits = (lakeview?.emergency_phone ?? '').replace(/\D/g, '');
    const withCentre = await get('/about-us', { cookie });
    expect(withCentre.body.slice(0, withCentre.body.indexOf('<main'))).toContain(`tel:+${digits}`);
    const without = await get('/about-us');
    expect(without.body.slice(0, without.body.indexOf('<main'))).not.toContain(`tel:+${digits}`);
    // Only a page of the site: never elsewhere.
    expect((await get('/locations/choose?centre=lakeview&back=%2F%2Fevil.example')).headers.location).toBe('/');
  });

  it('finds locations in the site search, in English and by their Hindi names', async () => {
    for (const q of ['clinic in kothrud', 'kothrud clinic', 'कोथरूड क्लिनिक']) {
      const answer = (await get(`/api/admin/search?q=${encodeURIComponent(q)}`)).json<{ data: { groups: { key: string; items: { url: string }[] }[] } }>();
      const group = answer.data.groups.find((g) => g.key === 'locations');
      expect(group?.items[0]?.url, q).toMatch(/\/locations\/kothrud-clinic$/);
    }
  });
});

/**
 * A single hospital stays simple (issue 48): the SPEC's pages of a site with one location (the main
 * hospital, every session there) are byte for byte those of the same site with no location at all,
 * the site as it was before locations existed.
 */
describe('a single hospital with one location', () => {
  let test: TestDatabase;
  const config = testConfig();
  const specPages = ['/', '/find-a-doctor', '/our-experts/cardiology', '/contact-us', '/hi/', '/hi/find-a-doctor'];

  const render = async (urls: readonly string[]): Promise<Map<string, string>> => {
    const app = await buildApp({ config, db: test.db, web: true, logger: false });
    try {
      const out = new Map<string, string>();
      for (const url of urls) {
        const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        expect(page.statusCode, url).toBe(200);
        out.set(url, page.body);
      }
      return out;
    } finally {
      await app.close();
    }
  };

  beforeAll(async () => {
    test = await sqliteDialect.create();
    await seedDemo(test.db, config, { plainPictures: true });
  }, 180_000);

  afterAll(async () => {
    await test?.drop();
  });

  it('renders home, Find a Doctor, a doctor, a department and contact identically with one location and with none', async () => {
    const db = test.db.kysely;
    const table = contentTableName('locations');
    const main = await db.selectFrom(table).select(['id', 'data']).where('slug', '=', 'kalindi-nagar').executeTakeFirstOrThrow();
    // One location, the main hospital: its sessions name none (held there).
    await db.deleteFrom(table).where('id', '!=', main.id).execute();
    const rows = await db.selectFrom(contentTableName('experts')).select(['id', 'data']).execute();
    const setSessions = async (location: string) => {
      for (const row of rows) {
        const data = JSON.parse(row.data) as { opd_sessions?: Record<string, unknown>[] };
        data.opd_sessions = (data.opd_sessions ?? []).map((s) => ({ ...s, location }));
        await db.updateTable(contentTableName('experts')).set({ data: JSON.stringify(data) }).where('id', '=', row.id).execute();
      }
    };
    await setSessions('');
    const doctor = (await render(['/find-a-doctor'])).get('/find-a-doctor')?.match(/href="(\/our-experts\/cardiology\/[^"]+)"/)?.[1];
    expect(doctor).toBeTruthy();
    const urls = [...specPages, doctor ?? ''];
    const one = await render(urls);
    // None: the site before locations.
    await db.deleteFrom(table).execute();
    const none = await render(urls);
    for (const url of urls) expect(one.get(url), url).toBe(none.get(url));
  }, 120_000);
});
