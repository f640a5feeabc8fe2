import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRelatedTargets, sampleBody, typeOf } from '../../test/helpers/content-factories';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createRecord } from '../content/content-operations';
import { saveMenu } from '../menus/menu-operations';
import { getSiteSettings, saveSiteSettings } from '../settings/site-settings-operations';
import { ApiLoadError, PublicData, changedPart } from './public-data';

for (const dialect of dialects) {
  describe(`the website's reads, shared by every render (${dialect.name})`, () => {
    let test: TestDatabase;
    let related: Record<string, string>;
    const injected: string[] = [];
    let data: PublicData;

    beforeAll(async () => {
      test = await dialect.create();
      related = await createRelatedTargets(test.db);
      data = new PublicData(test.db, async (path) => {
        injected.push(path);
        return { data: [], message: 'from the API' };
      });
    });
    afterAll(async () => {
      await test.drop();
    });

    it('answers the SPEC §7 reads from the operations, once, and anything else through the API', async () => {
      await createRecord(test.db, typeOf('experts'), sampleBody(typeOf('experts'), related, { status: 'active', title: 'Dr. Rao' }));
      const experts = (await data.load('experts/active')) as { data: { title: string }[]; message: string };
      expect(experts.data.map((e) => e.title)).toEqual(['Dr. Rao']);
      expect(experts.message).toBe('1 doctors');
      expect(await data.load('experts/active')).toBe(experts);
      expect(await data.load('site-settings')).toMatchObject({ message: 'Site settings' });
      expect(await data.load('public-nav?location=header')).toEqual([]);
      expect(await data.load(`experts/expert-categories/${related['expert-categories']}`)).toMatchObject({ data: [{ title: 'Dr. Rao' }] });
      expect(injected).toEqual([]);
      await data.load('search?q=heart');
      await data.load('search?q=heart');
      expect(injected).toEqual(['search?q=heart', 'search?q=heart']);
    });

    it('answers a bad read with the status the API would have given, and keeps nothing of it', async () => {
      await expect(data.load('public-nav?location=cellar')).rejects.toMatchObject({ status: 400 });
      await expect(data.load('experts/expert-categories/not-an-id')).rejects.toBeInstanceOf(ApiLoadError);
    });

    it('after a change, tells exactly which answers changed', async () => {
      await data.load('pages/active');
      expect(await data.refresh()).toEqual(new Set());
      await createRecord(test.db, typeOf('experts'), sampleBody(typeOf('experts'), related, { status: 'active', title: 'Dr. Iyer' }));
      expect([...(await data.refresh())].sort()).toEqual(['experts/active', `experts/expert-categories/${related['expert-categories']}`]);
      expect(((await data.load('experts/active')) as { data: unknown[] }).data).toHaveLength(2);
      await saveMenu(test.db, 'header', { items: [{ _id: 'a1', title: 'About us', path: '/about-us', children: [] }] });
      expect(await data.refresh()).toEqual(new Set(['public-nav?location=header']));
    });

    it('after a change of one part (the site settings, a menu, the media library), reads again only the answers that read it', async () => {
      for (const path of ['site-settings', 'public-nav?location=header', 'pages/active', 'experts/active']) await data.load(path);
      const settings = await getSiteSettings(test.db);
      await saveSiteSettings(test.db, { ...settings, siteTitle: 'Changed Hospital' });
      await saveMenu(test.db, 'header', { items: [{ _id: 'a2', title: 'Contact', path: '/contact-us', children: [] }] });
      await createRecord(test.db, typeOf('experts'), sampleBody(typeOf('experts'), related, { status: 'active', title: 'Dr. Menon' }));
      // Each answer changed, but only those that read the part named are read again.
      expect(await data.refresh(new Set(['menus']))).toEqual(new Set(['public-nav?location=header']));
      expect(await data.refresh(new Set(['site-settings']))).toEqual(new Set(['site-settings']));
      expect(await data.refresh(new Set(['menus', 'site-settings']))).toEqual(new Set());
      const lists = await data.refresh(new Set(['medias']));
      expect(lists.has('experts/active')).toBe(true);
      expect(lists.has('public-nav?location=header')).toBe(false);
      expect(await data.refresh()).toEqual(new Set());
    });
  });
}

describe('changedPart', () => {
  it('names the part an admin route changes, and nothing for content, jobs and unknown routes', () => {
    expect(changedPart({ method: 'PUT', url: '/api/admin/site-settings' })).toBe('site-settings');
    expect(changedPart({ method: 'PUT', url: '/api/admin/menus/header?x=1' })).toBe('menus');
    expect(changedPart({ method: 'DELETE', url: '/api/admin/medias/64b0c0ffee0000000000000a', remote: true })).toBe('medias');
    expect(changedPart({ method: 'PUT', url: '/api/admin/experts/64b0c0ffee0000000000000a' })).toBeUndefined();
    expect(changedPart({ method: 'POST', url: '/api/admin/site-settingsx' })).toBeUndefined();
    expect(changedPart({ method: 'PUT', url: '/api/admin/site-settings', unknown: true })).toBeUndefined();
    expect(changedPart({})).toBeUndefined();
    expect(changedPart(undefined)).toBeUndefined();
  });
});
