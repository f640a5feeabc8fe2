import { describe, expect, it } from 'vitest';
import { fieldNames } from './content-type';
import { contentTypeByAdminPath, contentTypeByKey, contentTypes } from './registry';
import { menuLocations } from './types/menus';
import { siteSettings } from './types/site-settings/index';

/** SPEC §2 "Admin routes" and §7: API name → admin list route (and create/edit base). */
const specAdminRoutes: Record<string, { list: string; edit?: string }> = {
  pages: { list: 'pages' },
  banners: { list: 'banners' },
  faqs: { list: 'faqs' },
  leaders: { list: 'leaders' },
  'expert-categories': { list: 'expert-categories' },
  experts: { list: 'experts' },
  'gallery-categories': { list: 'gallery-categories' },
  galleries: { list: 'galleries' },
  'blog-categories': { list: 'blog-categories' },
  blogs: { list: 'blogs' },
  hospitalfacilities: { list: 'hospitalfacilities' },
  events: { list: 'events' },
  'media-coverage': { list: 'media-coverage' },
  announcements: { list: 'announcements' },
  hirings: { list: 'hirings' },
  'video-galleries': { list: 'videogalleries', edit: 'videogallery' },
  templates: { list: 'templates' },
  specialities: { list: 'our-speciality' },
  camps: { list: 'camps' },
  medias: { list: 'medias' },
  'site-settings': { list: 'site-settings' },
  admins: { list: 'change-profile' },
  menus: { list: 'menus' },
  'form-entries': { list: 'contactentries' },
  // Beyond the SPEC: the network's hospitals and clinics (issue 48).
  locations: { list: 'locations' },
};

/** SPEC §7: the types with a public `{key}/active` listing. */
const specActiveListings = [
  'banners',
  'expert-categories',
  'experts',
  'faqs',
  'media-coverage',
  'events',
  'specialities',
  'announcements',
  'hospitalfacilities',
  'galleries',
  'gallery-categories',
  'blogs',
  'blog-categories',
  'hirings',
  'video-galleries',
  'pages',
  'leaders',
  'camps',
  // Beyond SPEC §7: the network's hospitals and clinics (issue 48).
  'locations',
];

