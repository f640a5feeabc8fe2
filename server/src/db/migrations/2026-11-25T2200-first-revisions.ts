import crypto from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: every record kept before revisions were (or written by a path that kept none: an import,
// the seed of before) gets its state as its first revision, so History starts at the version it
// had and that version can be compared and restored. The content tables as they were when this
// migration was written; a record's revision holds its `sortOrder` and its declared fields (the
// `data` column), as the workflow keeps them. The site settings and the menus get theirs from the
// workflow before their first change (their defaults are the application's, not the database's).

const contentTables = [
  'pages',
  'banners',
  'faqs',
  'leaders',
  'expert_categories',
  'experts',
  'gallery_categories',
  'galleries',
  'blog_categories',
  'blogs',
  'hospitalfacilities',
  'events',
  'media_coverage',
  'announcements',
  'hirings',
  'video_galleries',
  'templates',
  'specialities',
  'camps',
];

const parseObject = (text: unknown): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(String(text));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

// Ids like the application's: 24 hex characters.
const newId = (): string => crypto.randomBytes(12).toString('hex');

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of contentTables) {
    const type = table.replace(/_/g, '-');
    const rows = await db
      .selectFrom(`content_${table}`)
      .select(['id', 'status', 'sort_order', 'data', 'updated_at'])
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('content_revisions').select('id').where('content_revisions.type', '=', type).whereRef('content_revisions.record_id', '=', `content_${table}.id`))),
      )
      .execute();
    for (const row of rows) {
      const data = { sortOrder: Number(row.sort_order ?? 0), ...parseObject(row.data) };
      await db
        .insertInto('content_revisions')
        .values({
          id: newId(),
          type,
          record_id: row.id,
          action: row.status === 'active' ? 'published' : 'draft',
          data: JSON.stringify(data),
          changed: JSON.stringify(Object.keys(data).filter((name) => !isEmpty((data as Record<string, unknown>)[name]))),
          author_id: null,
          author_name: null,
          created_at: row.updated_at,
        })
        .execute();
    }
  }
}

// Nothing to undo: the revisions it wrote are history like any other.
export async function down(): Promise<void> {}
