import type { ContentType } from '@hospital/content/content-type';
import type { Field } from '@hospital/content/fields';
import { contentTypeByKey } from '@hospital/content/registry';
import { createRecord } from '../../src/content/content-operations';
import type { Db } from '../../src/db/database';

export const typeOf = (key: string): ContentType => {
  const type = contentTypeByKey(key);
  if (!type) throw new Error(`no content type ${key}`);
  return type;
};

let counter = 0;

/** The image of sample bodies: an item of the media library once `ensureSampleImage` has run. */
export const sampleImage = '/uploads/0123456789abcdef.webp';

/** Puts the sample image's item in the media library (records may name only images that are there). */
export async function ensureSampleImage(db: Db): Promise<void> {
  const at = new Date().toISOString();
  await db.kysely
    .insertInto('media')
    .values({ id: '5a4d91e05a4d91e05a4d91e0', file_name: sampleImage.slice('/uploads/'.length), original_name: 'sample.webp', mime_type: 'image/webp', size: 1, width: 8, height: 8, title: 'Sample', alt: 'A sample picture', created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('file_name').doNothing())
    .execute();
}

/** A value that passes a required field's rule; relations take the ids given by target type. */
const sampleValue = (field: Field, related: Record<string, string>, n: number): unknown => {
  switch (field.type) {
    case 'text':
      if (field.name === 'pageRoute') return `page-${n}`;
      if (field.name === 'templateId') return `custom-${n}`;
      if (field.name === 'template') return 'default';
      if (field.format === 'url') return 'https://example.org/video';
      if (field.format === 'email') return 'someone@example.org';
      return `Sample ${field.label} ${n}`;
    case 'richText':
      return `<p>Sample ${field.label}</p>`;
    case 'date':
      return field.withTime ? '2026-03-04T10:30' : '2026-03-04';
    case 'image':
    case 'file':
      return sampleImage;
    case 'relation': {
      const id = related[field.to];
      if (!id) throw new Error(`a ${field.name} needs a ${field.to} id`);
      return field.many ? [id] : id;
    }
    case 'number':
      return field.min ?? 1;
    case 'boolean':
      return true;
    case 'select':
      return field.options[0]?.value ?? '';
    default:
      return undefined;
  }
};

/** The smallest valid body of a type: its required fields, plus the title. */
export const sampleBody = (type: ContentType, related: Record<string, string> = {}, overrides: Record<string, unknown> = {}): Record<string, unknown> => {
  counter += 1;
  const body: Record<string, unknown> = {};
  for (const field of type.fields) {
    if (field.required || field.name === type.titleField) {
      const value = sampleValue(field, related, counter);
      if (value !== undefined) body[field.name] = value;
    }
  }
  return { ...body, ...overrides };
};

/** Records every relation of the collection types needs, by target type key. */
export async function createRelatedTargets(db: Db): Promise<Record<string, string>> {
  await ensureSampleImage(db);
  const ids: Record<string, string> = {};
  for (const key of ['expert-categories', 'gallery-categories', 'blog-categories']) {
    ids[key] = (await createRecord(db, typeOf(key), sampleBody(typeOf(key))))._id;
  }
  return ids;
}
