import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { contentTableName } from '../db/database';
import type { MediaRecord } from './media-operations';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 60 } } });

/** A one-page PDF, written out by hand. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const plainSvg =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/></svg>';

function form(files: { data: Buffer | string; name: string }[], fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('file', new Blob([file.data]), file.name);
  return body;
}

for (const dialect of dialects) {
  describe(`media library on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect, { UPLOAD_MAX_MB: '2' });


    const upload = (files: { data: Buffer | string; name: string }[], fields?: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/admin/medias', payload: form(files, fields) });

    const uploadOne = async (data: Buffer | string, name: string): Promise<MediaRecord> => {
      const response = await upload([{ data, name }]);
      expect(response.statusCode, response.body).toBe(201);
      const record = response.json<{ data: MediaRecord[] }>().data[0];
      if (!record) throw new Error('no record');
      return record;
    };

    it('accepts each allowed kind, typed from its bytes, under a content-hashed name', async () => {
      const kinds: [Buffer | string, string, string, string][] = [
        [await picture(40, 30).jpeg().toBuffer(), 'photo.jpeg', 'image/jpeg', 'jpg'],
        [await picture(41, 30).png().toBuffer(), 'photo.png', 'image/png', 'png'],
        [await picture(42, 30).webp().toBuffer(), 'photo.webp', 'image/webp', 'webp'],
        [await picture(43, 30).gif().toBuffer(), 'anim.gif', 'image/gif', 'gif'],
        [await picture(44, 30).avif().toBuffer(), 'photo.avif', 'image/avif', 'avif'],
        [minimalPdf(), 'leaflet.pdf', 'application/pdf', 'pdf'],
        [plainSvg, 'logo.svg', 'image/svg+xml', 'svg'],
        // The name says nothing: a PNG called .txt is still a PNG.
        [await picture(45, 30).png().toBuffer(), 'notes.txt', 'image/png', 'png'],
      ];
      for (const [data, name, mimeType, ext] of kinds) {
        const record = await uploadOne(data, name);
        expect(record.mimeType).toBe(mimeType);
        expect(record.fileName).toMatch(new RegExp(`^[0-9a-f]{16}\\.${ext}$`));
        expect(record.url).toBe(`/uploads/${record.fileName}`);
        expect(record.originalName).toBe(name);
        expect(fs.existsSync(path.join(app.config.dataDir, 'uploads', record.fileName))).toBe(true);
        if (ext === 'svg' || ext === 'pdf') expect(record.width).toBeNull();
        else expect(record.height).toBe(30);
      }
      const listed = await app.inject({ url: '/api/admin/medias?limit=100' });
      expect(listed.json<{ total: number }>().total).toBe(kinds.length);
    });

    it('stores a file whose name holds control characters (NUL) under a cleaned name, in the library and the activity log alike', async () => {
      const record = await uploadOne(await picture(46, 30).png().toBuffer(), 'x\u0000y\u0007.png');
      expect(record.originalName).toBe('xy.png');
      expect(record.title).toBe('xy.png');
      const activity = await app.inject({ url: '/api/admin/activity?action=upload&limit=5' });
      expect(activity.statusCode, activity.body).toBe(200);
      expect(activity.body).toContain('Uploaded 1 file: xy.png');
      expect(activity.body).not.toContain('\\u0000');
    });

    it('records the size and makes WebP variants at 320, 640 and 1280 px for every image, never larger than the original', async () => {
      const large = await uploadOne(await picture(1500, 1000).jpeg().toBuffer(), 'large.jpg');
      expect([large.width, large.height]).toEqual([1500, 1000]);
      expect(Object.keys(large.variants ?? {}).sort()).toEqual(['1280', '320', '640']);
      for (const [width, url] of Object.entries(large.variants ?? {})) {
        const served = await app.inject({ url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.width).toBe(Number(width));
      }
      const small = await uploadOne(await picture(500, 200).png().toBuffer(), 'small.png');
      expect(Object.keys(small.variants ?? {}).sort()).toEqual(['1280', '320', '640']);
      const widths = await Promise.all(
        Object.values(small.variants ?? {}).map(async (url) => (await sharp((await app.inject({ url })).rawPayload).metadata()).width),
      );
      expect(widths.sort()).toEqual([320, 500, 500]);
      const pdf = (await app.inject({ url: '/api/admin/medias?type=document' })).json<{ data: MediaRecord[] }>().data[0];
      expect(pdf?.variants).toBeUndefined();
    });

    it('stores the same file once, however often it is uploaded', async () => {
      const bytes = await picture(60, 60).png().toBuffer();
      const first = await uploadOne(bytes, 'a.png');
      const second = await uploadOne(bytes, 'b.png');
      expect(second._id).toBe(first._id);
      expect(second.fileName).toBe(first.fileName);
    });

    it('uploads several files at once with a title and alt text', async () => {
      const response = await upload(
        [
          { data: await picture(70, 70).png().toBuffer(), name: 'one.png' },
          { data: await picture(71, 70).png().toBuffer(), name: 'two.png' },
        ],
        { title: 'Ward', alt: 'A bright ward' },
      );
      expect(response.statusCode).toBe(201);
      const body = response.json<{ data: MediaRecord[]; message: string }>();
      expect(body.data).toHaveLength(2);
      expect(body.data.map((m) => [m.title, m.alt])).toEqual([
        ['Ward', 'A bright ward'],
        ['Ward', 'A bright ward'],
      ]);
      expect(body.message).toBe('2 files uploaded');
    });

    it('refuses programs, web pages, scripted SVG and archives with 415 and a clear message', async () => {
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
      const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(64)]);
      const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('a.txt'), Buffer.alloc(20)]);
      const refusals: [Buffer | string, string, RegExp][] = [
        [elf, 'picture.jpg', /Programs cannot be uploaded/],
        [pe, 'setup.exe', /Programs cannot be uploaded/],
        ['<!DOCTYPE html><html><body><script>alert(1)</script></body></html>', 'page.html', /HTML/],
        ['<html><body>hello</body></html>', 'photo.png', /HTML/],
        ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', /script/],
        ['<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)"/></svg>', 'logo.svg', /event handlers/],
        ['<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>', 'logo.svg', /foreignObject/],
        ['<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>', 'logo.svg', /other documents/],
        ['<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="javascript:alert(1)"><rect/></a></svg>', 'logo.svg', /script/],
        ['#!/bin/sh\nrm -rf /\n', 'run.sh', /Scripts cannot be uploaded/],
        [zip, 'photos.zip', /cannot be uploaded/],
        ['just some words', 'notes.txt', /not allowed/],
      ];
      const before = (await app.db.kysely.selectFrom('media').select('id').execute()).length;
      for (const [data, name, message] of refusals) {
        const response = await upload([{ data, name }]);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(415);
        expect(response.json<{ message: string }>().message).toMatch(message);
      }
      expect((await app.db.kysely.selectFrom('media').select('id').execute()).length).toBe(before);
    });

    it('refuses an SVG whose script hides behind a namespace prefix', async () => {
      for (const namespace of ['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xhtml']) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="${namespace}"><s:script>alert(1)</s:script></svg>`;
        const response = await upload([{ data: svg, name: 'logo.svg' }]);
        expect(response.statusCode, namespace).toBe(415);
        expect(response.json<{ message: string }>().message).toMatch(/script/);
      }
      const handler = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:e="http://www.w3.org/2000/svg"><rect e:onclick="alert(1)"/></svg>';
      expect((await upload([{ data: handler, name: 'logo.svg' }])).statusCode).toBe(415);
    });

    it('judges SVG uploads in time linear in their size (nested comments and repeated marks do not backtrack)', async () => {
      const hostile = [
        `${'<!---->'.repeat(5_000)}<x>`,
        `<svg xmlns="http://www.w3.org/2000/svg">${'<!-- -->'.repeat(20_000)}</svg`,
        `<svg xmlns="http://www.w3.org/2000/svg"><text>${' on'.repeat(100_000)}</text></svg>`,
        `<svg xmlns="http://www.w3.org/2000/svg" style="${'url('.repeat(50_000)}"/>`,
      ];
      for (const svg of hostile) {
        const started = performance.now();
        const response = await upload([{ data: svg, name: 'drawing.svg' }]);
        expect(response.statusCode).toBeLessThan(500);
        // Backtracking took seconds to minutes here; a linear read takes milliseconds.
        expect(performance.now() - started, svg.slice(0, 40)).toBeLessThan(1_000);
      }
    });

    it('refuses a damaged image (bad chunk checksum) with 415 and stores nothing', async () => {
      const png = await picture(64, 64).png().toBuffer();
      const idat = png.indexOf('IDAT');
      const damaged = Buffer.from(png);
      damaged[idat + 6] = (damaged[idat + 6] ?? 0) ^ 0xff;
      const before = fs.readdirSync(path.join(app.config.dataDir, 'uploads')).length;
      const response = await upload([{ data: damaged, name: 'broken.png' }]);
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json<{ message: string }>().message).toMatch(/damaged/);
      expect(fs.readdirSync(path.join(app.config.dataDir, 'uploads')).length).toBe(before);
    });

    it('refuses an image of more than 50 megapixels with 413 before decoding it', async () => {
      // A small PNG whose header says 16,000 × 16,000 (256 megapixels), checksum mended.
      const png = Buffer.from(await picture(8, 8).png().toBuffer());
      png.writeUInt32BE(16_000, 16);
      png.writeUInt32BE(16_000, 20);
      png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
      const started = performance.now();
      const response = await upload([{ data: png, name: 'huge.png' }]);
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json<{ message: string }>().message).toMatch(/16000 × 16000 pixels .*50 megapixels/);
      expect(performance.now() - started).toBeLessThan(1_000);
    });

    it('stores nothing of a multi-file upload when one file is refused', async () => {
      const uploadsBefore = fs.readdirSync(path.join(app.config.dataDir, 'uploads')).sort();
      const rowsBefore = (await app.db.kysely.selectFrom('media').select('id').execute()).length;
      const response = await upload([
        { data: await picture(33, 33).png().toBuffer(), name: 'good-1.png' },
        { data: await picture(34, 33).jpeg().toBuffer(), name: 'good-2.jpg' },
        { data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', name: 'bad.svg' },
        { data: await picture(35, 33).png().toBuffer(), name: 'good-3.png' },
      ]);
      expect(response.statusCode).toBe(415);
      expect((await app.db.kysely.selectFrom('media').select('id').execute()).length).toBe(rowsBefore);
      expect(fs.readdirSync(path.join(app.config.dataDir, 'uploads')).sort()).toEqual(uploadsBefore);
    });

    it('refuses a file over the size limit with 413 and stores nothing', async () => {
      // Larger than the JSON body limit (1 MB) but within the upload limit: accepted.
      const padding = (bytes: number) => Buffer.from(`%${' '.repeat(98)}\n`.repeat(Math.ceil(bytes / 100)), 'latin1');
      const within = await upload([{ data: Buffer.concat([minimalPdf(), padding(1.5 * 1024 * 1024)]), name: 'report.pdf' }]);
      expect(within.statusCode, within.body).toBe(201);
      await app.inject({ method: 'DELETE', url: `/api/admin/medias/${within.json<{ data: MediaRecord[] }>().data[0]?._id ?? ''}` });
      const big = Buffer.concat([minimalPdf(), padding(2 * 1024 * 1024 + 10)]);
      const before = fs.readdirSync(path.join(app.config.dataDir, 'uploads')).length;
      const response = await upload([{ data: big, name: 'huge.pdf' }]);
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe('The file is too large: at most 2 MB per file.');
      expect(fs.readdirSync(path.join(app.config.dataDir, 'uploads')).length).toBe(before);
    });

    it('refuses an upload without files or with unknown fields', async () => {
      expect((await upload([])).statusCode).toBe(400);
      const extra = await upload([{ data: await picture(12, 12).png().toBuffer(), name: 'x.png' }], { owner: 'me' });
      expect(extra.statusCode).toBe(400);
      expect(extra.json<{ errors: Record<string, string> }>().errors.owner).toBe('Unknown field: owner.');
      const json = await app.inject({ method: 'POST', url: '/api/admin/medias', payload: { file: 'x' } });
      expect(json.statusCode).toBe(400);
    });

    it('lists newest first with paging, search and a type filter', async () => {
      const named = await uploadOne(await picture(80, 80).png().toBuffer(), 'Cardiology-Wing.png');
      await app.inject({ method: 'PUT', url: `/api/admin/medias/${named._id}`, payload: { title: 'Heart centre', alt: 'Entrance' } });
      const search = (q: string) => app.inject({ url: `/api/admin/medias?q=${encodeURIComponent(q)}` }).then((r) => r.json<{ data: MediaRecord[]; total: number }>());
      expect((await search('cardiology')).data.map((m) => m._id)).toEqual([named._id]);
      expect((await search('HEART')).data.map((m) => m._id)).toEqual([named._id]);
      expect((await search('entr')).total).toBe(1);
      expect((await search('100%')).total).toBe(0);
      const page = (await app.inject({ url: '/api/admin/medias?page=1&limit=2' })).json<{ data: MediaRecord[]; total: number; page: number; limit: number }>();
      expect(page.data).toHaveLength(2);
      expect(page.data[0]?._id).toBe(named._id);
      expect(page.limit).toBe(2);
      const images = (await app.inject({ url: '/api/admin/medias?type=image&limit=100' })).json<{ data: MediaRecord[] }>();
      expect(images.data.every((m) => m.mimeType.startsWith('image/'))).toBe(true);
      const documents = (await app.inject({ url: '/api/admin/medias?type=document' })).json<{ data: MediaRecord[] }>();
      expect(documents.data.map((m) => m.mimeType)).toEqual(['application/pdf']);
      for (const bad of ['page=0', 'limit=500', 'type=video', 'page=abc']) {
        expect((await app.inject({ url: `/api/admin/medias?${bad}` })).statusCode, bad).toBe(400);
      }
    });

    it('changes only the title and alt text, refusing other fields', async () => {
      const record = await uploadOne(await picture(90, 90).png().toBuffer(), 'x.png');
      const saved = await app.inject({ method: 'PUT', url: `/api/admin/medias/${record._id}`, payload: { title: 'Lobby', alt: 'The lobby at noon' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ data: MediaRecord }>().data).toMatchObject({ title: 'Lobby', alt: 'The lobby at noon', fileName: record.fileName });
      const sneaky = await app.inject({ method: 'PUT', url: `/api/admin/medias/${record._id}`, payload: { title: 'x', fileName: '../../etc/passwd' } });
      expect(sneaky.statusCode).toBe(400);
      expect(sneaky.json<{ errors: Record<string, string> }>().errors.fileName).toBe('Unknown field: fileName.');
      expect((await app.inject({ method: 'PUT', url: '/api/admin/medias/nope', payload: { title: 'x' } })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/admin/medias/${record._id}` })).json<{ data: MediaRecord }>().data.title).toBe('Lobby');
    });

    it('refuses to delete a file still in use, naming where, and deletes it with its variants once free', async () => {
      const record = await uploadOne(await picture(700, 400).jpeg().toBuffer(), 'doctor.jpg');
      const now = new Date().toISOString();
      await app.db.kysely
        .insertInto(contentTableName('experts'))
        .values({ id: 'e1', slug: 'dr-rao', title: 'Dr. Rao', status: 'active', sort_order: 0, record_date: null, created_at: now, updated_at: now, data: JSON.stringify({ imageUrl: record.variants?.['640'] }) })
        .execute();
      await app.db.kysely.insertInto('settings').values({ key: 'site-settings', value: JSON.stringify({ header_logo: record.url }), updated_at: now }).execute();
      const refused = await app.inject({ method: 'DELETE', url: `/api/admin/medias/${record._id}` });
      expect(refused.statusCode).toBe(409);
      const body = refused.json<{ message: string; usedBy: { type: string; id: string }[] }>();
      expect(body.message).toContain('Doctor "Dr. Rao"');
      expect(body.message).toContain('the site settings');
      expect(body.usedBy).toEqual(expect.arrayContaining([{ type: 'experts', id: 'e1', title: 'Dr. Rao' }]));

      await app.db.kysely.deleteFrom(contentTableName('experts')).where('id', '=', 'e1').execute();
      await app.db.kysely.deleteFrom('settings').execute();
      const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/medias/${record._id}` });
      expect(deleted.statusCode).toBe(200);
      for (const url of [record.url, ...Object.values(record.variants ?? {})]) {
        expect((await app.inject({ url })).statusCode, url).toBe(404);
      }
      expect((await app.inject({ method: 'DELETE', url: `/api/admin/medias/${record._id}` })).statusCode).toBe(404);
    });

    it('serves files with long-lived caching and nosniff, documents as attachments', async () => {
      const image = await uploadOne(await picture(50, 50).png().toBuffer(), 'a.png');
      const served = await app.inject({ url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBeUndefined();
      const pdf = (await app.inject({ url: '/api/admin/medias?type=document' })).json<{ data: MediaRecord[] }>().data[0];
      const document = await app.inject({ url: pdf?.url ?? '' });
      expect(document.headers['content-type']).toBe('application/pdf');
      expect(document.headers['content-disposition']).toMatch(/^attachment/);
    });

    it('answers 404 to any path that is not a generated name, traversal included', async () => {
      fs.writeFileSync(path.join(app.config.dataDir, 'secret.txt'), 'top-secret-contents');
      fs.writeFileSync(path.join(app.config.dataDir, 'uploads', 'notes.png'), 'not generated');
      for (const url of [
        '/uploads/../secret.txt',
        '/uploads/..%2fsecret.txt',
        '/uploads/%2e%2e/secret.txt',
        '/uploads/..%5csecret.txt',
        '/uploads/%2e%2e%2f%2e%2e%2fhospital.db',
        '/uploads/notes.png',
        '/uploads/',
        '/uploads/0123456789abcdef.png',
        '/uploads/0123456789abcdef.png/../../secret.txt',
        '/uploads//etc/passwd',
      ]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('top-secret-contents');
      }
    });
  });
}
