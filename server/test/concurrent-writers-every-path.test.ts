import { publicForms } from '@hospital/content/forms/declarations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBooking } from '../src/appointments/bookings';
import { createRecord } from '../src/content/content-operations';
import type { Db } from '../src/db/database';
import { submitForm } from '../src/forms/form-operations';
import { getMenu } from '../src/menus/menu-operations';
import { saveDirectly } from '../src/publishing/publishing-operations';
import { searchTables } from '../src/search/search-schema';
import { getSiteSettingsRecord, siteSettingsKey } from '../src/settings/site-settings-operations';
import { createRelatedTargets, sampleBody, typeOf } from './helpers/content-factories';
import { dialects, type TestDatabase } from './helpers/databases';
import { createScheduledDoctor, dayAhead, formValue } from './helpers/opd-doctors';

/**
 * Issue 46, "saves that cannot deadlock", on every write path: eight writers at once on each of
 * the site settings, the menus, bookings with cancellations and content of several types, through
 * the operations the routes call (on PostgreSQL half of them through a second connection, as a
 * second server process has). None may fail with anything but a refusal the product means (a
 * full slot), and what is left must add up: versions counted once per save, no slot over its
 * places, a menu tree exactly as one writer saved it, the search vocabulary's counts exact.
 */

const writers = 8;
const appointmentForm = publicForms.find((f) => f.key === 'appointment')!;

/** Runs `each(writer, i)` `times` times in each of the eight writers at once; answers what threw. */
async function eightWriters(connections: readonly Db[], times: number, each: (db: Db, writer: number, i: number) => Promise<void>): Promise<unknown[]> {
  const failures: unknown[] = [];
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const db = connections[w % connections.length]!;
      for (let i = 0; i < times; i++) {
        try {
          await each(db, w, i);
        } catch (error) {
          failures.push(error);
        }
      }
    }),
  );
  return failures;
}

/** The failures, each kind once with how many times it happened. */
const described = (failures: unknown[]): string[] => {
  const counted = new Map<string, number>();
  for (const f of failures) {
    const text = `${(f as { code?: string }).code ?? ''} ${(f as Error).message}`.trim();
    counted.set(text, (counted.get(text) ?? 0) + 1);
  }
  return [...counted].map(([text, n]) => `${n}× ${text}`);
};

const versionOf = async (db: Db, type: string, id: string): Promise<number> =>
  (await db.kysely.selectFrom('content_state').select('version').where('type', '=', type).where('record_id', '=', id).executeTakeFirst())?.version ?? 0;

/** Words every writer's texts share, in a different order each time: the saves lock the same vocabulary rows. */
const sharedWords = Array.from({ length: 30 }, (_, i) => `overlap${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}word`);
const wordsOf = (n: number, count: number): string[] => {
  const out = [...sharedWords];
  let state = n * 7919 + 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 48271) % 2147483647;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.slice(0, count);
};

