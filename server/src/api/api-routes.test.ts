import zlib from 'node:zlib';
import type { FastifyInstance, HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes } from '@hospital/content/registry';
import { bearer, json, signInToken, testAdmin } from '../../test/helpers/api';
import { ensureSampleImage, sampleBody, sampleImage, typeOf } from '../../test/helpers/content-factories';
import { dialects, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { buildApp } from '../app';
import { hashToken, upsertAdmin } from '../auth/auth-operations';
import { tableOf } from '../content/content-storage';

interface Route {
  method: string;
  url: string;
}

const collectionTypes = contentTypes.filter((t) => t.kind === 'collection');
const publicListingKeys = collectionTypes.filter((t) => t.publicListing).map((t) => t.key);
const anyId = '0123456789abcdef01234567';

/** The routes a visitor may call without signing in; every other /api/admin route must answer 401. */
const publicRoutes = new Set([
  'POST /api/admin/login',
  ...publicListingKeys.map((key) => `GET /api/admin/${key}/active`),
  'GET /api/admin/experts/expert-categories/:departmentId',
  'GET /api/admin/site-settings',
  'GET /api/admin/public-nav',
  'POST /api/admin/contactfooter',
  'POST /api/admin/BookAppointmentForms',
  'POST /api/admin/feedbackforms',
  'POST /api/admin/getintouchforms',
  // Issue 16: the site search is public (the results page, Find a Doctor, the header suggestions).
  'GET /api/admin/search',
  // Issue 14: the second step of sign-in, and the one-time set-password link (the token is the key).
  'POST /api/admin/login/two-factor',
  'GET /api/admin/set-password',
  'POST /api/admin/set-password',
  // Issue 33: a patient's free slots and their own appointment (the manage token is the key).
  'GET /api/admin/appointment-slots',
  'GET /api/admin/appointment-availability',
  'GET /api/admin/appointments/manage',
  'POST /api/admin/appointments/cancel',
  'POST /api/admin/appointments/move',
  'GET /api/admin/appointments/calendar.ics',
]);

const isPublic = (route: Route): boolean => publicRoutes.has(`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`);

const concrete = (url: string): string => url.replace(/:[A-Za-z]+/g, anyId).replace(/\*$/, 'x');

async function buildWithRoutes(test: TestDatabase, loginRateLimit = 10_000): Promise<{ app: FastifyInstance; routes: Route[] }> {
  await upsertAdmin(test.db, testAdmin);
  await ensureSampleImage(test.db);
  const routes: Route[] = [];
  const app = await buildApp({
    config: testConfig(),
    db: test.db,
    web: false,
    logger: false,
    loginRateLimit,
    onRoute: (route: RouteOptions) => {
      for (const method of ([] as HTTPMethods[]).concat(route.method)) routes.push({ method, url: route.url });
    },
  });
  await app.ready();
  return { app, routes };
}

for (const dialect of dialects) {
  describe(`the API on ${dialect.name}`, () => {
    let test: TestDatabase;
    let app: FastifyInstance;
    let routes: Route[];
    let token: string;
    let adminRoutes: Route[];

    beforeAll(async () => {
      test = await dialect.create();
      ({ app, routes } = await buildWithRoutes(test));
      token = await signInToken(app);
      adminRoutes = routes.filter((r) => r.url.startsWith('/api/admin') && !isPublic(r));
    });
    afterAll(async () => {
      await app.close();
      await test.drop();
    });

    it('has a route for every method of every collection type and every public listing', () => {
      const table = new Set(routes.map((r) => `${r.method} ${r.url}`));
      for (const type of collectionTypes) {
        for (const entry of [`GET /api/admin/${type.key}`, `POST /api/admin/${type.key}`, `GET /api/admin/${type.key}/:id`, `PUT /api/admin/${type.key}/:id`, `DELETE /api/admin/${type.key}/:id`]) {
          expect(table).toContain(entry);
        }
      }
      for (const route of publicRoutes) expect(table).toContain(route);
      expect(adminRoutes.length).toBeGreaterThan(collectionTypes.length * 5);
    });

    const expectAll401 = async (headers: Record<string, string>) => {
      const failures: string[] = [];
      for (const route of adminRoutes) {
        const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
        const response = await app.inject({ method: route.method as InjectOptions['method'], url: concrete(route.url), headers, ...(withBody ? { payload: { title: 'x' } } : {}) });
        if (response.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
        else if (route.method !== 'HEAD' && typeof json(response).message !== 'string') failures.push(`${route.method} ${route.url} has no message`);
      }
      expect(failures).toEqual([]);
    };

    it('answers 401 on every admin route without a token', async () => expectAll401({}));
    it('answers 401 on every admin route with a forged token', async () => expectAll401(bearer('Zm9yZ2VkLXRva2VuLXRoYXQtd2FzLW5ldmVyLWlzc3VlZA')));
    it('answers 401 on every admin route with a malformed header', async () => expectAll401({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }));

    it('answers 401 on every admin route with an expired session', async () => {
      const expired = await signInToken(app);
      await test.db.kysely.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('token_hash', '=', hashToken(expired)).execute();
      await expectAll401(bearer(expired));
    });

    it('answers 401 on every admin route after sign-out', async () => {
      const ended = await signInToken(app);
      const logout = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(ended) });
      expect(logout.statusCode).toBe(200);
      await expectAll401(bearer(ended));
    });

    it('never answers 500 to a signed-in request with junk input on any route', async () => {
      const failures: string[] = [];
      for (const route of routes) {
        if (route.url.endsWith('/logout') || route.url === '/api/docs') continue;
        const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.method !== 'DELETE';
        const response = await app.inject({
          method: route.method as InjectOptions['method'],
          url: concrete(route.url),
          headers: bearer(token),
          ...(withBody ? { payload: { unexpected: [1, { deep: true }] } } : {}),
        });
        if (response.statusCode >= 500 || response.statusCode === 401) failures.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
    });

    it('signs in, tells who is signed in, and signs out', async () => {
      const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: testAdmin.email, password: testAdmin.password } });
      expect(login.statusCode).toBe(200);
      const body = json<{ token: string; message: string; data: { token: string; user: Record<string, unknown> } }>(login);
      expect(body.message).toBe('Login successful');
      expect(body.data.token).toBe(body.token);
      expect(Object.keys(body.data.user).sort()).toEqual(['_id', 'email', 'name']);
      expect(login.headers['cache-control']).toBe('no-store');
      const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(body.token) });
      expect(json(me)).toEqual({ data: { _id: body.data.user._id, name: testAdmin.name, email: testAdmin.email } });
      expect(me.body).not.toMatch(/password|hash|argon/i);
      const wrong = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: testAdmin.email, password: 'nope' } });
      const unknown = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'who@hospital.test', password: 'nope' } });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(json(response).message).toBe('Invalid email or password');
      }
      expect((await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: testAdmin.email } })).statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(body.token) })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(body.token) })).statusCode).toBe(401);
    });

    it('serves every collection type through create, list, read, replace, public listing and delete', async () => {
      const h = bearer(token);
      const related: Record<string, string> = {};
      for (const key of ['expert-categories', 'gallery-categories', 'blog-categories']) {
        const created = await app.inject({ method: 'POST', url: `/api/admin/${key}`, headers: h, payload: sampleBody(typeOf(key)) });
        expect(created.statusCode).toBe(201);
        related[key] = json<{ data: { _id: string } }>(created).data._id;
      }
      for (const type of collectionTypes) {
        const base = `/api/admin/${type.key}`;
        const created = await app.inject({ method: 'POST', url: base, headers: h, payload: sampleBody(type, related) });
        expect(created.statusCode, `${type.key}: ${created.body}`).toBe(201);
        const record = json<{ data: Record<string, unknown> & { _id: string } }>(created).data;
        const list = json<{ data: { _id: string }[]; total: number; page: number; limit: number; message: string }>(await app.inject({ method: 'GET', url: `${base}?limit=100`, headers: h }));
        expect(list.data.map((r) => r._id)).toContain(record._id);
        expect(list).toMatchObject({ page: 1, limit: 100, message: expect.any(String) });
        const one = await app.inject({ method: 'GET', url: `${base}/${record._id}`, headers: h });
        expect(json<{ data: unknown }>(one).data).toEqual(record);
        const { _id, createdAt: _c, updatedAt: _u, ...body } = record;
        const replaced = await app.inject({ method: 'PUT', url: `${base}/${_id}`, headers: h, payload: { ...body, sortOrder: 7 } });
        expect(replaced.statusCode, `${type.key}: ${replaced.body}`).toBe(200);
        expect(json<{ data: { sortOrder: number } }>(replaced).data.sortOrder).toBe(7);
        if (type.publicListing) {
          const active = await app.inject({ method: 'GET', url: `${base}/active` });
          expect(active.statusCode).toBe(200);
          expect(active.headers['cache-control']).toMatch(/^public/);
          expect(json<{ data: { _id: string }[] }>(active).data.map((r) => r._id)).toContain(_id);
        }
        if (!Object.values(related).includes(_id)) {
          expect((await app.inject({ method: 'DELETE', url: `${base}/${_id}`, headers: h })).statusCode).toBe(200);
          expect((await app.inject({ method: 'GET', url: `${base}/${_id}`, headers: h })).statusCode).toBe(404);
        }
      }
      const doctors = await app.inject({ method: 'GET', url: `/api/admin/experts/expert-categories/${related['expert-categories']}` });
      expect(doctors.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/admin/experts/expert-categories/not-an-id' })).statusCode).toBe(400);
      expect(json((await app.inject({ method: 'GET', url: `/api/admin/experts/expert-categories/${anyId}` })))).toMatchObject({ data: [] });
    });

    it('sends JSON of 1 KB and more compressed when the caller takes it, and small answers as they are', async () => {
      const h = bearer(token);
      for (let n = 0; n < 12; n++) {
        await app.inject({ method: 'POST', url: '/api/admin/faqs', headers: h, payload: { title: `Visiting hours on ward ${n}?`, description: '<p>From ten in the morning to eight in the evening, every day of the week.</p>' } });
      }
      const plain = await app.inject({ method: 'GET', url: '/api/admin/faqs/active' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const [accept, encoding, decode] of [
        ['br', 'br', zlib.brotliDecompressSync],
        ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ] as const) {
        const packed = await app.inject({ method: 'GET', url: '/api/admin/faqs/active', headers: { 'accept-encoding': accept } });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(JSON.parse(decode(packed.rawPayload).toString())).toEqual(JSON.parse(plain.body));
      }
      const small = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { ...h, 'accept-encoding': 'br' } });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('answers 409 naming the referrers when deleting a category still in use', async () => {
      const h = bearer(token);
      const category = json<{ data: { _id: string } }>(await app.inject({ method: 'POST', url: '/api/admin/gallery-categories', headers: h, payload: { title: 'Wards' } })).data;
      const photo = json<{ data: { _id: string } }>(
        await app.inject({ method: 'POST', url: '/api/admin/galleries', headers: h, payload: { title: 'Ward 5', imageUrl: sampleImage, galleryCategory: category._id } }),
      ).data;
      const refused = await app.inject({ method: 'DELETE', url: `/api/admin/gallery-categories/${category._id}`, headers: h });
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject({ message: expect.stringContaining('Ward 5'), referrers: [{ type: 'galleries', _id: photo._id, title: 'Ward 5' }] });
      const active = json<{ data: { _id: string; galleryCategory: unknown }[] }>(await app.inject({ method: 'GET', url: '/api/admin/galleries/active' }));
      expect(active.data.find((g) => g._id === photo._id)?.galleryCategory).toEqual({ _id: category._id, title: 'Wards', slug: null });
    });

    it('answers malformed requests with a clear 4xx and stores nothing', async () => {
      const h = bearer(token);
      const url = '/api/admin/faqs';
      const count = async () => Number((await test.db.kysely.selectFrom(tableOf(typeOf('faqs'))).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      const cases: { name: string; status: number; request: InjectOptions }[] = [
        { name: 'bad JSON', status: 400, request: { method: 'POST', url, headers: { ...h, 'content-type': 'application/json' }, payload: '{"title": ' } },
        { name: 'wrong types', status: 400, request: { method: 'POST', url, headers: h, payload: { title: ['x'], description: 5 } } },
        { name: 'unknown field', status: 400, request: { method: 'POST', url, headers: h, payload: { title: 'Q', description: '<p>A</p>', secret: 1 } } },
        { name: 'not an object', status: 400, request: { method: 'POST', url, headers: { ...h, 'content-type': 'application/json' }, payload: '[1,2]' } },
        { name: 'oversized body', status: 413, request: { method: 'POST', url, headers: { ...h, 'content-type': 'application/json' }, payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }) } },
        { name: 'plain text body', status: 400, request: { method: 'POST', url, headers: { ...h, 'content-type': 'text/plain' }, payload: 'hello' } },
        { name: 'bad id', status: 400, request: { method: 'GET', url: `${url}/not-an-id`, headers: h } },
        { name: 'unknown id', status: 404, request: { method: 'GET', url: `${url}/${anyId}`, headers: h } },
        { name: 'unknown id on update', status: 404, request: { method: 'PUT', url: `${url}/${anyId}`, headers: h, payload: { title: 'Q', description: '<p>A</p>' } } },
        { name: 'unknown type', status: 404, request: { method: 'GET', url: '/api/admin/patients', headers: h } },
        { name: 'bad page', status: 400, request: { method: 'GET', url: `${url}?page=-1`, headers: h } },
        { name: 'bad limit', status: 400, request: { method: 'GET', url: `${url}?limit=1000`, headers: h } },
        { name: 'bad sort', status: 400, request: { method: 'GET', url: `${url}?sort=data`, headers: h } },
        { name: 'unknown parameter', status: 400, request: { method: 'GET', url: `${url}?where=1`, headers: h } },
      ];
      for (const c of cases) {
        const response = await app.inject(c.request);
        expect(response.statusCode, `${c.name}: ${response.body}`).toBe(c.status);
        expect(typeof json(response).message, c.name).toBe('string');
      }
      const invalid = json<{ message: string; errors: Record<string, string> }>(await app.inject({ method: 'POST', url, headers: h, payload: { title: '', description: '<p>A</p>', secret: 1 } }));
      expect(invalid.message).toBe('Please correct the highlighted fields.');
      expect(invalid.errors).toMatchObject({ title: 'Question is required.', secret: 'Unknown field: secret.' });
      expect(await count()).toBe(before);
    });

    it('signals a content change after each successful admin write, and only then', async () => {
      const h = bearer(token);
      const seen: unknown[] = [];
      const listener = (event: unknown) => seen.push(event);
      app.contentEvents.on('change', listener);
      try {
        await app.inject({ method: 'GET', url: '/api/admin/faqs', headers: h });
        await app.inject({ method: 'POST', url: '/api/admin/faqs', headers: h, payload: { title: '' } });
        expect(seen).toHaveLength(0);
        const created = await app.inject({ method: 'POST', url: '/api/admin/faqs', headers: h, payload: { title: 'Parking?', description: '<p>Yes</p>' } });
        expect(created.statusCode).toBe(201);
        expect(seen).toEqual([{ method: 'POST', url: '/api/admin/faqs' }]);
      } finally {
        app.contentEvents.off('change', listener);
      }
    });

    it('documents every route of the server at /api/docs', async () => {
      const docs = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(docs.statusCode).toBe(200);
      const document = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(docs);
      expect(document.openapi).toMatch(/^3\./);
      const missing: string[] = [];
      for (const route of routes) {
        if (route.method === 'HEAD') continue;
        const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
        // /uploads/* is static file serving, hidden from the API document on purpose.
        if (path.startsWith('/uploads/')) continue;
        if (!document.paths[path]?.[route.method.toLowerCase()]) missing.push(`${route.method} ${path}`);
      }
      expect(missing).toEqual([]);
      expect(document.paths['/api/admin/experts']?.post).toMatchObject({ requestBody: expect.anything() });
    });
  });

  describe(`sign-in limits on ${dialect.name}`, () => {
    it('rate limits sign-in per address, whatever the path spelling or the email', async () => {
      const test = await dialect.create();
      const { app } = await buildWithRoutes(test, 3);
      try {
        const attempt = (url: string, email: string) => app.inject({ method: 'POST', url, payload: { email, password: 'x' }, remoteAddress: '203.0.113.9' });
        expect((await attempt('/api/admin/login', 'a@x.org')).statusCode).toBe(401);
        expect((await attempt('/api/admin/login/', 'b@x.org')).statusCode).toBe(401);
        // A path read as another host (//…) is no page or route of ours: refused, not counted.
        expect((await attempt('//api/admin/login', 'c@x.org')).statusCode).toBe(404);
        expect((await attempt('/api/admin//login', 'c@x.org')).statusCode).toBe(401);
        const limited = await attempt('/api/admin/login', 'd@x.org');
        expect(limited.statusCode).toBe(429);
        expect(json(limited).message).toMatch(/Too many sign-in attempts/);
        expect((await attempt('/api/admin/LOGIN', 'e@x.org')).statusCode).toBe(404);
        const elsewhere = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'a@x.org', password: 'x' }, remoteAddress: '198.51.100.7' });
        expect(elsewhere.statusCode).toBe(401);
      } finally {
        await app.close();
        await test.drop();
      }
    });

    it('locks an account after five wrong passwords over HTTP and refuses the right one', async () => {
      const test = await dialect.create();
      const { app } = await buildWithRoutes(test);
      try {
        const attempts = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: testAdmin.email, password: 'wrong' } })));
        expect(attempts.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401]);
        const right = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: testAdmin.email, password: testAdmin.password } });
        // The right password learns the lock (and until when); a wrong one still learns nothing.
        expect(right.statusCode).toBe(401);
        expect(json(right).code).toBe('ACCOUNT_LOCKED');
        expect(json(right).message).toMatch(/^This account is locked after too many wrong attempts, until /);
      } finally {
        await app.close();
        await test.drop();
      }
    });
  });
}