describe('content type registry', () => {
  it("declares exactly the content types of the spec and the network's locations, each once", () => {
    const keys = contentTypes.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(specAdminRoutes).sort());
  });

  it("uses the spec's admin routes, including the singular video gallery edit route", () => {
    for (const type of contentTypes) {
      const route = specAdminRoutes[type.key];
      expect(type.adminPath, type.key).toBe(route?.list);
      expect(type.adminEditPath, type.key).toBe(route?.edit);
    }
    const paths = contentTypes.flatMap((t) => [t.adminPath, ...(t.adminEditPath ? [t.adminEditPath] : [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds a type by key and by admin route', () => {
    expect(contentTypeByKey('experts')?.adminPath).toBe('experts');
    expect(contentTypeByKey('nope')).toBeUndefined();
    expect(contentTypeByAdminPath('our-speciality')?.key).toBe('specialities');
    expect(contentTypeByAdminPath('videogalleries')?.key).toBe('video-galleries');
    expect(contentTypeByAdminPath('videogallery/edit/abc')?.key).toBe('video-galleries');
    expect(contentTypeByAdminPath('/contactentries')?.key).toBe('form-entries');
    expect(contentTypeByAdminPath('dashboard')).toBeUndefined();
  });

  it('offers a public active listing exactly for the types SPEC §7 reads', () => {
    const listed = contentTypes.filter((t) => t.publicListing).map((t) => t.key);
    expect(listed.sort()).toEqual([...specActiveListings].sort());
  });

  it('points every relation at a declared type', () => {
    for (const type of contentTypes) {
      const relations = type.fields.flatMap((f) =>
        f.type === 'relation' ? [f] : f.type === 'repeater' ? f.fields.filter((s) => s.type === 'relation') : [],
      );
      for (const relation of relations) {
        expect(contentTypeByKey(relation.to), `${type.key}.${relation.name}`).toBeDefined();
      }
    }
  });

  it('names only real fields in title, list columns, search, sort, date and public listing', () => {
    for (const type of contentTypes) {
      const names = new Set(fieldNames(type));
      const own = new Set(type.fields.map((f) => f.name));
      const named = [
        type.titleField,
        ...type.listColumns,
        ...type.searchFields,
        type.defaultSort.field,
        ...(type.dateField ? [type.dateField] : []),
        ...(type.publicListing?.fields ?? []),
      ];
      for (const name of named) expect(names.has(name), `${type.key}: ${name}`).toBe(true);
      expect(own.has(type.titleField), `${type.key} title`).toBe(true);
      for (const name of type.searchFields) expect(own.has(name), `${type.key} search ${name}`).toBe(true);
      if (type.dateField) {
        expect(type.fields.find((f) => f.name === type.dateField)?.type, `${type.key} date`).toBe('date');
      }
    }
  });

  it('places each field of a form section in one section only, and names only declared fields there', () => {
    for (const type of contentTypes) {
      const own = new Set(type.fields.map((f) => f.name));
      const grouped = (type.formGroups ?? []).flatMap((group) => group.fields);
      expect(new Set(grouped).size, `${type.key} form sections`).toBe(grouped.length);
      for (const name of grouped) expect(own.has(name), `${type.key} form section field ${name}`).toBe(true);
    }
    // The site settings screen shows every field in a named section.
    expect(new Set(siteSettings.formGroups?.flatMap((group) => group.fields))).toEqual(new Set(siteSettings.fields.map((f) => f.name)));
  });

  it('keeps field names unique within each type and within each repeater', () => {
    for (const type of contentTypes) {
      const names = type.fields.map((f) => f.name);
      expect(new Set(names).size, type.key).toBe(names.length);
      for (const field of type.fields) {
        if (field.type !== 'repeater') continue;
        const sub = field.fields.map((f) => f.name);
        expect(new Set(sub).size, `${type.key}.${field.name}`).toBe(sub.length);
      }
    }
  });

  it('sorts the public listings as SPEC §9 says', () => {
    const sort = (key: string) => contentTypeByKey(key)?.defaultSort;
    expect(sort('camps')).toEqual({ field: 'campsdate', direction: 'desc' });
    expect(sort('events')).toEqual({ field: 'start_date', direction: 'desc' });
    expect(sort('media-coverage')).toEqual({ field: 'coveragedate', direction: 'desc' });
    expect(sort('blogs')).toEqual({ field: 'date', direction: 'desc' });
    expect(sort('announcements')).toEqual({ field: 'date', direction: 'desc' });
    expect(sort('experts')).toEqual({ field: 'title', direction: 'asc' });
    expect(sort('pages')).toEqual({ field: 'title', direction: 'asc' });
    expect(sort('faqs')).toEqual({ field: 'createdAt', direction: 'desc' });
  });

  it('keeps site settings a singleton holding every field of SPEC §3 and the form texts', () => {
    const settings = contentTypeByKey('site-settings');
    expect(settings?.kind).toBe('singleton');
    const names = settings?.fields.map((f) => f.name) ?? [];
    expect(names).toEqual(
      expect.arrayContaining([
        'siteTitle',
        'header_logo',
        'footer_logo',
        'footerText',
        'site_mail_id',
        'site_phone_no_1',
        'site_address',
        'google_map_url',
        'google_map_iframe',
        'facebook_link',
        'twitter_link',
        'instagram_link',
        'linkedin_link',
        'youtube_link',
        'headerbtnLink',
        'nameplaceholder',
        'phoneplaceholder',
        'emailplaceholder',
        'subjectplaceholder',
        'messageplaceholder',
        'submitbuttontext',
        'footerformsubtitle',
        'footerformtitle',
        'footerformdescription',
      ]),
    );
  });

  it('places the menus in the three locations of the spec', () => {
    expect(menuLocations).toEqual(['header', 'quicklinks', 'footer']);
    const location = contentTypeByKey('menus')?.fields.find((f) => f.name === 'location');
    expect(location?.type === 'select' ? location.options.map((o) => o.value) : []).toEqual([...menuLocations]);
  });

  it('keeps the custom screens custom and the public types collections', () => {
    for (const key of ['medias', 'menus', 'form-entries', 'admins']) expect(contentTypeByKey(key)?.kind).toBe('custom');
    for (const key of specActiveListings) expect(contentTypeByKey(key)?.kind, key).toBe('collection');
  });
});
