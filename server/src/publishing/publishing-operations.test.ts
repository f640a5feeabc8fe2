import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, listActive } from '../content/content-operations';
import type { Db } from '../db/database';
import { EditConflictError, ValidationError } from '../errors/http-errors';
import { getMenu } from '../menus/menu-operations';
import { getSiteSettings, saveSiteSettings } from '../settings/site-settings-operations';
import { ensureSampleImage, sampleBody, sampleImage, typeOf } from '../../test/helpers/content-factories';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import {
  discardDraft,
  publishRecord,
  recordCreated,
  restoreRevision,
  saveDraft,
  unpublishRecord,
  workingCopy,
} from './publishing-operations';
import { getRevision, listRevisions } from './revisions';

const banners = typeOf('banners');
const editor = { id: null, name: 'Asha Editor' };
const other = { id: null, name: 'Ravi Editor' };

for (const dialect of dialects) {
  describe(`the editorial workflow (${dialect.name})`, () => {
    let database: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      database = await dialect.create();
      db = database.db;
    });
    afterAll(async () => {
      await database?.drop();
    });

    const newBanner = async (title: string, status: 'active' | 'inactive') => {
      const record = await createRecord(db, banners, { ...sampleBody(banners), title, status });
      await recordCreated(db, 'banners', record._id, { actor: editor });
      return record._id;
    };
    const liveTitles = async () => (await listActive(db, banners)).map((b) => b.title);

    it('saves a draft of a published banner without touching the website until it is published', async () => {
      const id = await newBanner('Monsoon health camp', 'active');
      const opened = await workingCopy(db, 'banners', id);
      expect(opened).toMatchObject({ state: 'published', version: 1, hasDraft: false });

      const draft = await saveDraft(db, 'banners', id, { ...opened.fields, title: 'Monsoon health camp: 12 July' }, { actor: editor, version: 1 });
      expect(draft).toMatchObject({ state: 'changed', version: 2, hasDraft: true, draftBy: 'Asha Editor' });
      expect(draft.fields.title).toBe('Monsoon health camp: 12 July');
      expect(draft.live?.title).toBe('Monsoon health camp');
      expect(await liveTitles()).toContain('Monsoon health camp');
      expect(await liveTitles()).not.toContain('Monsoon health camp: 12 July');

      const published = await publishRecord(db, 'banners', id, undefined, { actor: editor, version: 2 });
      expect(published).toMatchObject({ state: 'published', hasDraft: false, version: 3 });
      expect(await liveTitles()).toContain('Monsoon health camp: 12 July');

      const unpublished = await unpublishRecord(db, 'banners', id, { actor: editor, version: 3 });
      expect(unpublished.state).toBe('draft');
      expect(await liveTitles()).not.toContain('Monsoon health camp: 12 July');
    });

    it('saves a new record as a draft that never reaches the website, then publishes the form as sent', async () => {
      const id = await newBanner('Draft only banner', 'inactive');
      expect((await workingCopy(db, 'banners', id)).state).toBe('draft');
      const saved = await saveDraft(db, 'banners', id, { ...sampleBody(banners), title: 'Draft only banner, edited' }, { actor: editor });
      expect(saved).toMatchObject({ state: 'draft', hasDraft: false, live: null });
      expect(await liveTitles()).not.toContain('Draft only banner, edited');
      await publishRecord(db, 'banners', id, { ...saved.fields, title: 'Published from the form' }, { actor: editor, version: saved.version });
      expect(await liveTitles()).toContain('Published from the form');
    });

    it('refuses a save over a newer version with 409 and what is saved now, and changes nothing', async () => {
      const id = await newBanner('Cardiac week', 'active');
      const { fields, version } = await workingCopy(db, 'banners', id);
      await saveDraft(db, 'banners', id, { ...fields, title: 'Cardiac week (Ravi)' }, { actor: other, version });
      const refused = await saveDraft(db, 'banners', id, { ...fields, title: 'Cardiac week (Asha)' }, { actor: editor, version }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(EditConflictError);
      const error = refused as EditConflictError;
      expect(error.statusCode).toBe(409);
      expect(error.message).toMatch(/changed by Ravi Editor .*since you opened it/);
      expect((error.details?.current as { fields: { title: string } }).fields.title).toBe('Cardiac week (Ravi)');
      const now = await workingCopy(db, 'banners', id);
      expect(now.fields.title).toBe('Cardiac week (Ravi)');
      expect(now.version).toBe(version + 1);
      await expect(publishRecord(db, 'banners', id, undefined, { version })).rejects.toBeInstanceOf(EditConflictError);
    });

    it('refuses a bad draft with the field named and leaves the version as it was', async () => {
      const id = await newBanner('Valid banner', 'active');
      const { fields, version } = await workingCopy(db, 'banners', id);
      await expect(saveDraft(db, 'banners', id, { ...fields, videoUrl: 'not a web address' }, { version })).rejects.toBeInstanceOf(ValidationError);
      expect((await workingCopy(db, 'banners', id)).version).toBe(version);
    });

    it('refuses a draft or a publish naming an image the media library does not have, by field, and changes nothing', async () => {
      const id = await newBanner('Pictured banner', 'active');
      const { fields, version } = await workingCopy(db, 'banners', id);
      const unknown = '/uploads/fedcba9876543210.webp';
      const fieldError = async (work: Promise<unknown>) => {
        const error = await work.catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ValidationError);
        return (error as ValidationError).errors;
      };
      expect((await fieldError(saveDraft(db, 'banners', id, { ...fields, imageUrl: unknown }, { version })))).toEqual({
        imageUrl: `Image: there is no image at ${unknown} in the media library. Pick one there, or upload it first.`,
      });
      expect(Object.keys(await fieldError(publishRecord(db, 'banners', id, { ...fields, imageUrl: unknown }, { version })))).toEqual(['imageUrl']);
      const after = await workingCopy(db, 'banners', id);
      expect(after).toMatchObject({ version, hasDraft: false });
      expect(after.fields.imageUrl).toBe(fields.imageUrl);

      await ensureSampleImage(db);
      const saved = await saveDraft(db, 'banners', id, { ...fields, imageUrl: sampleImage }, { version });
      expect(saved.fields.imageUrl).toBe(sampleImage);
    });

    it('keeps a revision of every save with who and which fields changed, and restores an old one as a draft', async () => {
      const id = await newBanner('First words', 'active');
      let copy = await workingCopy(db, 'banners', id);
      copy = await saveDraft(db, 'banners', id, { ...copy.fields, title: 'Second words' }, { actor: editor, version: copy.version });
      copy = await publishRecord(db, 'banners', id, { ...copy.fields, top_title: 'A new line' }, { actor: other, version: copy.version });
      const revisions = await listRevisions(db, 'banners', id);
      expect(revisions.map((r) => r.action)).toEqual(['published', 'draft', 'published']);
      expect(revisions[0]).toMatchObject({ author: 'Ravi Editor', changed: ['top_title'] });
      expect(revisions[1]).toMatchObject({ author: 'Asha Editor', changed: ['title'] });
      const first = revisions[2];
      if (!first) throw new Error('no first revision');
      expect((await getRevision(db, 'banners', id, first._id)).data.title).toBe('First words');

      const restored = await restoreRevision(db, 'banners', id, first._id, { actor: editor, version: copy.version });
      expect(restored).toMatchObject({ state: 'changed', hasDraft: true });
      expect(restored.fields.title).toBe('First words');
      expect(await liveTitles()).toContain('Second words');
      expect((await listRevisions(db, 'banners', id))[0]).toMatchObject({ action: 'restored', changed: expect.arrayContaining(['title', 'top_title']) });

      const discarded = await discardDraft(db, 'banners', id, { version: restored.version });
      expect(discarded.fields.title).toBe('Second words');
    });

    it('keeps a record made without a revision (an import) as its first revision before its first change', async () => {
      const { _id: id } = await createRecord(db, banners, { ...sampleBody(banners), title: 'Imported words', status: 'active' });
      expect(await listRevisions(db, 'banners', id)).toEqual([]);
      const copy = await workingCopy(db, 'banners', id);
      await saveDraft(db, 'banners', id, { ...copy.fields, title: 'Edited words' }, { actor: editor, version: copy.version });
      const revisions = await listRevisions(db, 'banners', id);
      expect(revisions.map((r) => r.action)).toEqual(['draft', 'published']);
      const first = revisions[1];
      if (!first) throw new Error('no first revision');
      expect(first.author).toBeNull();
      const restored = await restoreRevision(db, 'banners', id, first._id, { actor: editor });
      expect(restored.fields.title).toBe('Imported words');
    });

    it('keeps the site settings as they were before their first change, when they were ever saved', async () => {
      // Saved before revisions were kept (an older version, an import).
      await saveSiteSettings(db, { ...(await getSiteSettings(db)), siteTitle: 'City Hospital' });
      const before = await getSiteSettings(db);
      await saveDraft(db, 'site-settings', 'site-settings', { ...before, siteTitle: 'A new title' }, { actor: editor });
      const revisions = await listRevisions(db, 'site-settings', 'site-settings');
      const first = revisions.at(-1);
      if (!first) throw new Error('no first revision');
      expect((await getRevision(db, 'site-settings', 'site-settings', first._id)).data.siteTitle).toBe(before.siteTitle);
    });

    it('keeps only the newest revisions per record', async () => {
      const id = await newBanner('Counted', 'active');
      let copy = await workingCopy(db, 'banners', id);
      for (let n = 1; n <= 5; n++) copy = await saveDraft(db, 'banners', id, { ...copy.fields, title: `Counted ${n}` }, { revisionsKept: 3 });
      const revisions = await listRevisions(db, 'banners', id);
      expect(revisions).toHaveLength(3);
      expect(await Promise.all(revisions.map(async (r) => (await getRevision(db, 'banners', id, r._id)).data.title))).toEqual(['Counted 5', 'Counted 4', 'Counted 3']);
    });

    it('drafts the site settings and a menu apart from what the website reads', async () => {
      await publishRecord(db, 'site-settings', 'site-settings', { siteTitle: 'Good Health Hospital' });
      const settings = await saveDraft(db, 'site-settings', 'site-settings', { siteTitle: 'Good Health Hospitals' }, { actor: editor });
      expect(settings.state).toBe('changed');
      expect((await getSiteSettings(db)).siteTitle).toBe('Good Health Hospital');
      await publishRecord(db, 'site-settings', 'site-settings', undefined, { version: settings.version });
      expect((await getSiteSettings(db)).siteTitle).toBe('Good Health Hospitals');

      const menu = await saveDraft(db, 'menus', 'footer', { items: [{ title: 'About us', path: '/about-us', openInNewTab: false, children: [] }] });
      expect(menu.state).toBe('changed');
      expect(await getMenu(db, 'footer')).toEqual([]);
      await publishRecord(db, 'menus', 'footer', undefined, { version: menu.version });
      expect((await getMenu(db, 'footer')).map((i) => i.title)).toEqual(['About us']);
      await expect(unpublishRecord(db, 'menus', 'footer')).rejects.toBeInstanceOf(ValidationError);
    });
  });
}
