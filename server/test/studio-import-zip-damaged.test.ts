import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importsDir } from '../src/wordpress/studio-import';
import { sqliteDialect } from './helpers/databases';
import { multipartBody } from './helpers/multipart';
import { useSignedInApp } from './helpers/signed-in-app';
import { zipOf } from './helpers/zip-of';

/**
 * A .zip of the uploads whose entry claims to unpack to 100 bytes but holds 5 MB (a zip bomb's
 * trick against a check of the sizes the zip states; or just a damaged zip): the studio refuses
 * it, keeps nothing, and its server goes on. yauzl's size check finds the lie as soon as the
 * entry's stream is open: `unpackUploads` makes the entry's folder before opening it, so the
 * pipeline is listening. It made the folder after, and the error escaped as an unhandled 'error'
 * event, which ends a server process (Vitest reports it as an unhandled error).
 */

const wxr = Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Old</title><link>https://old.example</link><wp:base_blog_url>https://old.example</wp:base_blog_url></channel></rss>
`);

describe('the studio refuses a .zip of the uploads that lies about the size of its files', () => {
  const api = useSignedInApp(sqliteDialect, { WORDPRESS_UPLOADS_MAX_MB: '1' });

  it('answers 400 naming the lie, keeps nothing, and no error escapes (the server process would end)', async () => {
    const zip = zipOf([{ name: 'wp-content/uploads/2024/01/bomb.bin', data: Buffer.alloc(5 * 1024 * 1024), deflate: true, claimedSize: 100 }]);
    const body = multipartBody([
      { name: 'export', fileName: 'ok.xml', data: wxr },
      { name: 'uploads', fileName: 'uploads.zip', data: zip },
    ]);
    const answer = await api.inject({ method: 'POST', url: '/api/admin/wordpress-imports', payload: body.payload, headers: body.headers });
    expect(answer.statusCode, answer.body).toBe(400);
    expect((answer.json() as { message: string }).message).toMatch(
      /^The \.zip of the uploads cannot be used: too many bytes in the stream\. expected 100\. got at least \d+\. Zip the old site's wp-content\/uploads folder again\.$/,
    );
    expect(await api.db.kysely.selectFrom('wordpress_import_runs').select('id').execute()).toEqual([]);
    expect(fs.existsSync(importsDir(api.config)) ? fs.readdirSync(importsDir(api.config)) : []).toEqual([]);
    // An error emitted with no listener surfaces a moment later: the test waits for it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await api.inject({ method: 'GET', url: '/api/admin/wordpress-imports' })).statusCode).toBe(200);
  });
});
