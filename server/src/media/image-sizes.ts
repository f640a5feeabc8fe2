import { z } from 'zod';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** An image's width and height in pixels, as the library measured it at upload. */
export type ImageSize = [width: number, height: number];

/**
 * The sizes of the library's images with these content hashes (`uploadHashesIn` a public answer's
 * records or settings), by `/uploads/{hash}`: the website writes them as each `<img>`'s width and
 * height, so the page keeps the image's room before it arrives and nothing below it moves. One
 * query, whatever the number of images; files without a measured size (documents, some SVG) are left out.
 */
export async function imageSizesOf(db: Db, hashes: ReadonlySet<string>): Promise<Record<string, ImageSize>> {
  if (hashes.size === 0) return {};
  const rows = await db.kysely
    .selectFrom('media')
    .select(['file_name', 'width', 'height'])
    .where(sql<string>`substr(file_name, 1, 16)`, 'in', [...hashes])
    .where('width', 'is not', null)
    .where('height', 'is not', null)
    .execute();
  return Object.fromEntries(rows.filter((row) => Number(row.width) > 0 && Number(row.height) > 0).map((row) => [`/uploads/${row.file_name.slice(0, 16)}`, [Number(row.width), Number(row.height)]]));
}

/** The response schema of `imageSizes`. */
export const imageSizesSchema = z
  .record(z.string(), z.tuple([z.number().int(), z.number().int()]))
  .describe('Width and height in pixels of the images the answer shows, by /uploads/{hash}');
