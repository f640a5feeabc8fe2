import fs from 'node:fs';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInToken, testAdmin } from '../../test/helpers/api';
import { dialects, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { buildApp } from '../app';
import { upsertAdmin } from '../auth/auth-operations';
import type { Config } from '../config/config';
import { hitFlushMs } from './redirect-table';

/** Polls until `check` holds (a change reaches the other process through NOTIFY), or fails with what it last saw. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Visit {
  status: number;
  location: string | null;
}

/** A visit over HTTP (the front door answers redirects before Fastify, so inject would not reach it). */
const visit = async (base: string, path: string, method = 'GET'): Promise<Visit> => {
  const response = await fetch(`${base}${path}`, { method, redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
};

/** A GET of a path sent exactly as written (fetch would turn a backslash into a slash). */
const rawVisit = (base: string, path: string): Promise<Visit> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.request({ hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null }));
    });
    request.on('error', reject);
    request.end();
  });

for (const dialect of dialects) {
  describe(`redirects answered by the website on ${dialect.name}`, () => {
    let test: TestDatabase;
    let config: Config;
    const apps: FastifyInstance[] = [];
    const bases: string[] = [];
    let auth: Record<string, string>;

    beforeAll(async () => {
      test = await dialect.create();
      config = testConfig();
      await upsertAdmin(test.db, testAdmin);
      // Two server processes where the database allows it (PostgreSQL), each with its own connections.
      const dbs = dialect.name === 'postgres' ? [test.db, test.connect()] : [test.db];
      for (const db of dbs) {
        const app = await buildApp({ config, db, web: true, logger: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        bases.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
        apps.push(app);
      }
      auth = bearer(await signInToken(apps[0]!));
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await test.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    });

    const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      apps[0]!.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

    it("answers 301 from a renamed doctor's old address on every process, with the query carried over; GET and HEAD only", async () => {
      const department = (await api('POST', '/expert-categories', { title: 'Cardiology', slug: 'cardiology' })).json<{ data: { _id: string } }>().data;
      const created = await api('POST', '/experts', { title: 'Dr. Meera Iyer', slug: 'dr-meera-iyer', departments: [department._id] });
      expect(created.statusCode).toBe(201);
      const doctor = created.json<{ data: Record<string, unknown> }>().data;
      const renamed = await api('PUT', `/experts/${doctor._id as string}`, { ...doctor, slug: 'dr-meera-iyer-cardiologist' });
      expect(renamed.statusCode).toBe(200);
      for (const base of bases) {
        const moved = await eventually(() => visit(base, '/our-experts/cardiology/dr-meera-iyer?utm_source=card'), (v) => v.status === 301);
        expect(moved).toEqual({ status: 301, location: '/our-experts/cardiology/dr-meera-iyer-cardiologist?utm_source=card' });
        expect(await visit(base, '/our-experts/cardiology/dr-meera-iyer/', 'HEAD')).toEqual({ status: 301, location: '/our-experts/cardiology/dr-meera-iyer-cardiologist' });
        expect((await visit(base, '/our-experts/cardiology/dr-meera-iyer', 'POST')).status).not.toBe(301);
      }
      // The new address is the page itself.
      expect((await visit(bases[0]!, '/our-experts/cardiology/dr-meera-iyer-cardiologist')).status).toBe(200);
    });

    it('redirects an address that was asked for (and remembered as having no rule) as soon as a rule names it, and stops when the rule goes', async () => {
      // Asked for on every process first: each remembers that no rule moves it.
      for (const base of bases) for (let i = 0; i < 3; i++) expect((await visit(base, '/asked-before-the-rule')).status).not.toBe(301);
      const added = await api('POST', '/redirects', { from: '/asked-before-the-rule', to: '/about-us' });
      expect(added.statusCode, added.body).toBe(201);
      for (const base of bases) expect(await eventually(() => visit(base, '/asked-before-the-rule?x=1'), (v) => v.status === 301)).toEqual({ status: 301, location: '/about-us?x=1' });
      const removed = await api('DELETE', `/redirects/${added.json<{ data: { _id: string } }>().data._id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      for (const base of bases) expect((await eventually(() => visit(base, '/asked-before-the-rule'), (v) => v.status !== 301)).status).not.toBe(301);
    });

    it("never answers with an address off the site, whatever is appended to a prefix rule's old address", async () => {
      expect((await api('POST', '/redirects', { from: '/old-x/*', to: '/*' })).statusCode).toBe(201);
      expect((await api('POST', '/redirects', { from: '/partner/*', to: 'https://partner.example/care/*' })).statusCode).toBe(201);
      const base = bases[0]!;
      expect(await eventually(() => visit(base, '/old-x/about-us'), (v) => v.status === 301)).toEqual({ status: 301, location: '/about-us' });
      expect(await eventually(() => visit(base, '/partner/heart'), (v) => v.status === 301)).toEqual({ status: 301, location: 'https://partner.example/care/heart' });
      const attacks = [
        '/old-x//evil.example',
        '/old-x///evil.example',
        '/old-x/\\evil.example',
        '/old-x/\\/evil.example',
        '/old-x//\\evil.example',
        '/old-x//evil.example/',
        '/old-x//evil.example?x=1',
        '/old-x/%2F%2Fevil.example',
        '/old-x/%2f%2fevil.example',
        '/old-x/%2F/evil.example',
        '/old-x/%5Cevil.example',
        '/old-x/%5c%5cevil.example',
        '/old-x/%09/evil.example',
        '/old-x/%2F%2F%2Fevil.example',
        '//evil.example',
        '/\\evil.example',
        '/%2F%2Fevil.example',
        '/%5Cevil.example',
        '/partner//evil.example',
        '/partner/@evil.example',
        '/partner/..%2F..%2F@evil.example',
      ];
      const origin = new URL(base).origin;
      for (const attack of attacks) {
        // Every address a visitor is sent to, hop after hop, is on this site or the partner's.
        let path: string | null = attack;
        for (let hop = 0; path !== null && hop < 5; hop += 1) {
          const answer = await rawVisit(base, path);
          if (answer.location === null) break;
          const next: URL = new URL(answer.location, `${origin}${path.startsWith('/') ? '' : '/'}`);
          expect([origin, 'https://partner.example'], `${attack} → ${answer.location}`).toContain(next.origin);
          expect(answer.location, `${attack} → ${answer.location}`).not.toMatch(/^\s*(?:[/\\]{2}|\/(?:%2f|%5c))/i);
          path = next.origin === origin ? `${next.pathname}${next.search}` : null;
        }
      }
      // An editor's own exact rule to another site is the one absolute target allowed.
      expect((await api('POST', '/redirects', { from: '/old-partner', to: 'https://partner.example/' })).statusCode).toBe(201);
      expect(await eventually(() => visit(base, '/old-partner'), (v) => v.status === 301)).toEqual({ status: 301, location: 'https://partner.example/' });
    });

    it('adds, refuses, lists with hits, edits, exports, imports and deletes through the API; every process follows', async () => {
      const added = await api('POST', '/redirects', { from: '/old-blog/*', to: '/blogs/*' });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ message: 'Redirect added', data: { from: '/old-blog/*', to: '/blogs/*', kind: 'prefix', source: 'manual', hits: 0 } });
      const id = added.json<{ data: { _id: string } }>().data._id;
      for (const base of bases) {
        expect(await eventually(() => visit(base, '/old-blog/2019/heart-health'), (v) => v.status === 301)).toEqual({ status: 301, location: '/blogs/2019/heart-health' });
      }
      const loop = await api('POST', '/redirects', { from: '/blogs/*', to: '/old-blog/*' });
      expect(loop.statusCode).toBe(400);
      expect(loop.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '"/blogs/*" → "/old-blog/*" would make a loop: /blogs/x → /old-blog/x → /blogs/x.' });
      const unknown = await api('POST', '/redirects', { from: '/a', to: '/b', colour: 'red' });
      expect(unknown.statusCode).toBe(400);

      const listed = await eventually(
        async () => (await api('GET', '/redirects?source=manual')).json<{ data: { _id: string; hits: number; lastHitAt: string | null }[] }>().data,
        (list) => (list.find((r) => r._id === id)?.hits ?? 0) >= bases.length,
        hitFlushMs * 3,
      );
      expect(listed.find((r) => r._id === id)).toMatchObject({ hits: bases.length, lastHitAt: expect.any(String) });

      const edited = await api('PUT', `/redirects/${id}`, { from: '/old-blog/*', to: '/news/*' });
      expect(edited.json()).toMatchObject({ message: 'Redirect saved', data: { to: '/news/*' } });
      const csv = await api('GET', '/redirects/export.csv');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body).toContain('/old-blog/*,/news/*');

      const imported = await api('POST', '/redirects/import', { csv: 'from,to\n/old/a.html,/blogs\n/old/b.html,/old/b.html\n' });
      expect(imported.json()).toEqual({
        imported: 1,
        errors: [{ line: 3, field: 'to', message: 'Line 3: "/old/b.html" would redirect to itself.' }],
        message: '1 redirect imported; 1 line not imported.',
      });
      expect((await api('DELETE', `/redirects/${id}`)).json()).toEqual({ message: 'Redirect deleted' });
      expect((await api('DELETE', `/redirects/${id}`)).statusCode).toBe(404);
      for (const base of bases) expect((await eventually(() => visit(base, '/old-blog/x'), (v) => v.status !== 301)).status).toBe(404);
      const log = (await api('GET', '/activity')).json<{ data: { action: string; summary: string }[] }>().data;
      expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['redirect_create', 'redirect_update', 'redirect_import', 'redirect_delete']));
    });
  });
}
