import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createRelatedTargets, sampleBody, typeOf } from '../../test/helpers/content-factories';
import type { Db } from '../db/database';
import { createRecord, updateRecord } from '../content/content-operations';
import { ValidationError } from '../errors/http-errors';
import {
  createRedirect,
  deleteRedirect,
  exportRedirectsCsv,
  importRedirectsCsv,
  listRedirects,
  resolveRedirect,
  updateRedirect,
} from './redirect-operations';

const experts = typeOf('experts');
const departments = typeOf('expert-categories');
const blogs = typeOf('blogs');

const rejection = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => undefined, (error: unknown) => error);

/** A record's body without its read-only keys, to send back changed. */
const bodyOf = (record: Record<string, unknown>): Record<string, unknown> => {
  const { _id: _i, createdAt: _c, updatedAt: _u, ...rest } = record;
  return rest;
};

for (const dialect of dialects) {
  describe(`redirects on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let cardiology: Record<string, unknown>;
    let related: Record<string, string>;
    const blog = (overrides: Record<string, unknown>) => sampleBody(blogs, related, overrides);

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      related = await createRelatedTargets(db);
      cardiology = await createRecord(db, departments, { title: 'Cardiology', slug: 'cardiology' });
    });
    afterAll(async () => test.drop());

    it("leaves a 301 behind a published doctor whose slug changes, and collapses a chain to one hop", async () => {
      const doctor = await createRecord(db, experts, { title: 'Dr. Asha Rao', slug: 'dr-asha-rao', departments: [cardiology._id] });
      const renamed = await updateRecord(db, experts, doctor._id as string, { ...bodyOf(doctor), slug: 'dr-asha-rao-md' });
      expect(await resolveRedirect(db, '/our-experts/cardiology/dr-asha-rao')).toBe('/our-experts/cardiology/dr-asha-rao-md');
      await updateRecord(db, experts, doctor._id as string, { ...bodyOf(renamed), slug: 'dr-asha-rao-dm' });
      const auto = (await listRedirects(db, { source: 'auto' })).filter((r) => r.recordId === doctor._id);
      // Both old addresses point straight at the newest one: one hop each.
      expect(auto.map((r) => [r.from, r.to]).sort()).toEqual([
        ['/our-experts/cardiology/dr-asha-rao', '/our-experts/cardiology/dr-asha-rao-dm'],
        ['/our-experts/cardiology/dr-asha-rao-md', '/our-experts/cardiology/dr-asha-rao-dm'],
      ]);
      expect(await resolveRedirect(db, '/hi/our-experts/cardiology/dr-asha-rao')).toBeUndefined();
      await db.kysely.insertInto('settings').values({ key: 'site-settings', value: JSON.stringify({ languages: ['hi'] }), updated_at: new Date().toISOString() }).execute();
      expect(await resolveRedirect(db, '/hi/our-experts/cardiology/dr-asha-rao')).toBe('/hi/our-experts/cardiology/dr-asha-rao-dm');
      // Renamed back: the address is live again and no longer redirects.
      await updateRecord(db, experts, doctor._id as string, { ...bodyOf(renamed), slug: 'dr-asha-rao' });
      expect(await resolveRedirect(db, '/our-experts/cardiology/dr-asha-rao')).toBeUndefined();
      expect(await resolveRedirect(db, '/our-experts/cardiology/dr-asha-rao-dm')).toBe('/our-experts/cardiology/dr-asha-rao');
    });

    it("moves the doctors' addresses when their department's slug changes; an unpublished record leaves none", async () => {
      const neuro = await createRecord(db, departments, { title: 'Neurology', slug: 'neuro' });
      await createRecord(db, experts, { title: 'Dr. Vikram Sen', slug: 'dr-vikram-sen', departments: [neuro._id] });
      await updateRecord(db, departments, neuro._id as string, { ...bodyOf(neuro), slug: 'neurology' });
      expect(await resolveRedirect(db, '/our-experts/neuro')).toBe('/our-experts/neurology');
      expect(await resolveRedirect(db, '/our-experts/neuro/dr-vikram-sen')).toBe('/our-experts/neurology/dr-vikram-sen');

      const post = await createRecord(db, blogs, blog({ title: 'Old post', slug: 'old-post', status: 'inactive' }));
      await updateRecord(db, blogs, post._id as string, { ...bodyOf(post), slug: 'new-post' });
      expect(await resolveRedirect(db, '/blogs/old-post')).toBeUndefined();
    });

    it('refuses a loop and a redirect that hides a live page, naming them, and saves nothing', async () => {
      const before = await listRedirects(db);
      await createRedirect(db, { from: '/a', to: '/b' });
      const loop = (await rejection(createRedirect(db, { from: '/b', to: '/a' }))) as ValidationError;
      expect(loop).toBeInstanceOf(ValidationError);
      expect(loop.message).toBe('"/b" → "/a" would make a loop: /b → /a → /b.');
      expect(loop.errors.to).toBe(loop.message);
      const live = await createRecord(db, blogs, blog({ title: 'Live post', slug: 'live-post', status: 'active' }));
      const shadow = (await rejection(createRedirect(db, { from: '/blogs/live-post', to: '/blogs' }))) as ValidationError;
      expect(shadow.message).toBe('"/blogs/live-post" would hide the blog post "Live post" at /blogs/live-post, which is on the website. Unpublish it or change its address first.');
      const prefix = (await rejection(createRedirect(db, { from: '/blogs/*', to: '/news/*' }))) as ValidationError;
      expect(prefix.message).toContain(`would hide the blog post "Live post" at /blogs/live-post`);
      expect((await listRedirects(db)).length).toBe(before.length + 1);
      await updateRecord(db, blogs, live._id as string, { ...bodyOf(live), status: 'inactive' });
      // Unpublished, its address may be pointed elsewhere.
      const pointed = await createRedirect(db, { from: '/blogs/live-post/', to: '/blogs' });
      expect(pointed.from).toBe('/blogs/live-post');
      await deleteRedirect(db, pointed._id);
    });

    it('collapses a chain made by hand both ways, and applies a prefix rule with the rest of the path', async () => {
      const c = await createRedirect(db, { from: '/c', to: '/d' });
      await createRedirect(db, { from: '/d', to: '/e?x=1' });
      const list = await listRedirects(db);
      expect(list.find((r) => r._id === c._id)?.to).toBe('/e?x=1');
      await createRedirect(db, { from: '/old-blog/*', to: '/blogs/*' });
      expect(await resolveRedirect(db, '/old-blog/2019/heart')).toBe('/blogs/2019/heart');
      expect(await resolveRedirect(db, '/old-blog')).toBe('/blogs');
      expect(await resolveRedirect(db, '/old-blogger')).toBeUndefined();
      const wrong = (await rejection(createRedirect(db, { from: '/older/*', to: '/blogs' }))) as ValidationError;
      expect(wrong.errors.to).toBe('"/older/*" is a prefix rule: the new address must end in /* too (e.g. /blogs/*).');
      const edited = await updateRedirect(db, c._id, { from: '/c', to: 'https://old.example.org/c' });
      expect(edited.to).toBe('https://old.example.org/c');
      expect(await resolveRedirect(db, '/c')).toBe('https://old.example.org/c');
      const reserved = (await rejection(createRedirect(db, { from: '/admin/x', to: '/y' }))) as ValidationError;
      expect(reserved.errors.from).toMatch(/belongs to the server/);
    });

    it('imports 50 lines of CSV with a bad line named, and exports what it imported', async () => {
      const lines = ['from,to', ...Array.from({ length: 50 }, (_, i) => `/old-site/page-${i}.html,/blogs`)];
      lines[18] = '/old-site/page-17.html,not an address';
      const result = await importRedirectsCsv(db, `${lines.join('\r\n')}\r\n`);
      expect(result.imported).toBe(49);
      expect(result.errors).toEqual([{ line: 19, field: 'to', message: 'Line 19: "not an address" must be an address on this site starting with one "/", or a full http(s) address.' }]);
      expect(await resolveRedirect(db, '/old-site/page-3.html')).toBe('/blogs');
      expect(await resolveRedirect(db, '/old-site/page-17.html')).toBeUndefined();
      // The same file again changes nothing.
      const count = (await listRedirects(db, { source: 'csv' })).length;
      expect((await importRedirectsCsv(db, lines.join('\n'))).imported).toBe(49);
      expect((await listRedirects(db, { source: 'csv' })).length).toBe(count);
      const csv = await exportRedirectsCsv(db);
      expect(csv).toContain('\r\n/old-site/page-3.html,/blogs\r\n');
      expect(csv).toContain('/old-blog/*,/blogs/*');
      const loop = await importRedirectsCsv(db, '/x1,/x2\n/x2,/x1\n');
      expect(loop.imported).toBe(1);
      expect(loop.errors[0]).toMatchObject({ line: 2, field: 'to', message: 'Line 2: "/x2" → "/x1" would make a loop: /x2 → /x1 → /x2.' });
    });
  });
}
