import { localizeRecord } from '@hospital/content/i18n/localize';
import { readTranslations, translationStatus, translationsKey } from '@hospital/content/i18n/translations';
import { contentTypeByKey } from '@hospital/content/registry';
import { slugify } from '@hospital/content/slug';
import { templateRows, templateValue, type TemplateDataEntry } from '@hospital/content/templates/template-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { listRecords } from '../content/content-operations';
import type { Db } from '../db/database';
import { getAllMenus, type MenuItem } from '../menus/menu-operations';
import { getSiteSettingsRecord } from '../settings/site-settings-operations';
import { departments } from './data/departments';
import { faqs } from './data/faqs';
import { hindi, hindiExpertSlugs, hindiMenus, hindiPages } from './data/hindi/index';
import { seedDemo } from './seed-demo';
import { menuItemKey } from './translations';

/**
 * Issue 32's demo in Hindi, on a seeded database of each dialect: the home page, at least 15
 * doctors, every department, the named pages, every FAQ, the menus and the site settings carry
 * `translations.hi`, stamped by the server, and count as translated (not missing, not out of date).
 */

const typeOf = (key: string) => {
  const type = contentTypeByKey(key);
  if (!type) throw new Error(`no type ${key}`);
  return type;
};

async function all(db: Db, key: string): Promise<Record<string, unknown>[]> {
  const { data, total } = await listRecords(db, typeOf(key), { page: 1, limit: 100 });
  expect(data.length, key).toBe(total);
  return data as Record<string, unknown>[];
}

const flatten = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

