import { describe, expect, it } from 'vitest';
import { sampleBody, typeOf } from '../../../test/helpers/content-factories';
import { dialects } from '../../../test/helpers/databases';
import { createRecord } from '../../content/content-operations';
import { restoreRevision, saveDraft, workingCopy } from '../../publishing/publishing-operations';
import { listRevisions, recordRevision } from '../../publishing/revisions';
import * as firstRevisions from './2026-11-25T2200-first-revisions';

const faqs = typeOf('faqs');

for (const dialect of dialects) {
  describe(`the first revisions migration on ${dialect.name}`, () => {
    it('keeps each record without a revision as its first one, which restores its words, and leaves the others alone', async () => {
      const test = await dialect.create();
      try {
        const { db } = test;
        // Records as they were before revisions were kept: createRecord alone keeps none.
        const published = await createRecord(db, faqs, { ...sampleBody(faqs), title: 'Are visitors allowed at night?', status: 'active' });
        const draft = await createRecord(db, faqs, { ...sampleBody(faqs), title: 'Is parking free?', status: 'inactive' });
        const withHistory = await createRecord(db, faqs, { ...sampleBody(faqs), title: 'Where is the pharmacy?', status: 'active' });
        await recordRevision(db, { type: 'faqs', id: withHistory._id }, 'published', { title: 'Where is the pharmacy?' }, {}, new Date());

        await firstRevisions.up(db.kysely);

        const first = await listRevisions(db, 'faqs', published._id);
        expect(first).toMatchObject([{ action: 'published', author: null, createdAt: published.updatedAt }]);
        expect(first[0]?.changed).toContain('title');
        expect((await listRevisions(db, 'faqs', draft._id)).map((r) => r.action)).toEqual(['draft']);
        expect(await listRevisions(db, 'faqs', withHistory._id)).toHaveLength(1);
        // Run again (a database migrated twice by mistake): nothing more.
        await firstRevisions.up(db.kysely);
        expect(await listRevisions(db, 'faqs', published._id)).toHaveLength(1);

        const opened = await workingCopy(db, 'faqs', published._id);
        const edited = await saveDraft(db, 'faqs', published._id, { ...opened.fields, title: 'Are visitors allowed?' }, { version: opened.version });
        const revision = first[0];
        if (!revision) throw new Error('no first revision');
        const restored = await restoreRevision(db, 'faqs', published._id, revision._id, { version: edited.version });
        expect(restored.fields).toEqual(opened.fields);
      } finally {
        await test.drop();
      }
    });
  });
}
