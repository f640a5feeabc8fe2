import { write as writeSearch } from './2026-11-23T1400-search';
import { ids, type AnyDb, type Expected, type FixtureContext, type UpgradeFixture } from './fixture';

// The editorial workflow: the blog post has two revisions, a draft kept apart from its live
// version, and a preview link.

export async function write(db: AnyDb, context: FixtureContext): Promise<Expected> {
  const expected = await writeSearch(db, context);
  const fields = (title: string) => JSON.stringify({ title, slug: 'staying-well-in-the-monsoon', date: '2026-07-01', description: '<p>Boil water, keep dry.</p>' });
  await db
    .insertInto('content_revisions')
    .values([
      { id: ids.revisionOne, type: 'blogs', record_id: ids.blog, action: 'create', data: fields('Monsoon tips'), changed: JSON.stringify([]), author_id: ids.admin, author_name: 'IT Desk', created_at: '2026-06-30T09:00:00.000Z' },
      { id: ids.revisionTwo, type: 'blogs', record_id: ids.blog, action: 'publish', data: fields('Staying well in the monsoon'), changed: JSON.stringify(['title']), author_id: ids.admin, author_name: 'IT Desk', created_at: '2026-07-01T09:00:00.000Z' },
    ])
    .execute();
  await db
    .insertInto('content_state')
    .values({
      type: 'blogs',
      record_id: ids.blog,
      version: 3,
      draft: fields('Staying well in the monsoon (updated)'),
      draft_updated_at: '2026-07-02T09:00:00.000Z',
      draft_by: 'IT Desk',
      published_at: '2026-07-01T09:00:00.000Z',
      publish_at: null,
      unpublish_at: null,
      updated_at: '2026-07-02T09:00:00.000Z',
    })
    .execute();
  await db
    .insertInto('preview_links')
    .values({ id: ids.preview, token_hash: 'ab'.repeat(32), type: 'blogs', record_id: ids.blog, kind: 'share', created_by: 'IT Desk', created_at: '2026-07-02T09:00:00.000Z', expires_at: '2026-07-09T09:00:00.000Z', revoked_at: null })
    .execute();
  return {
    ...expected,
    revisions: [
      { type: 'blogs', recordId: ids.blog, id: ids.revisionOne, title: 'Monsoon tips' },
      { type: 'blogs', recordId: ids.blog, id: ids.revisionTwo, title: 'Staying well in the monsoon' },
    ],
  };
}

export const fixture: UpgradeFixture = { migration: '2026-11-24T0100-drafts', write };
