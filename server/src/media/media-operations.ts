import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp, { type Metadata } from 'sharp';
import { contentTypes } from '@hospital/content/registry';
import { medias } from '@hospital/content/types/medias/index';
import { fieldSchema } from '@hospital/content/validation';
import { z } from 'zod';
import type { Config } from '../config/config';
import { contentTableName, type Db } from '../db/database';
import type { MediaRow } from '../db/schema';
import { ConflictError, HttpError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors/http-errors';
import { newId } from '../lib/ids';
import { detectUploadKind, storedExtensions } from './upload-type';
import { unstorable } from '../lib/input-guard';
import { firstFieldMessage, parseInput } from '../lib/parse-input';
import { transaction } from '../db/transaction';

/**
 * Widths of the WebP variants made of every raster image. Each exists for every image, so a page
 * can name them all in `srcset`; one wider than the original holds the original's size (never
 * enlarged).
 */
export const variantWidths = [320, 640, 1280] as const;

export interface MediaRecord {
  _id: string;
  url: string;
  fileName: string;
  originalName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The editor's name for the file; the original file name until changed. */
  title: string;
  alt: string;
  /** Where crops of the image centre, in percent across and down (50, 50: the centre). */
  focalX: number;
  focalY: number;
  /**
   * Resized WebP copies by their width: 320, 640 and 1280 for every raster image, each at most the
   * original's width (a 500 px image's '640' and '1280' are 500 px wide). Absent for documents and SVG.
   */
  variants?: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface Upload {
  data: Buffer;
  originalName: string;
  title?: string | undefined;
  alt?: string | undefined;
}

/** A stored file name: content hash, optional variant width, extension. Nothing else is served. */
export const storedNamePattern = new RegExp(`^[0-9a-f]{16}(?:-[0-9]{2,4})?\\.(?:${storedExtensions.join('|')})$`);

export const uploadsDir = (config: Config): string => path.join(config.dataDir, 'uploads');

const hashOf = (fileName: string): string => fileName.slice(0, 16);

function variantNames(row: Pick<MediaRow, 'file_name' | 'mime_type' | 'width'>): Map<number, string> {
  const names = new Map<number, string>();
  if (!isRaster(row.mime_type) || row.width === null) return names;
  for (const width of variantWidths) {
    names.set(width, `${hashOf(row.file_name)}-${width}.webp`);
  }
  return names;
}

const isRaster = (mimeType: string): boolean => mimeType.startsWith('image/') && mimeType !== 'image/svg+xml';

export function toMediaRecord(row: MediaRow): MediaRecord {
  const record: MediaRecord = {
    _id: row.id,
    url: `/uploads/${row.file_name}`,
    fileName: row.file_name,
    originalName: row.original_name,
    mimeType: row.mime_type,
    size: row.size,
    width: row.width,
    height: row.height,
    title: row.title,
    alt: row.alt,
    focalX: row.focal_x,
    focalY: row.focal_y,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (isRaster(row.mime_type)) {
    record.variants = Object.fromEntries([...variantNames(row)].map(([w, name]) => [String(w), `/uploads/${name}`]));
  }
  return record;
}

const titleField = medias.fields.find((f) => f.name === 'title');
const titleMaxLength = titleField?.type === 'text' ? (titleField.maxLength ?? 200) : 200;

/**
 * The client's file name, kept only as a label, made safe to store and show: the last path
 * segment, without control characters (NUL included, which PostgreSQL cannot store) or halves of
 * emoji, at most 255 characters. The upload route applies it where it reads the multipart name,
 * so the activity log and every other reader get the same clean name; `saveUploads` applies it
 * again for the seed and other callers.
 */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Cut first: cutting can split an emoji, whose lone half is then removed with any others.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255).replace(new RegExp(unstorable, 'g'), '').trim();
  return clean || 'file';
}

/** The editable part of a media item: its title, alt text and focal point, by the `medias` declaration. */
export const mediaMetaSchema = z.strictObject(
  Object.fromEntries(medias.fields.map((f) => [f.name, fieldSchema(f)])) as Record<string, z.ZodType>,
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}.` : undefined) },
);

interface MediaMeta {
  title: string;
  alt: string;
  /** Absent: the focal point stays as it is. */
  focal?: { x: number; y: number };
}

function parseMeta(input: unknown): MediaMeta {
  const value = parseInput(mediaMetaSchema, input, firstFieldMessage) as { title?: string | null; alt?: string | null; focalX?: number | null; focalY?: number | null };
  const meta: MediaMeta = { title: value.title ?? '', alt: value.alt ?? '' };
  const hasX = value.focalX !== undefined && value.focalX !== null;
  const hasY = value.focalY !== undefined && value.focalY !== null;
  if (hasX !== hasY) {
    const missing = hasX ? 'focalY' : 'focalX';
    throw new ValidationError('Send the focal point as both focalX and focalY.', { [missing]: 'Send the focal point as both focalX and focalY.' });
  }
  if (hasX && hasY) meta.focal = { x: value.focalX as number, y: value.focalY as number };
  return meta;
}

/** The most pixels an image may have: 50 megapixels, more than a phone's or a camera's photo. */
export const maxImagePixels = 50_000_000;

/** An upload checked and made ready to store: nothing is written yet. */
interface PreparedUpload {
  fileName: string;
  /** The record already there for the same bytes, if any. */
  existing?: MediaRow;
  data: Buffer;
  mimeType: string;
  width: number | null;
  height: number | null;
  /** Resized copies by stored name. */
  variants: Map<string, Buffer>;
  originalName: string;
  meta: MediaMeta;
}

const damaged = () => new UnsupportedMediaTypeError('The image could not be read; it may be damaged. Please export it again.');

/**
 * Checks an upload and makes its variants in memory: every refusal (415 for a refused kind or a
 * damaged image, 413 for too many pixels, 400 for bad fields) happens here, before anything of
 * the request is written.
 */
async function prepareUpload(db: Db | undefined, upload: Upload): Promise<PreparedUpload> {
  const meta = parseMeta({ title: upload.title ?? '', alt: upload.alt ?? '' });
  const originalName = cleanOriginalName(upload.originalName);
  // Until the editor names it, a file is called what it was called on their computer.
  if (meta.title === '') meta.title = originalName.slice(0, titleMaxLength).trim();
  if (upload.data.length === 0) throw new ValidationError('The file is empty.', { file: 'The file is empty.' });
  const kind = await detectUploadKind(upload.data);
  const hash = crypto.createHash('sha256').update(upload.data).digest('hex').slice(0, 16);
  const fileName = `${hash}.${kind.ext}`;
  const prepared: PreparedUpload = {
    fileName,
    data: upload.data,
    mimeType: kind.mimeType,
    width: null,
    height: null,
    variants: new Map(),
    originalName,
    meta,
  };
  // Without the database (`prepareUploads`), the record already there is found when it is stored.
  const existing = await db?.kysely.selectFrom('media').selectAll().where('file_name', '=', fileName).executeTakeFirst();
  if (existing) return { ...prepared, existing };
  if (!kind.raster) return prepared;

  let metadata: Metadata;
  try {
    metadata = await sharp(upload.data).metadata();
  } catch {
    throw damaged();
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > maxImagePixels) {
    throw new PayloadTooLargeError(
      `The image is ${metadata.width} × ${metadata.height} pixels (${Math.round(pixels / 1e6)} megapixels); the largest accepted is ${maxImagePixels / 1e6} megapixels. Please make it smaller.`,
    );
  }
  let width = metadata.width ?? null;
  let height = metadata.height ?? null;
  // Photos from phones are often stored sideways with an orientation flag.
  if (metadata.orientation !== undefined && metadata.orientation >= 5 && width !== null && height !== null) {
    [width, height] = [height, width];
  }
  prepared.width = width;
  prepared.height = height;
  // Widths past the image's own are never enlarged: they hold the same copy, made once.
  const made = new Map<number, Buffer>();
  for (const [w, name] of variantNames({ file_name: fileName, mime_type: kind.mimeType, width })) {
    const effective = width === null ? w : Math.min(w, width);
    let variant = made.get(effective);
    if (!variant) {
      try {
        // Decoding reads every byte: a damaged file (a bad chunk checksum) fails here, not in metadata().
        variant = await sharp(upload.data, { limitInputPixels: maxImagePixels })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw damaged();
      }
      made.set(effective, variant);
    }
    prepared.variants.set(name, variant);
  }
  return prepared;
}

/** An upload checked and resized, not yet stored (`prepareUploads`, then `storePreparedUpload`). */
export type PreparedMediaUpload = PreparedUpload;

/**
 * Checks and resizes many uploads side by side, `concurrency` at a time (the image work runs on
 * libvips's threads, not the event loop), each on its own: a refused one answers its error (415,
 * 413, 400) in its place. Reads and writes nothing: `storePreparedUpload` stores each (the same
 * bytes stored before give back their record). For the WordPress import's thousands of images.
 */
export async function prepareUploads(uploads: readonly Upload[], concurrency = 4): Promise<Array<PreparedMediaUpload | HttpError>> {
  const results = new Array<PreparedMediaUpload | HttpError>(uploads.length);
  let next = 0;
  const worker = async () => {
    while (next < uploads.length) {
      const i = next;
      next += 1;
      try {
        results[i] = await prepareUpload(undefined, uploads[i] as Upload);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        results[i] = error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, uploads.length) }, worker));
  return results;
}

/** Stores one prepared upload (see `saveUploads`): the record already there for the same bytes, else a new one. */
export async function storePreparedUpload(db: Db, config: Config, prepared: PreparedMediaUpload): Promise<MediaRecord> {
  const [record] = await storePrepared(db, config, [prepared]);
  if (!record) throw new Error('no media record stored');
  return record;
}

/** Writes a file unless it is there; true when this call created it. */
async function writeIfAbsent(file: string, data: Buffer): Promise<boolean> {
  const existed = await fs
    .access(file)
    .then(() => true)
    .catch(() => false);
  if (!existed) {
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  }
  return !existed;
}

/**
 * Stores uploads all or nothing: every file is checked first, then the files are written and the
 * records inserted in one transaction; if anything fails, the files this call wrote are removed.
 * The same bytes uploaded again give back the record already there (also when two uploads of the
 * same file race).
 */
export async function saveUploads(db: Db, config: Config, uploads: Upload[]): Promise<MediaRecord[]> {
  const prepared: PreparedUpload[] = [];
  for (const upload of uploads) prepared.push(await prepareUpload(db, upload));
  return storePrepared(db, config, prepared);
}

async function storePrepared(db: Db, config: Config, prepared: PreparedUpload[]): Promise<MediaRecord[]> {
  const dir = uploadsDir(config);
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    const now = new Date().toISOString();
    const rows = new Map<string, MediaRow>();
    for (const item of prepared) {
      if (item.existing || rows.has(item.fileName)) continue;
      // An upload's files side by side (each to a temporary name, then renamed into place).
      const files: Array<[string, Buffer]> = [...item.variants, [item.fileName, item.data]];
      const wrote = await Promise.allSettled(files.map(([name, data]) => writeIfAbsent(path.join(dir, name), data)));
      wrote.forEach((outcome, i) => outcome.status === 'fulfilled' && outcome.value && written.push((files[i] as [string, Buffer])[0]));
      const failed = wrote.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      rows.set(item.fileName, {
        id: newId(),
        file_name: item.fileName,
        original_name: item.originalName,
        mime_type: item.mimeType,
        size: item.data.length,
        width: item.width,
        height: item.height,
        title: item.meta.title,
        alt: item.meta.alt,
        focal_x: 50,
        focal_y: 50,
        created_at: now,
        updated_at: now,
      });
    }
    if (rows.size > 0) {
      await transaction(db, async (trx) => {
        for (const row of rows.values()) {
          await trx.insertInto('media').values(row).onConflict((oc) => oc.column('file_name').doNothing()).execute();
        }
      });
    }
  } catch (error) {
    await Promise.all(written.map((name) => fs.rm(path.join(dir, name), { force: true })));
    throw error;
  }
  const fileNames = [...new Set(prepared.map((item) => item.fileName))];
  const stored = await db.kysely.selectFrom('media').selectAll().where('file_name', 'in', fileNames).execute();
  const byName = new Map(stored.map((row) => [row.file_name, row]));
  return prepared.map((item) => {
    const row = byName.get(item.fileName);
    if (!row) throw new Error(`media record ${item.fileName} missing after insert`);
    return toMediaRecord(row);
  });
}

/** Stores one uploaded file under a name made from its content (see `saveUploads`). */
export async function saveUpload(db: Db, config: Config, upload: Upload): Promise<MediaRecord> {
  const [record] = await saveUploads(db, config, [upload]);
  if (!record) throw new Error('no media record stored');
  return record;
}

export interface MediaQuery {
  page: number;
  limit: number;
  q?: string | undefined;
  type?: 'image' | 'document' | undefined;
  /** A file's address (`/uploads/…`, a resized copy's too): only the file it names. */
  url?: string | undefined;
}

/** The content hash in an `/uploads/…` address, or null when it names no stored file. */
export function uploadHashOf(url: string): string | null {
  const fileName = url.replace(/^\/uploads\//, '');
  return url.startsWith('/uploads/') && storedNamePattern.test(fileName) ? hashOf(fileName) : null;
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; `q` is a case-insensitive substring of the title, original name or alt text. */
export async function listMedia(db: Db, query: MediaQuery): Promise<{ data: MediaRecord[]; total: number }> {
  let base = db.kysely.selectFrom('media');
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or(
        (['title', 'original_name', 'alt'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  if (query.url !== undefined) {
    const hash = uploadHashOf(query.url);
    base = hash === null ? base.where(sql<boolean>`1 = 0`) : base.where('file_name', 'like', `${hash}.%`);
  }
  if (query.type === 'image') base = base.where('mime_type', 'like', 'image/%');
  if (query.type === 'document') base = base.where('mime_type', 'not like', 'image/%');
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toMediaRecord), total: Number(count.total) };
}

export async function getMedia(db: Db, id: string): Promise<MediaRecord> {
  const row = await db.kysely.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('This media item does not exist (it may have been deleted).');
  return toMediaRecord(row);
}

/**
 * Changes the title, alt text and (when sent) the focal point only; anything else in the body is
 * refused.
 */
export async function updateMedia(db: Db, id: string, input: unknown): Promise<MediaRecord> {
  const meta = parseMeta(input);
  const result = await db.kysely
    .updateTable('media')
    .set({
      title: meta.title,
      alt: meta.alt,
      ...(meta.focal ? { focal_x: meta.focal.x, focal_y: meta.focal.y } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError('This media item does not exist (it may have been deleted).');
  return getMedia(db, id);
}

export interface MediaUse {
  /** `site-settings`, `menus` or a content type key. */
  type: string;
  id: string;
  title: string;
}

const usesPerPlace = 10;

/**
 * Where a file of the library is referred to: content records (any field, rich text included),
 * the site settings and the menus. Matches the file's hash, so its resized variants count too.
 * One statement, at most 10 hits per place.
 */
export async function mediaUsage(db: Db, url: string): Promise<MediaUse[]> {
  const fileName = url.replace(/^\/uploads\//, '');
  const needle = storedNamePattern.test(fileName) ? `/uploads/${hashOf(fileName)}` : url;
  const pattern = `%${escapeLike(needle)}%`;
  const like = sql`like ${pattern} escape '\\'`;
  const parts = contentTypes
    .filter((type) => type.kind === 'collection')
    .map(
      (type) =>
        sql`select * from (select ${sql.lit(type.key)} as type, id, title from ${sql.table(contentTableName(type.key))} where data ${like} limit ${usesPerPlace}) as ${sql.id(`u_${type.key.replace(/-/g, '_')}`)}`,
    );
  parts.push(sql`select * from (select 'site-settings' as type, key as id, key as title from settings where value ${like} limit ${usesPerPlace}) as u_settings`);
  parts.push(sql`select * from (select 'menus' as type, location as id, location as title from menus where items ${like} limit ${usesPerPlace}) as u_menus`);
  const result = await sql<MediaUse>`${sql.join(parts, sql` union all `)}`.execute(db.kysely);
  return result.rows.map((r) => ({ type: String(r.type), id: String(r.id), title: String(r.title) }));
}

/** A use as the studio lists it: in words, with the studio screen that edits it. */
export interface MediaUseListed extends MediaUse {
  /** `Doctor "Dr. Rao"`, `the header menu`, `the site settings`. */
  label: string;
  /** The studio path that edits the record: `/admin/experts/edit/…`. */
  adminPath: string;
}

/** Where a file of the library is used (see `mediaUsage`), for the studio's "Used in" list. */
export async function mediaUsageOf(db: Db, id: string): Promise<MediaUseListed[]> {
  const row = await db.kysely.selectFrom('media').select('file_name').where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('This media item does not exist (it may have been deleted).');
  const uses = await mediaUsage(db, `/uploads/${row.file_name}`);
  return uses.map((use) => ({ ...use, label: describeUse(use), adminPath: adminPathOf(use) }));
}

function adminPathOf(use: MediaUse): string {
  if (use.type === 'site-settings') return '/admin/site-settings';
  if (use.type === 'menus') return '/admin/menus';
  const type = contentTypes.find((t) => t.key === use.type);
  const base = type ? (type.adminEditPath ?? type.adminPath) : use.type;
  return `/admin/${base}/edit/${encodeURIComponent(use.id)}`;
}

function describeUse(use: MediaUse): string {
  if (use.type === 'site-settings') return 'the site settings';
  if (use.type === 'menus') return `the ${use.id} menu`;
  const type = contentTypes.find((t) => t.key === use.type);
  return `${type?.label.singular ?? use.type} "${use.title}"`;
}

/** Deletes the record and its files; refused with 409 while anything refers to the file. */
export async function deleteMedia(db: Db, config: Config, id: string): Promise<void> {
  const row = await db.kysely.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('This media item does not exist (it may have been deleted).');
  const uses = await mediaUsage(db, `/uploads/${row.file_name}`);
  if (uses.length > 0) {
    const shown = uses.slice(0, 5).map(describeUse);
    const more = uses.length > 5 ? ` and ${uses.length - 5} more` : '';
    throw new ConflictError(`This file is still used by ${shown.join(', ')}${more}. Remove it there first.`, {
      usedBy: uses,
    });
  }
  await db.kysely.deleteFrom('media').where('id', '=', id).execute();
  const dir = uploadsDir(config);
  for (const name of [row.file_name, ...variantNames(row).values()]) {
    await fs.rm(path.join(dir, name), { force: true });
  }
}
