import { describe, expect, it } from 'vitest';
import { authenticate, createSession, findAdminByEmail } from '../src/auth/auth-operations';
import { contentTableName } from '../src/db/database';
import { loadConfig } from '../src/config/config';
import { testAdmin } from './helpers/api';
import { createRelatedTargets, sampleBody, typeOf } from './helpers/content-factories';
import { dialects } from './helpers/databases';
import { useSignedInApp } from './helpers/signed-in-app';

/** Text PostgreSQL cannot store (NUL) and text that is not valid UTF-8 (a lone surrogate). */
const unstorableTexts = { nul: 'Dr. A\u0000B', 'lone high surrogate': 'Heart \ud800 care', 'lone low surrogate': '\udc00 Clinic' };

const nested = (depth: number): Record<string, unknown> => {
  let item: Record<string, unknown> = { title: 'Leaf', path: '/leaf', openInNewTab: false };
  for (let i = 0; i < depth; i++) item = { title: `Level ${i}`, path: '/x', openInNewTab: false, children: [item] };
  return item;
};

for (const dialect of dialects) {
  describe(`hostile input on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);

    it.each(Object.entries(unstorableTexts))('refuses %s in a public form, sign-in and a saved record with 400 naming the field, and stores nothing', async (_name, text) => {
      const form = await app.app.inject({ method: 'POST', url: '/api/admin/contactfooter', payload: { name: text, email: 'a@b.org', phone: '9876543210', message: 'Hello' } });
      expect(form.statusCode, form.body).toBe(400);
      expect(form.json<{ errors: Record<string, string> }>().errors.name).toMatch(/cannot be stored/);

      const signIn = await app.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: `admin${text}@hospital.test`, password: 'x' } });
      expect(signIn.statusCode).toBe(400);
      expect(Object.keys(signIn.json<{ errors: Record<string, string> }>().errors)).toEqual(['email']);

      const faqs = typeOf('faqs');
      const before = await app.db.kysely.selectFrom(contentTableName('faqs')).select('id').execute();
      const saved = await app.inject({ method: 'POST', url: '/api/admin/faqs', payload: sampleBody(faqs, {}, { title: text }) });
      expect(saved.statusCode, saved.body).toBe(400);
      expect(Object.keys(saved.json<{ errors: Record<string, string> }>().errors)).toEqual(['title']);
      expect(await app.db.kysely.selectFrom(contentTableName('faqs')).select('id').execute()).toEqual(before);

      // Nested fields and keys are named by their path; the query string and path parameters too.
      const deep = await app.inject({ method: 'PUT', url: '/api/admin/menus/footer', payload: { items: [{ title: 'Ok', path: '/', openInNewTab: false, children: [{ title: text, path: '/', openInNewTab: false }] }] } });
      expect(Object.keys(deep.json<{ errors: Record<string, string> }>().errors)).toEqual(['items.0.children.0.title']);
      const key = await app.inject({ method: 'POST', url: '/api/admin/faqs', payload: { [text]: 'x' } });
      expect(key.statusCode).toBe(400);
      // A URL carries UTF-8, where a lone surrogate cannot be written; NUL can.
      const search = await app.inject({ url: '/api/admin/faqs?q=Sample%00&sort=-title' });
      expect(search.statusCode).toBe(400);
      expect(Object.keys(search.json<{ errors: Record<string, string> }>().errors)).toEqual(['q']);
      const param = await app.inject({ url: '/api/admin/faqs/abc%00def' });
      expect(param.statusCode).toBe(400);
      // The list still searches and sorts.
      expect((await app.inject({ url: '/api/admin/faqs?q=Sample&sort=-title' })).statusCode).toBe(200);
    });

    it('keeps emoji and other text whose surrogates come in pairs', async () => {
      const saved = await app.inject({ method: 'POST', url: '/api/admin/faqs', payload: sampleBody(typeOf('faqs'), {}, { title: 'Heart care ❤️ 🫀 for all?' }) });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json<{ data: { title: string } }>().data.title).toBe('Heart care ❤️ 🫀 for all?');
    });

    it('refuses a sort order beyond the 32-bit column with 400', async () => {
      for (const sortOrder of [3_000_000_000, -3_000_000_000, 2 ** 53]) {
        const response = await app.inject({ method: 'POST', url: '/api/admin/faqs', payload: sampleBody(typeOf('faqs'), {}, { sortOrder }) });
        expect(response.statusCode, String(sortOrder)).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors.sortOrder).toMatch(/^Sort order must be/);
      }
      const edge = await app.inject({ method: 'POST', url: '/api/admin/faqs', payload: sampleBody(typeOf('faqs'), {}, { sortOrder: 2_147_483_647 }) });
      expect(edge.statusCode, edge.body).toBe(201);
    });

    it('refuses a page number whose offset would overflow, in every paged list', async () => {
      for (const url of ['/api/admin/faqs?page=100000000000000000000', '/api/admin/medias?page=99999999999']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors.page).toMatch(/^page (is too large|must be a whole number)/);
      }
    });

    it('refuses JSON nested deeper than any form sends, a 1,000-level menu included, with 400', async () => {
      for (const depth of [20, 500, 1_000, 5_000]) {
        const response = await app.inject({ method: 'PUT', url: '/api/admin/menus/footer', payload: { items: [nested(depth)] } });
        expect(response.statusCode, `depth ${depth}`).toBe(400);
      }
      const deepForm = await app.app.inject({ method: 'POST', url: '/api/admin/contactfooter', payload: { name: nested(100) } });
      expect(deepForm.statusCode).toBe(400);
      expect(deepForm.json<{ message: string }>().message).toMatch(/nested too deeply/);
    });

    it('documents the bearer requirement on every admin operation that refuses an unsigned request, and on no public one', async () => {
      const doc = (await app.app.inject({ url: '/api/docs' })).json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
      let admin = 0;
      for (const [path, operations] of Object.entries(doc.paths)) {
        if (!path.startsWith('/api/admin')) continue;
        for (const [method, operation] of Object.entries(operations)) {
          const url = path.replace(/\{[^}]+\}/g, 'abcdefabcdefabcdefabcdef');
          const unsigned = await app.app.inject({ method: method.toUpperCase() as 'GET', url, payload: method === 'get' ? undefined : {} });
          const documented = JSON.stringify(operation.security ?? []);
          if (unsigned.statusCode === 401) {
            admin += 1;
            expect(documented, `${method} ${path}`).toBe('[{"bearerAuth":[]}]');
          } else {
            expect(documented, `${method} ${path}`).toBe('[]');
          }
        }
      }
      expect(admin).toBeGreaterThan(20);
    });

    it('ends a session at its absolute lifetime however active it is (SESSION_MAX_DAYS, default 7)', async () => {
      const admin = await findAdminByEmail(app.db, testAdmin.email);
      const start = new Date('2026-01-01T08:00:00Z');
      const token = await createSession(app.db, admin?.id ?? '', start);
      const at = (days: number) => new Date(start.getTime() + days * 24 * 60 * 60 * 1000);
      // Used every few hours for almost a week: still signed in.
      for (let hours = 4; hours < 7 * 24; hours += 4) expect(await authenticate(app.db, token, new Date(start.getTime() + hours * 3_600_000)), `${hours} h`).toBeDefined();
      expect(await authenticate(app.db, token, at(7))).toBeUndefined();
      const short = await createSession(app.db, admin?.id ?? '', start);
      expect(await authenticate(app.db, short, at(0.1), 2 * 60 * 60 * 1000)).toBeUndefined();
      expect(loadConfig({ SESSION_MAX_DAYS: '30' }).sessionMaxAgeMs).toBe(30 * 24 * 60 * 60 * 1000);
      expect(loadConfig({}).sessionMaxAgeMs).toBe(7 * 24 * 60 * 60 * 1000);
      expect(() => loadConfig({ SESSION_MAX_DAYS: '0' })).toThrow(/SESSION_MAX_DAYS/);
    });

    it('sends nosniff with every JSON answer and no-store with every admin answer', async () => {
      for (const url of ['/api/admin/site-settings', '/api/admin/menus/public-nav', '/api/admin/nope', '/api/docs', '/healthz']) {
        const response = await app.app.inject({ url });
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      }
      for (const url of ['/api/admin/site-settings/admin', '/api/admin/menus', '/api/admin/medias', '/api/admin/profile', '/api/admin/dashboard', '/api/admin/faqs']) {
        const signed = await app.inject({ url });
        expect(signed.statusCode, url).toBe(200);
        expect(signed.headers['cache-control'], url).toBe('no-store');
        expect(signed.headers['x-content-type-options'], url).toBe('nosniff');
        expect(signed.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
        const unsigned = await app.app.inject({ url });
        expect(unsigned.statusCode, url).toBe(401);
        expect(unsigned.headers['cache-control'], url).toBe('no-store');
      }
    });

    it('lists no doctors of an inactive department', async () => {
      const targets = await createRelatedTargets(app.db);
      const department = targets['expert-categories'] ?? '';
      const expert = await app.inject({ method: 'POST', url: '/api/admin/experts', payload: sampleBody(typeOf('experts'), targets) });
      expect(expert.statusCode, expert.body).toBe(201);
      const doctors = () => app.app.inject({ url: `/api/admin/experts/expert-categories/${department}` }).then((r) => r.json<{ data: unknown[] }>().data);
      expect(await doctors()).toHaveLength(1);
      await app.db.kysely.updateTable(contentTableName('expert-categories')).set({ status: 'inactive' }).where('id', '=', department).execute();
      expect(await doctors()).toHaveLength(0);
    });
  });
}
