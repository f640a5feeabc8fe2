import { sql } from 'kysely';
import type { Db } from '../db/database';
import { uploadHashOf } from './media-operations';

/**
 * The `/uploads/…` addresses of those given that name no item of the media library (a resized
 * copy's address names its original). One query, whatever the number.
 */
export async function missingUploads(db: Db, urls: readonly string[]): Promise<Set<string>> {
  const missing = new Set<string>();
  const byHash = new Map<string, string[]>();
  for (const url of new Set(urls)) {
    const hash = uploadHashOf(url);
    if (hash === null) missing.add(url);
    else byHash.set(hash, [...(byHash.get(hash) ?? []), url]);
  }
  if (byHash.size === 0) return missing;
  const rows = await db.kysely
    .selectFrom('media')
    .select(sql<string>`substr(file_name, 1, 16)`.as('hash'))
    .where(sql<string>`substr(file_name, 1, 16)`, 'in', [...byHash.keys()])
    .execute();
  const found = new Set(rows.map((row) => row.hash));
  for (const [hash, named] of byHash) if (!found.has(hash)) for (const url of named) missing.add(url);
  return missing;
}