for (const dialect of dialects) {
  describe(`eight concurrent writers on every write path (${dialect.name})`, () => {
    let test: TestDatabase;
    let connections: Db[];
    beforeAll(async () => {
      test = await dialect.create();
      connections = dialect.name === 'postgres' ? [test.db, test.connect()] : [test.db];
    });
    afterAll(async () => test.drop());

    it('site settings: 200 saves at once, none refused, each counted once, the last one whole', async () => {
      const base = await getSiteSettingsRecord(test.db);
      const titles = new Set<string>();
      const failures = await eightWriters(connections, 25, async (db, w, i) => {
        const siteTitle = `Hospital ${w}-${i}`;
        titles.add(siteTitle);
        await saveDirectly(db, siteSettingsKey, siteSettingsKey, { ...base, siteTitle, footerText: `Footer of ${siteTitle}` }, true, { actor: { id: null, name: `Writer ${w}` } });
      });
      expect(described(failures)).toEqual([]);
      const saved = await getSiteSettingsRecord(test.db);
      expect(titles.has(String(saved.siteTitle))).toBe(true);
      expect(saved.footerText).toBe(`Footer of ${String(saved.siteTitle)}`);
      expect(await versionOf(test.db, siteSettingsKey, siteSettingsKey)).toBe(writers * 25);
    }, 60_000);

    it('menus: 240 saves of three trees at once, none refused, each tree exactly as one writer saved it', async () => {
      const locations = ['header', 'quicklinks', 'footer'] as const;
      const treeOf = (w: number, i: number) => ({
        items: [0, 1, 2].map((k) => ({
          title: `Item ${k} of ${w}-${i}`,
          path: `/item-${k}-${w}-${i}`,
          openInNewTab: false,
          custom_class: '',
          children: [{ title: `Child of ${k} by ${w}-${i}`, path: `/child-${k}-${w}-${i}`, openInNewTab: false, custom_class: '', children: [] }],
        })),
      });
      const failures = await eightWriters(connections, 30, async (db, w, i) => {
        await saveDirectly(db, 'menus', locations[(w + i) % locations.length]!, treeOf(w, i), true, { actor: { id: null, name: `Writer ${w}` } });
      });
      expect(described(failures)).toEqual([]);
      let versions = 0;
      for (const location of locations) {
        const items = await getMenu(test.db, location);
        const by = /^Item 0 of (\d+-\d+)$/.exec(items[0]?.title ?? '')?.[1];
        expect(by, `the ${location} menu is one writer's tree`).toBeDefined();
        interface Node {
          title: string;
          path: string;
          children: readonly Node[];
        }
        const strip = (tree: readonly Node[]): unknown => tree.map((item) => ({ title: item.title, path: item.path, children: strip(item.children) }));
        const [w, i] = by!.split('-').map(Number) as [number, number];
        expect(strip(items)).toEqual(strip(treeOf(w, i).items));
        const ids = JSON.stringify(items).match(/"_id":"[^"]+"/g) ?? [];
        expect(new Set(ids).size).toBe(6);
        versions += await versionOf(test.db, 'menus', location);
      }
      expect(versions).toBe(writers * 30);
    }, 60_000);

    it('bookings: 8 patients at a time booking overlapping slots and cancelling half, only full slots refused, no slot over its places', async () => {
      const places = 2;
      const doctor = await createScheduledDoctor(test.db, { opd_per_slot: places });
      // Four 15-minute slots a day on three days: 24 places for 192 tries.
      const times = [2, 3, 4].flatMap((d) => ['09:00', '09:15', '09:30', '09:45'].map((t) => formValue(dayAhead(d), t)));
      let booked = 0;
      let full = 0;
      let cancelled = 0;
      const failures = await eightWriters(connections, 24, async (db, w, i) => {
        const n = w * 100 + i;
        const body = {
          name: `Patient ${n}`,
          phone: `97${String(n).padStart(8, '0')}`,
          email: `patient${n}@example.com`,
          date_time: times[(w * 5 + i * 3) % times.length],
          department: doctor.department,
          doctor: doctor.title,
          message: '',
          submit_ip: 'Unknown',
        };
        const result = await submitForm(db, appointmentForm, body, `203.0.113.${n % 250}`, { mail: false, entryUrl: () => '' });
        if (!result.ok) {
          if ('errors' in result && result.nextSlots !== undefined && /no longer free/.test(result.errors.date_time ?? '')) full += 1;
          else throw new Error(`refused for another reason: ${JSON.stringify(result)}`);
          return;
        }
        booked += 1;
        if (i % 2 === 0) {
          const token = new URL(`https://x${result.appointment?.manageUrl ?? ''}`).searchParams.get('token') ?? '';
          await cancelBooking(db, token);
          cancelled += 1;
        }
      });
      expect(described(failures)).toEqual([]);
      expect(booked + full).toBe(writers * 24);
      expect(cancelled).toBeGreaterThan(0);
      const rows = await test.db.kysely.selectFrom('appointment_bookings').select(['slot_start', 'seat', 'status']).where('doctor_id', '=', doctor._id).execute();
      expect(rows.length).toBe(booked);
      const held = rows.filter((r) => r.status === 'booked');
      expect(held.length).toBe(booked - cancelled);
      const perSlot = new Map<string, number[]>();
      for (const row of held) perSlot.set(row.slot_start, [...(perSlot.get(row.slot_start) ?? []), Number(row.seat)]);
      for (const seats of perSlot.values()) {
        expect(seats.length).toBeLessThanOrEqual(places);
        expect(new Set(seats).size).toBe(seats.length);
      }
      expect(rows.filter((r) => r.status === 'cancelled').every((r) => r.seat === null)).toBe(true);
    }, 60_000);

    it('content: 240 saves of FAQs, blogs and events with overlapping words, own records and shared ones, none failing', async () => {
      const related = await createRelatedTargets(test.db);
      const types = ['faqs', 'blogs', 'events'].map(typeOf);
      const bodyOf = (typeIndex: number, n: number) => {
        const type = types[typeIndex]!;
        return sampleBody(type, related, { [type.titleField]: `Title ${wordsOf(n + 1, 3).join(' ')} ${n}`, description: `<p>${wordsOf(n, 20).join(' ')} only${n}</p>`, status: 'active' });
      };
      // One record of each type every writer saves over (no version given: the last save stays).
      const shared = await Promise.all(types.map(async (type, t) => (await createRecord(test.db, type, bodyOf(t, 900_000 + t)))._id));
      const failures = await eightWriters(connections, 30, async (db, w, i) => {
        const t = (w + i) % types.length;
        const type = types[t]!;
        const n = w * 1000 + i;
        const mine = i % 4 === 0;
        if (mine) await createRecord(db, type, bodyOf(t, n));
        else await saveDirectly(db, type.key, shared[t]!, bodyOf(t, n), true, { actor: { id: null, name: `Writer ${w}` } });
      });
      expect(described(failures)).toEqual([]);
      const s = searchTables(test.db.kysely);
      const documents = await s.selectFrom('search_documents').select(['title_text', 'body_text']).execute();
      for (const word of sharedWords.slice(0, 5)) {
        const counted = await s.selectFrom('search_vocabulary').select('doc_count').where('term', '=', word).executeTakeFirst();
        const holding = documents.filter((d) => `${d.title_text} ${d.body_text}`.split(/\s+/).includes(word)).length;
        expect(counted?.doc_count ?? 0, word).toBe(holding);
      }
    }, 60_000);

    it("departments renamed while their doctors are saved: 240 saves, none failing, each doctor's document naming its department's last title", async () => {
      const related = await createRelatedTargets(test.db);
      const departmentType = typeOf('expert-categories');
      const doctorType = typeOf('experts');
      const departmentBody = (n: number) => sampleBody(departmentType, related, { title: `Department ${wordsOf(n, 3).join(' ')} ${n}`, description: `<p>${wordsOf(n + 7, 12).join(' ')}</p>`, status: 'active' });
      const departments = await Promise.all([0, 1].map(async (d) => (await createRecord(test.db, departmentType, departmentBody(800_000 + d)))._id));
      const doctorBody = (d: number, n: number) =>
        sampleBody(doctorType, related, { title: `Dr. Overlap ${d}`, departments: [departments[d % 2]!], description: `<p>${wordsOf(n, 15).join(' ')}</p>`, status: 'active' });
      const doctors = await Promise.all([0, 1, 2, 3, 4, 5].map(async (d) => (await createRecord(test.db, doctorType, doctorBody(d, 700_000 + d)))._id));
      // A department's save writes its doctors' documents again (they show its title): the words of
      // both lock the same vocabulary rows from two sides.
      const failures = await eightWriters(connections, 30, async (db, w, i) => {
        const n = w * 1000 + i;
        if ((w + i) % 3 === 0) await saveDirectly(db, departmentType.key, departments[(w + i) % 2]!, departmentBody(n), true, { actor: { id: null, name: `Writer ${w}` } });
        else {
          const d = (w * 7 + i) % doctors.length;
          await saveDirectly(db, doctorType.key, doctors[d]!, doctorBody(d, n), true, { actor: { id: null, name: `Writer ${w}` } });
        }
      });
      expect(described(failures)).toEqual([]);
      const s = searchTables(test.db.kysely);
      for (const [d, id] of doctors.entries()) {
        const department = await test.db.kysely.selectFrom('content_expert_categories').select('title').where('id', '=', departments[d % 2]!).executeTakeFirstOrThrow();
        const document = await s.selectFrom('search_documents').select('body_text').where('type', '=', 'experts').where('record_id', '=', id).executeTakeFirstOrThrow();
        expect(document.body_text).toContain(department.title.toLowerCase());
      }
      const documents = await s.selectFrom('search_documents').select(['title_text', 'body_text']).execute();
      for (const word of sharedWords.slice(0, 5)) {
        const counted = await s.selectFrom('search_vocabulary').select('doc_count').where('term', '=', word).executeTakeFirst();
        const holding = documents.filter((d) => `${d.title_text} ${d.body_text}`.split(/\s+/).includes(word)).length;
        expect(counted?.doc_count ?? 0, word).toBe(holding);
      }
    }, 60_000);
  });
}
