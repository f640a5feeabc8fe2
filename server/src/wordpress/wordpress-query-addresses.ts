import { isPublicPageType, pagePath, recordPath } from '@hospital/content/public-urls';
import { contentTableName } from '../db/database';
import type { Db } from '../db/database';

/**
 * WordPress's query addresses (`/?p=12`, `/?page_id=7`, `/?attachment_id=40`, `/?cat=3`,
 * `/?tag=heart`), which old links and search engines still use. The redirects of the studio match
 * paths only, so these are answered from the import's map: the record made of that WordPress
 * number, at its address now (a page moved since the import is found where it is).
 */

const kindsByParameter: Record<string, readonly string[]> = {
  p: ['post', 'page', 'attachment', 'mapped'],
  page_id: ['page', 'mapped'],
  attachment_id: ['attachment'],
  cat: ['category'],
};

/** The address a WordPress query address now leads to, or undefined when it names nothing imported. */
export async function wordpressQueryAddress(db: Db, search: URLSearchParams): Promise<string | undefined> {
  const tag = search.get('tag');
  if (tag) {
    const row = await db.kysely.selectFrom('wordpress_import_items').select('record_id').where('guid', '=', `wordpress-term:post_tag:${tag}`).executeTakeFirst();
    return row ? categoryAddress(db, row.record_id) : undefined;
  }
  for (const [parameter, kinds] of Object.entries(kindsByParameter)) {
    const value = search.get(parameter);
    if (!value || !/^\d{1,10}$/.test(value)) continue;
    const rows = await db.kysely
      .selectFrom('wordpress_import_items')
      .select(['record_type', 'record_id'])
      .where('wordpress_id', '=', Number(value))
      .where('kind', 'in', [...kinds])
      .execute();
    for (const row of rows) {
      const address = await addressOf(db, row.record_type, row.record_id);
      if (address) return address;
    }
  }
  return undefined;
}

async function categoryAddress(db: Db, id: string): Promise<string | undefined> {
  const row = await db.kysely.selectFrom('content_blog_categories').select('slug').where('id', '=', id).executeTakeFirst();
  return row?.slug ? `/blogs?category=${row.slug}` : undefined;
}

async function addressOf(db: Db, type: string, id: string): Promise<string | undefined> {
  if (type === 'pages') {
    const row = await db.kysely.selectFrom('content_pages').select('slug').where('id', '=', id).executeTakeFirst();
    return row?.slug ? pagePath(row.slug) : undefined;
  }
  if (type === 'blogs') {
    const row = await db.kysely.selectFrom('content_blogs').select('slug').where('id', '=', id).executeTakeFirst();
    return row?.slug ? recordPath('blogs', { slug: row.slug }) : undefined;
  }
  if (type === 'media') {
    const row = await db.kysely.selectFrom('media').select('file_name').where('id', '=', id).executeTakeFirst();
    return row ? `/uploads/${row.file_name}` : undefined;
  }
  if (type === 'blog-categories') return categoryAddress(db, id);
  if (type === 'experts') {
    // A doctor's address names one of their departments.
    const doctor = await db.kysely.selectFrom('content_experts').select('slug').where('id', '=', id).executeTakeFirst();
    const links = await db.kysely.selectFrom('content_relations').select('to_id').where('from_type', '=', 'experts').where('from_id', '=', id).execute();
    const department =
      links.length === 0
        ? undefined
        : await db.kysely.selectFrom('content_expert_categories').select('slug').where('id', 'in', links.map((l) => l.to_id)).orderBy('slug').executeTakeFirst();
    return doctor?.slug && department?.slug ? recordPath('experts', { slug: doctor.slug, departmentSlug: department.slug }) : undefined;
  }
  if (isPublicPageType(type)) {
    const row = await db.kysely.selectFrom(contentTableName(type) as 'content_blogs').select('slug').where('id', '=', id).executeTakeFirst();
    return row?.slug ? recordPath(type, { slug: row.slug }) : undefined;
  }
  return undefined;
}
