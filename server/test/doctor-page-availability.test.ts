import type { FastifyInstance } from 'fastify';
import { en as englishSite } from '@hospital/content/i18n/messages/site';
import { languageInfo } from '@hospital/content/i18n/languages';
import { slotText } from '@hospital/content/opd/timings';
import type { FreeSlot, FreeSlotsAnswer } from '@hospital/content/wire/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { upsertAdmin } from '../src/auth/auth-operations';
import { contentTableName } from '../src/db/database';
import { bearer, signInToken, testAdmin } from './helpers/api';
import { dialects, testConfig, type TestDatabase } from './helpers/databases';
import { createScheduledDoctor, dayAhead } from './helpers/opd-doctors';

/**
 * Issue 47: the website keeps a doctor's free slots between renders (a page rendered for each of
 * many hosts reads them once), and a booking or a change of the doctor's schedule shows on the
 * doctor's page at once, not a minute later: the page is rendered again with the new "Next
 * available". On the built website (npm run build).
 */

const english = { locale: languageInfo('en').locale, texts: englishSite };
const nextShown = (html: string): string | undefined => new RegExp(`${englishSite.nextAvailable}(?:<!-- -->)?\\s*<strong>([^<]*)</strong>`).exec(html)?.[1];

for (const dialect of dialects) {
  describe(`a doctor's page and their free slots on ${dialect.name}`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let auth: Record<string, string>;
    let doctor: { _id: string; title: string; department: string };
    let pagePath: string;

    beforeAll(async () => {
      database = await dialect.create();
      await upsertAdmin(database.db, testAdmin);
      app = await buildApp({ config: testConfig(), db: database.db, web: true, logger: false });
      auth = bearer(await signInToken(app));
      const settings = await app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: auth, payload: { siteTitle: 'Saffron Ridge Hospital', site_phone_no_1: '+91 80 4000 1234', time_zone: 'Asia/Kolkata' } });
      expect(settings.statusCode, settings.body).toBe(200);
      doctor = await createScheduledDoctor(database.db);
      const { slug } = await database.db.kysely.selectFrom(contentTableName('experts')).select('slug').where('id', '=', doctor._id).executeTakeFirstOrThrow();
      const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      pagePath = new URL(new RegExp(`<loc>([^<]*/our-experts/[^/<]+/${slug ?? ''})</loc>`).exec(sitemap)?.[1] ?? 'http://x/missing').pathname;
      expect(pagePath).not.toBe('/missing');
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const page = async (host = 'hospital.test') => {
      const answer = await app.inject({ method: 'GET', url: pagePath, headers: { host } });
      expect(answer.statusCode).toBe(200);
      return answer.body;
    };
    const nextSlot = async (): Promise<FreeSlot> => {
      const next = (await app.inject({ method: 'GET', url: `/api/admin/appointment-slots?doctor=${doctor._id}` })).json<FreeSlotsAnswer>().next;
      expect(next).not.toBeNull();
      return next as FreeSlot;
    };
    /** The page as soon as it shows `expected` (it is rendered again in the background after a change), within 10 s. */
    const pageShowing = async (expected: string): Promise<string | undefined> => {
      const until = Date.now() + 10_000;
      let shown = nextShown(await page());
      while (shown !== expected && Date.now() < until) {
        await new Promise((resolve) => setImmediate(resolve));
        shown = nextShown(await page());
      }
      return shown;
    };

    /** A patient books the doctor's slot at `dateTime` through the public form's API. */
    const book = async (dateTime: string, patient: { name: string; phone: string; email: string }, remoteAddress: string) => {
      const booked = await app.inject({
        method: 'POST',
        url: '/api/admin/BookAppointmentForms',
        payload: { ...patient, date_time: dateTime, department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' },
        remoteAddress,
      });
      expect(booked.statusCode, booked.body).toBe(201);
    };

    it('shows the next free slot, and the one after it as soon as that slot is booked', async () => {
      const first = await nextSlot();
      expect(nextShown(await page())).toBe(slotText(first, english));
      await book(first.dateTime, { name: 'Asha Patil', phone: '9845012345', email: 'asha@example.com' }, '198.51.100.20');
      const second = await nextSlot();
      expect(second.start > first.start).toBe(true);
      expect(await pageShowing(slotText(second, english))).toBe(slotText(second, english));
    });

    it("shows the new next slot after the doctor's leave is saved in the studio", async () => {
      const record = (await app.inject({ method: 'GET', url: `/api/admin/experts/${doctor._id}`, headers: auth })).json<{ data: Record<string, unknown> }>().data;
      const before = await nextSlot();
      expect(nextShown(await page())).toBe(slotText(before, english));
      const { _id, createdAt, updatedAt, ...fields } = record;
      const saved = await app.inject({ method: 'PUT', url: `/api/admin/experts/${doctor._id}`, headers: auth, payload: { ...fields, opd_leave: [{ from: dayAhead(0), to: dayAhead(3), reason: 'Conference' }] } });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await nextSlot();
      expect(after.day).toBe(dayAhead(4));
      expect(await pageShowing(slotText(after, english))).toBe(slotText(after, english));
      void [_id, createdAt, updatedAt];
    });

    it('renders the page for many hosts from one reading of the free slots', async () => {
      const statements: string[] = [];
      database.db.timeQueries((_ms, text) => statements.push(text));
      try {
        const shown: string[] = [];
        for (let i = 0; i < 5; i++) shown.push(nextShown(await page(`host-${i}.test`)) ?? '');
        expect(new Set(shown).size).toBe(1);
        expect(shown[0]).toBe(slotText(await nextSlot(), english));
        // Five renders (a page cache entry per host) and the one API read above: the bookings are read at most twice, not six times.
        expect(statements.filter((text) => text.includes('appointment_bookings')).length).toBeLessThanOrEqual(2);
      } finally {
        database.db.timeQueries(undefined);
      }
    });

    it('reads the free slots once for renders of the page for new hosts until a booking, which the next renders show without reading them again', async () => {
      const bookingReads: string[] = [];
      const count = () => bookingReads.length;
      database.db.timeQueries((_ms, text) => {
        if (text.includes('appointment_bookings')) bookingReads.push(text);
      });
      try {
        const first = await nextSlot();
        // Every render below is of a host the page cache has never seen: each is a render, not a cached page.
        const shown = async (round: string) => {
          const seen: (string | undefined)[] = [];
          for (let i = 0; i < 8; i++) seen.push(nextShown(await page(`${round}-${i}.test`)));
          return seen;
        };
        const beforeRenders = count();
        const before = await shown('before');
        expect(before).toEqual(Array(8).fill(slotText(first, english)));
        // At most one reading of the bookings for the eight renders (none when an earlier render's answer is still kept).
        expect(count() - beforeRenders).toBeLessThanOrEqual(1);
        await book(first.dateTime, { name: 'Ravi Kumar', phone: '9845098765', email: 'ravi@example.com' }, '198.51.100.21');
        const second = await nextSlot();
        expect(second.start > first.start).toBe(true);
        expect(await pageShowing(slotText(second, english))).toBe(slotText(second, english));
        // The booking made the website read the doctor's slots again once; renders for new hosts reuse that answer.
        const afterRenders = count();
        const after = await shown('after');
        expect(after).toEqual(Array(8).fill(slotText(second, english)));
        expect(count() - afterRenders).toBeLessThanOrEqual(1);
      } finally {
        database.db.timeQueries(undefined);
      }
    });
  });
}
