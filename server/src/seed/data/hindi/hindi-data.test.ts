import { describe, expect, it } from 'vitest';
import type { Field } from '@hospital/content/fields';
import { isTranslatableTemplateField, translatableFields } from '@hospital/content/i18n/translations';
import { menuLocations } from '@hospital/content/types/menus/index';
import { contentTypeByKey } from '@hospital/content/registry';
import { slugify } from '@hospital/content/slug';
import { editorFields, pageTemplateById } from '@hospital/content/templates/index';
import { menuItemKey } from '../../translations';
import { departments } from '../departments';
import { experts } from '../experts';
import { faqs } from '../faqs';
import { banners } from '../media-library';
import { footerMenu, headerMenu, quickLinks, type MenuItemSeed } from '../menus';
import { pageSeeds } from '../pages';
import { siteSettings } from '../site';
import { hindiBanners, hindiDepartments, hindiExpertSlugs, hindiExperts, hindiFaqs, hindiMenus, hindiPages, hindiSiteSettings } from './index';

/**
 * The demo's Hindi names the English demo's records and fields: a slug, page route, menu link or
 * field renamed in the English seed fails here rather than leaving Hindi that nothing reads.
 */

const devanagari = /[\u0900-\u097F]/;
/** The fields of a type that are translated: the only ones a translation may hold. */
const fieldNames = (key: string): string[] => {
  const type = contentTypeByKey(key);
  if (!type) throw new Error(`no content type ${key}`);
  return translatableFields(type).map((f) => f.name);
};
/** A template field a patient reads: text or rich text, not a link, address, picture or department. */
const isWords = (field: Field | undefined): boolean => field !== undefined && field.type !== 'repeater' && field.type !== 'templateData' && field.type !== 'fieldList' && field.type !== 'seo' && isTranslatableTemplateField(field);

describe("the demo's Hindi", () => {
  it('has every department, by slug, in translated fields of the department type', () => {
    expect(Object.keys(hindiDepartments).sort()).toEqual(departments.map((d) => d.slug).sort());
    const fields = fieldNames('expert-categories');
    for (const [slug, values] of Object.entries(hindiDepartments)) {
      for (const name of Object.keys(values)) expect(fields, `${slug}.${name}`).toContain(name);
      expect(values.title, slug).toMatch(devanagari);
      expect(values.description, slug).toMatch(devanagari);
    }
  });

  it('has at least 15 doctors, each a doctor of the English demo, in translated fields of the doctor type', () => {
    const slugs = experts.map((e) => slugify(e.title));
    for (const slug of hindiExpertSlugs) expect(slugs, slug).toContain(slug);
    expect(Object.keys(hindiExperts)).toHaveLength(hindiExpertSlugs.length);
    expect(hindiExpertSlugs.length).toBeGreaterThanOrEqual(15);
    const fields = fieldNames('experts');
    for (const [slug, values] of Object.entries(hindiExperts)) {
      for (const name of Object.keys(values)) expect(fields, `${slug}.${name}`).toContain(name);
      expect(values.title, slug).toMatch(/^डॉ\. [\u0900-\u097F ]+$/);
      // Degrees are kept in Latin letters, as Indian hospitals write them.
      expect(values.education, slug).toMatch(/^MBBS\b/);
      expect(values.description, slug).toContain(values.title);
    }
  });

  it('has every FAQ, keyed by the slug of its English question', () => {
    expect(Object.keys(hindiFaqs).sort()).toEqual(faqs.map((f) => slugify(f.title)).sort());
    const fields = fieldNames('faqs');
    for (const [key, values] of Object.entries(hindiFaqs)) {
      for (const name of Object.keys(values)) expect(fields, `${key}.${name}`).toContain(name);
      expect(values.title, key).toMatch(devanagari);
    }
  });

  it("has every home slide, keyed by where it leads, in translated fields of the banner type", () => {
    expect(Object.keys(hindiBanners).sort()).toEqual(banners.map((b) => b.bannerLink).sort());
    const fields = fieldNames('banners');
    for (const [key, values] of Object.entries(hindiBanners)) {
      for (const name of Object.keys(values)) expect(fields, `${key}.${name}`).toContain(name);
      for (const text of Object.values(values)) expect(text, key).toMatch(devanagari);
    }
  });

  it('has the home, contact, booking, find-a-doctor and FAQ pages, each section a words field the English page fills', () => {
    expect(Object.keys(hindiPages)).toEqual(expect.arrayContaining(['home', 'contact-us', 'book-an-appointment', 'find-a-doctor', 'faqs']));
    const pages = new Map(pageSeeds(new Date('2026-11-26T00:00:00Z')).map((p) => [p.pageRoute, p]));
    const fields = fieldNames('pages');
    for (const [route, hindi] of Object.entries(hindiPages)) {
      const page = pages.get(route);
      expect(page, route).toBeDefined();
      if (!page) continue;
      for (const name of Object.keys(hindi).filter((n) => n !== 'sections')) expect(fields, `${route}.${name}`).toContain(name);
      if (page.seo) expect(hindi.seo, `${route} has SEO texts in English`).toBeDefined();
      const template = pageTemplateById(page.template);
      expect(template, route).toBeDefined();
      const declared = new Map(editorFields(template!).map((f) => [f.name, f]));
      const sections = hindi.sections ?? {};
      for (const [name, section] of Object.entries(sections)) {
        const english = page.fields[name];
        expect(english, `${route}: ${name}`).toBeDefined();
        const field = declared.get(name);
        if (typeof section === 'string') {
          expect(isWords(field), `${route}: ${name} is a words field`).toBe(true);
          continue;
        }
        expect(field?.type, `${route}: ${name}`).toBe('repeater');
        const rows = english as readonly Record<string, unknown>[];
        expect(section, `${route}: ${name}`).toHaveLength(rows.length);
        const cells = new Map(field?.type === 'repeater' ? field.fields.map((f) => [f.name, f]) : []);
        for (const row of section) for (const cell of Object.keys(row)) expect(isWords(cells.get(cell)), `${route}: ${name}.${cell}`).toBe(true);
      }
      // Every words section of the English page is in Hindi, so the page reads in one language.
      for (const [name, value] of Object.entries(page.fields)) {
        const field = declared.get(name);
        const words = field?.type === 'repeater' ? field.fields.filter(isWords).length > 0 : isWords(field) && typeof value === 'string' && value !== '';
        if (words) expect(Object.keys(sections), `${route}: ${name} in Hindi`).toContain(name);
      }
    }
  });

  it("names every item of the three menus by its link, and every item has a Hindi title", () => {
    const keys = (items: readonly MenuItemSeed[]): string[] => items.flatMap((item) => [menuItemKey(item), ...keys(item.children ?? [])]);
    const english = { header: keys(headerMenu(departments)), quicklinks: keys(quickLinks), footer: keys(footerMenu) };
    for (const location of menuLocations) {
      expect(Object.keys(hindiMenus[location]).sort(), location).toEqual([...new Set(english[location])].sort());
      for (const title of Object.values(hindiMenus[location])) expect(title).toMatch(devanagari);
    }
  });

  it('has the site settings texts the English demo fills, in translated fields of the settings', () => {
    const fields = fieldNames('site-settings');
    for (const [name, value] of Object.entries(hindiSiteSettings)) {
      expect(fields, name).toContain(name);
      expect((siteSettings as Record<string, unknown>)[name], `${name} is filled in English`).toBeTruthy();
      expect(value, name).toMatch(devanagari);
    }
  });
});