for (const dialect of dialects) {
  describe(`the demo hospital in Hindi (${dialect.name})`, () => {
    let test: TestDatabase;
    let db: Db;
    const now = new Date();

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      await seedDemo(db, testConfig(), { now, plainPictures: true });
    }, 180_000);

    afterAll(async () => {
      await test?.drop();
    });

    /** The records of a type whose key (slug, route, …) is among `keys`, each checked translated. */
    async function expectTranslated(key: string, keyOf: (record: Record<string, unknown>) => string, keys: readonly string[]): Promise<void> {
      const type = typeOf(key);
      const records = (await all(db, key)).filter((r) => keys.includes(keyOf(r)));
      expect(records.map(keyOf).sort(), key).toEqual([...keys].sort());
      for (const record of records) {
        const translation = readTranslations(record[translationsKey])[hindi];
        expect(translation, `${key} ${keyOf(record)}`).toBeDefined();
        expect(Date.parse(translation?.savedAt ?? ''), `${key} ${keyOf(record)} savedAt`).toBeGreaterThan(0);
        expect(translationStatus(type, record, hindi), `${key} ${keyOf(record)}`).toEqual({ state: 'translated', missing: [], outdated: [] });
        expect(translation?.values.title, `${key} ${keyOf(record)}`).toMatch(/[\u0900-\u097F]/);
      }
    }

    it('has every department and at least 15 doctors translated', async () => {
      await expectTranslated('expert-categories', (r) => String(r.slug), departments.map((d) => d.slug));
      expect(hindiExpertSlugs.length).toBeGreaterThanOrEqual(15);
      await expectTranslated('experts', (r) => String(r.slug), hindiExpertSlugs);
    });

    it('gives every doctor and department, the blog\'s categories and its ten newest posts a Hindi title and text (issue 43: 23 of 46 doctors and the blog had none)', async () => {
      const missing: string[] = [];
      const check = (key: string, record: Record<string, unknown>, fields: readonly string[]) => {
        const values = readTranslations(record[translationsKey])[hindi]?.values;
        for (const field of fields) if (!/[\u0900-\u097F]/.test(String(values?.[field] ?? ''))) missing.push(`${key} ${String(record.slug)}: ${field}`);
      };
      for (const key of ['experts', 'expert-categories']) for (const record of await all(db, key)) check(key, record, ['title', 'description']);
      // The blog on /hi/blogs: its page, its filter's categories, and at least the ten newest posts.
      const blogPage = (await all(db, 'pages')).filter((r) => r.pageRoute === 'blogs');
      expect(blogPage).toHaveLength(1);
      for (const record of blogPage) check('pages', record, ['title', 'description']);
      for (const record of await all(db, 'blog-categories')) check('blog-categories', record, ['title']);
      const newest = (await all(db, 'blogs')).sort((a, b) => String(b.date).localeCompare(String(a.date))).slice(0, 10);
      expect(newest).toHaveLength(10);
      for (const record of newest) check('blogs', record, ['title', 'description']);
      expect(missing).toEqual([]);
    });

    it('has every page, speciality, facility, location, leader and post wholly translated (issue 43: 41 of 47 pages, 24 of 34 posts and all of the others had no Hindi or only part)', async () => {
      const keyed: [string, (r: Record<string, unknown>) => string][] = [
        ['pages', (r) => String(r.pageRoute)],
        ['specialities', (r) => String(r.slug)],
        ['hospitalfacilities', (r) => String(r.title)],
        ['locations', (r) => String(r.slug)],
        ['leaders', (r) => String(r.slug)],
        ['blogs', (r) => String(r.slug)],
      ];
      for (const [key, keyOf] of keyed) {
        const records = await all(db, key);
        expect(records.length, key).toBeGreaterThan(0);
        await expectTranslated(key, keyOf, records.map(keyOf));
      }
    });

    it("reads the doctors' rooms and the holidays' names in Hindi, the days and times shared", async () => {
      const menon = (await all(db, 'experts')).find((r) => r.slug === 'dr-arvind-menon');
      expect(menon).toBeDefined();
      const room = 'ओपीडी ब्लॉक A, कमरा 1';
      expect(localizeRecord(typeOf('experts'), menon ?? {}, hindi).opd_sessions).toEqual(
        ['mon', 'wed', 'fri'].map((day) => ({ day, start: '09:00', end: '13:00', place: room, location: expect.any(String) })),
      );
      const settings = await getSiteSettingsRecord(db);
      expect(translationStatus(typeOf('site-settings'), settings, hindi).missing).not.toContain('holidays');
      const names = readTranslations(settings[translationsKey])[hindi]?.values.holidays as { name: string }[];
      expect(names.map((h) => h.name)).toContain('गणतंत्र दिवस');
    });

    it('has the home, contact, booking, find-a-doctor and FAQ pages translated, their pictures and links shared', async () => {
      const routes = ['home', 'contact-us', 'book-an-appointment', 'find-a-doctor', 'faqs'];
      expect(Object.keys(hindiPages)).toEqual(expect.arrayContaining(routes));
      await expectTranslated('pages', (r) => String(r.pageRoute), Object.keys(hindiPages));
      const home = (await all(db, 'pages')).find((r) => r.pageRoute === 'home');
      const translated = readTranslations(home?.[translationsKey])[hindi]?.values.templateData as TemplateDataEntry[];
      expect(templateValue(translated, 'about_section_title')).toBe('एक टीचिंग हॉस्पिटल, जहाँ मरीज़ सबसे पहले है');
      expect(templateRows(translated, 'testimonial_section')[0]?.testimonial_name).toBe('सुनीता वर्मा');
      // Pictures and links are the English page's, shared by every language.
      expect(templateValue(translated, 'about_section_image')).toBeNull();
      expect(templateRows(translated, 'after_banner_section_loop').every((row) => !('link' in row) && !('icon' in row))).toBe(true);
      // In Hindi the page reads wholly in Hindi, with the English page's pictures and links.
      const inHindi = localizeRecord(typeOf('pages'), home ?? {}, hindi);
      expect(inHindi._translated).toBe(true);
      expect(inHindi._fallback).toEqual([]);
      const english = home?.templateData as TemplateDataEntry[];
      const localized = inHindi.templateData as TemplateDataEntry[];
      expect(templateValue(localized, 'about_section_title')).toBe(templateValue(translated, 'about_section_title'));
      expect(templateValue(localized, 'about_section_image')).toBe(templateValue(english, 'about_section_image'));
      expect(templateRows(localized, 'after_banner_section_loop').map((row) => row.link)).toEqual(templateRows(english, 'after_banner_section_loop').map((row) => row.link));
    });

    it('has every FAQ translated', async () => {
      await expectTranslated('faqs', (r) => slugify(String(r.title)), faqs.map((f) => slugify(f.title)));
    });

    it('has every menu item and the site settings texts translated', async () => {
      const menus = await getAllMenus(db);
      for (const [location, items] of Object.entries(menus) as [keyof typeof hindiMenus, MenuItem[]][]) {
        for (const item of flatten(items)) {
          const record = item as unknown as Record<string, unknown>;
          expect(translationStatus(typeOf('menus'), record, hindi), `${location} ${item.path}`).toEqual({ state: 'translated', missing: [], outdated: [] });
          expect(readTranslations(record[translationsKey])[hindi]?.values.title, `${location} ${item.path}`).toBe(hindiMenus[location][menuItemKey(item)]);
        }
      }
      const settings = await getSiteSettingsRecord(db);
      expect(translationStatus(typeOf('site-settings'), settings, hindi)).toEqual({ state: 'translated', missing: [], outdated: [] });
    });
  });
}
