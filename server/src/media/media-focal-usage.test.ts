import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { contentTableName } from '../db/database';
import type { MediaRecord, MediaUseListed } from './media-operations';

/** A plain picture of the given size; `shade` makes its bytes (and so its stored file) distinct. */
const picture = (width: number, height: number, shade = 90) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: shade, b: 60 } } }).jpeg().toBuffer();

function form(data: Buffer, name: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', new Blob([data]), name);
  return body;
}

for (const dialect of dialects) {
  describe(`media names, focal points and uses on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);

    const upload = async (data: Buffer, name: string, fields?: Record<string, string>): Promise<MediaRecord> => {
      const response = await app.inject({ method: 'POST', url: '/api/admin/medias', payload: form(data, name, fields) });
      expect(response.statusCode, response.body).toBe(201);
      const record = response.json<{ data: MediaRecord[] }>().data[0];
      if (!record) throw new Error('no record');
      return record;
    };

    const put = (id: string, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: `/api/admin/medias/${id}`, payload });

    const search = async (query: string) =>
      (await app.inject({ url: `/api/admin/medias?${query}` })).json<{ data: MediaRecord[]; total: number }>();

    let nextExpert = 0;
    /** An active doctor whose photo is `imageUrl`. */
    const addDoctor = async (title: string, imageUrl: string): Promise<string> => {
      const id = `e${++nextExpert}`;
      const now = new Date().toISOString();
      await app.db.kysely
        .insertInto(contentTableName('experts'))
        .values({ id, slug: `doctor-${id}`, title, status: 'active', sort_order: 0, record_date: null, created_at: now, updated_at: now, data: JSON.stringify({ imageUrl }) })
        .execute();
      return id;
    };

    it('names an upload after its original file name until the editor renames it, and finds it by either', async () => {
      const record = await upload(await picture(600, 750, 10), 'dr-meera-portrait.jpg');
      expect(record.title).toBe('dr-meera-portrait.jpg');
      expect(record.originalName).toBe('dr-meera-portrait.jpg');
      expect(record.fileName).not.toContain('meera');

      const renamed = await put(record._id, { title: 'Dr. Meera Iyer', alt: 'Dr. Meera Iyer smiling' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<{ data: MediaRecord }>().data).toMatchObject({ title: 'Dr. Meera Iyer', originalName: 'dr-meera-portrait.jpg' });
      for (const q of ['MEERA-PORTRAIT', 'meera iyer', 'smiling']) {
        expect((await search(`q=${encodeURIComponent(q)}`)).data.map((m) => m._id), q).toEqual([record._id]);
      }
    });

    it('keeps a title the uploader gave and a long original name cut to the title length', async () => {
      const titled = await upload(await picture(40, 40, 11), 'IMG_0001.jpg', { title: 'Reception' });
      expect(titled.title).toBe('Reception');
      const longName = `${'x'.repeat(240)}.jpg`;
      const long = await upload(await picture(40, 40, 12), longName);
      expect(long.originalName).toBe(longName);
      expect(long.title).toBe('x'.repeat(200));
    });

    it('finds the file at an /uploads/ address, a resized copy included', async () => {
      const record = await upload(await picture(700, 400, 13), 'ward.jpg');
      for (const url of [record.url, record.variants?.['640'] ?? '', record.variants?.['320'] ?? '']) {
        const found = await search(`url=${encodeURIComponent(url)}`);
        expect(found.data.map((m) => m._id), url).toEqual([record._id]);
      }
      for (const url of ['/uploads/0123456789abcdef.png', 'https://example.org/a.png', '/uploads/../hospital.db']) {
        expect((await search(`url=${encodeURIComponent(url)}`)).total, url).toBe(0);
      }
    });

    it('stores a focal point at the centre, changes it, and keeps it when only the words change', async () => {
      const record = await upload(await picture(600, 750, 14), 'portrait.jpg');
      expect([record.focalX, record.focalY]).toEqual([50, 50]);
      const moved = await put(record._id, { title: 'Portrait', alt: '', focalX: 48, focalY: 22 });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<{ data: MediaRecord }>().data).toMatchObject({ focalX: 48, focalY: 22 });
      await put(record._id, { title: 'Portrait, renamed', alt: 'A doctor' });
      const read = (await app.inject({ url: `/api/admin/medias/${record._id}` })).json<{ data: MediaRecord }>().data;
      expect(read).toMatchObject({ title: 'Portrait, renamed', focalX: 48, focalY: 22 });
      for (const edge of [0, 100]) {
        expect((await put(record._id, { title: 'Edge', alt: '', focalX: edge, focalY: edge })).statusCode, String(edge)).toBe(200);
      }
    });

    it('refuses a focal point outside 0–100, not whole or not a number, or half of one, with a 400 naming the field', async () => {
      const record = await upload(await picture(60, 60, 15), 'bad.jpg');
      const cases: [Record<string, unknown>, string][] = [
        [{ focalX: 101, focalY: 50 }, 'focalX'],
        [{ focalX: 50, focalY: -1 }, 'focalY'],
        [{ focalX: 12.5, focalY: 50 }, 'focalX'],
        [{ focalX: '50', focalY: 50 }, 'focalX'],
        [{ focalX: 50 }, 'focalY'],
        [{ focalY: 50 }, 'focalX'],
        [{ title: 'Bad\u0000name' }, 'title'],
      ];
      for (const [body, field] of cases) {
        const response = await put(record._id, { title: 'x', alt: '', ...body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const errors = response.json<{ errors?: Record<string, string> }>().errors ?? {};
        expect(Object.keys(errors), JSON.stringify(body)).toContain(field);
      }
      const unchanged = (await app.inject({ url: `/api/admin/medias/${record._id}` })).json<{ data: MediaRecord }>().data;
      expect([unchanged.focalX, unchanged.focalY, unchanged.title]).toEqual([50, 50, 'bad.jpg']);
    });

    it('lists where a file is used, with the studio screen of each record, and nothing for an unused file', async () => {
      const photo = await upload(await picture(600, 750, 16), 'dr-rao.jpg');
      const spare = await upload(await picture(600, 750, 17), 'spare.jpg');
      const doctor = await addDoctor('Dr. Rao', photo.variants?.['640'] ?? '');
      const response = await app.inject({ url: `/api/admin/medias/${photo._id}/usage` });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ data: MediaUseListed[]; message: string }>();
      expect(body.data).toEqual([{ type: 'experts', id: doctor, title: 'Dr. Rao', label: 'Doctor "Dr. Rao"', adminPath: `/admin/experts/edit/${doctor}` }]);
      expect(body.message).toBe('Used in 1 place');
      const unused = (await app.inject({ url: `/api/admin/medias/${spare._id}/usage` })).json<{ data: MediaUseListed[]; message: string }>();
      expect(unused).toEqual({ data: [], message: 'Not used anywhere' });
      expect((await app.inject({ url: '/api/admin/medias/nope/usage' })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/admin/medias/${photo._id}/usage`, headers: { authorization: '' } })).statusCode).toBe(401);
    });

    it('gives the public listings the focal points of the images they show, and none while at the centre', async () => {
      const photo = await upload(await picture(600, 750, 18), 'dr-sen.jpg');
      const centred = await upload(await picture(600, 750, 19), 'dr-das.jpg');
      await addDoctor('Dr. Sen', photo.variants?.['640'] ?? '');
      await addDoctor('Dr. Das', centred.url);
      const activeExperts = async () =>
        (await app.inject({ url: '/api/admin/experts/active', headers: { authorization: '' } })).json<{ data: unknown[]; focalPoints?: Record<string, unknown> }>();
      expect((await activeExperts()).focalPoints).toBeUndefined();

      await put(photo._id, { title: 'Dr. Sen', alt: '', focalX: 50, focalY: 20 });
      const listed = await activeExperts();
      expect(listed.focalPoints).toEqual({ [`/uploads/${photo.fileName.slice(0, 16)}`]: { x: 50, y: 20 } });
      expect(listed.data.length).toBeGreaterThanOrEqual(2);
      const banners = (await app.inject({ url: '/api/admin/banners/active', headers: { authorization: '' } })).json<Record<string, unknown>>();
      expect(banners.focalPoints).toBeUndefined();
    });
  });
}
