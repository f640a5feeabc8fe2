import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StudioImportRun } from '@hospital/content/wire/wordpress-import';
import { importsDir } from '../src/wordpress/studio-import';
import { sqliteDialect } from './helpers/databases';
import { multipartBody } from './helpers/multipart';
import { zipOf } from './helpers/zip-of';
import { useSignedInApp, type SignedInTestApp } from './helpers/signed-in-app';

/**
 * The studio's upload of a .zip of wp-content/uploads (Site → Import from WordPress), where the
 * zip holds what no upload may unpack: an entry that is a symbolic link, or more unpacked than
 * four times the largest zip allowed (a zip bomb). Each is refused with a clear answer and leaves
 * nothing behind, not even the entries unpacked before it; a zip that unpacks to exactly the limit
 * is accepted. The subject is the upload's checks, not the database: SQLite only.
 */

const wxr = Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Old</title><link>https://old.example</link><wp:base_blog_url>https://old.example</wp:base_blog_url></channel></rss>
`);

const uploadZip = (api: SignedInTestApp, zip: Buffer) => {
  const body = multipartBody([
    { name: 'export', fileName: 'ok.xml', data: wxr },
    { name: 'uploads', fileName: 'uploads.zip', data: zip },
  ]);
  return api.inject({ method: 'POST', url: '/api/admin/wordpress-imports', payload: body.payload, headers: body.headers });
};

/** Nothing of a refused upload is kept: no run, no file, no folder. */
async function nothingKept(api: SignedInTestApp): Promise<void> {
  expect(await api.db.kysely.selectFrom('wordpress_import_runs').select('id').execute()).toEqual([]);
  expect(fs.existsSync(importsDir(api.config)) ? fs.readdirSync(importsDir(api.config)) : []).toEqual([]);
}

const megabyte = 1024 * 1024;

describe('the studio refuses a .zip of the uploads holding a link or unpacking to too much', () => {
  // At most 1 MB of zip: at most 4 MB unpacked.
  const api = useSignedInApp(sqliteDialect, { WORDPRESS_UPLOADS_MAX_MB: '1' });

  it('refuses a zip with an entry that is a symbolic link, naming it, and keeps nothing (not the files unpacked before it)', async () => {
    const target = path.join(api.config.dataDir, 'hospital.db');
    const zip = zipOf([
      { name: 'wp-content/uploads/2024/01/ward.png', data: Buffer.from('a picture') },
      { name: 'wp-content/uploads/2024/01/escape.png', data: Buffer.from(target), mode: 0o120777 },
    ]);
    const answer = await uploadZip(api, zip);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'The .zip of the uploads cannot be used: "wp-content/uploads/2024/01/escape.png" is a link. Zip the old site\'s wp-content/uploads folder again.',
      errors: { uploads: '"wp-content/uploads/2024/01/escape.png" is a link' },
    });
    await nothingKept(api);
  });

  it('refuses a zip whose files unpack to more than 4 times the largest zip allowed, and keeps nothing (not the files unpacked before)', async () => {
    const zip = zipOf([
      { name: '2024/01/first.bin', data: Buffer.alloc(2 * megabyte), deflate: true },
      { name: '2024/01/second.bin', data: Buffer.alloc(2 * megabyte + 1), deflate: true },
    ]);
    // Small as a zip: only what it unpacks to is too much.
    expect(zip.length).toBeLessThan(megabyte / 10);
    const answer = await uploadZip(api, zip);
    expect(answer.statusCode, answer.body).toBe(413);
    expect((answer.json() as { message: string }).message).toBe('The .zip unpacks to more than 4 MB.');
    await nothingKept(api);
  });

  it('accepts a zip that unpacks to exactly the limit, the name refused as a link unpacked when it is a plain file', async () => {
    const atLimit = zipOf([
      { name: '2024/01/first.bin', data: Buffer.alloc(2 * megabyte), deflate: true },
      { name: '2024/01/second.bin', data: Buffer.alloc(2 * megabyte - 12), deflate: true },
      { name: '2024/01/escape.png', data: Buffer.from('a plain file'), mode: 0o100644 },
    ]);
    const accepted = await uploadZip(api, atLimit);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const run = (accepted.json() as { data: StudioImportRun }).data;
    expect(run.status).toBe('planned');
    const unpacked = path.join(importsDir(api.config), run._id, 'uploads', '2024/01');
    expect(fs.readdirSync(unpacked).sort()).toEqual(['escape.png', 'first.bin', 'second.bin']);
    expect(fs.lstatSync(path.join(unpacked, 'escape.png')).isFile()).toBe(true);
    expect(fs.readFileSync(path.join(unpacked, 'escape.png'), 'utf8')).toBe('a plain file');
    expect(fs.statSync(path.join(unpacked, 'second.bin')).size).toBe(2 * megabyte - 12);
  });
});
