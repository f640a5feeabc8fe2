import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A focal point in percent across and down. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** `/uploads/` followed by a content hash: any stored file, original or resized copy. */
const uploadAddress = /\/uploads\/([0-9a-f]{16})[-.]/g;

/** The content hashes of the stored files `value` refers to (anywhere in it, as `/uploads/{hash}…`). */
export function uploadHashesIn(value: unknown): Set<string> {
  const hashes = new Set<string>();
  for (const match of JSON.stringify(value ?? null).matchAll(uploadAddress)) {
    if (match[1]) hashes.add(match[1]);
  }
  return hashes;
}

/**
 * The focal points of the library's images with these content hashes (`uploadHashesIn` a public
 * answer's records), by `/uploads/{hash}`, for those whose point is not the centre: what the
 * website needs to frame each crop, and nothing for the rest. One query, whatever the number of images.
 */
export async function focalPointsOf(db: Db, hashes: ReadonlySet<string>): Promise<Record<string, FocalPoint>> {
  if (hashes.size === 0) return {};
  const rows = await db.kysely
    .selectFrom('media')
    .select(['file_name', 'focal_x', 'focal_y'])
    .where(sql<string>`substr(file_name, 1, 16)`, 'in', [...hashes])
    .where((eb) => eb.or([eb('focal_x', '<>', 50), eb('focal_y', '<>', 50)]))
    .execute();
  return Object.fromEntries(rows.map((row) => [`/uploads/${row.file_name.slice(0, 16)}`, { x: Number(row.focal_x), y: Number(row.focal_y) }]));
}
