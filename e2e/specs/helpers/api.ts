import { expect, type APIRequestContext } from '@playwright/test';
import zlib from 'node:zlib';

/** What the API answers for a created record (the fields it was given plus the system fields). */
export type CreatedRecord = Record<string, unknown> & { _id: string; slug?: string };

/** Signs in as the harness's administrator and returns the bearer token. */
export async function apiLogin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token?: string; data?: { token?: string } };
  const token = body.token ?? body.data?.token;
  if (!token) throw new Error('the login answer has no token');
  return token;
}

/** Creates one record of a content type (`experts`, `media-coverage`, …), active unless told. */
export async function createRecord(request: APIRequestContext, token: string, type: string, body: Record<string, unknown>): Promise<CreatedRecord> {
  const response = await request.post(`/api/admin/${type}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'active', ...body },
  });
  expect(response.status(), `POST ${type}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: CreatedRecord }).data;
}

/** Creates records one after another (so their createdAt order is the array's order). */
export async function createRecords(request: APIRequestContext, token: string, type: string, bodies: Record<string, unknown>[]): Promise<CreatedRecord[]> {
  const created: CreatedRecord[] = [];
  for (const body of bodies) created.push(await createRecord(request, token, type, body));
  return created;
}

/**
 * Sets the site's languages besides English through the settings API, sending the whole record
 * back. Specs that need Hindi set it themselves: other specs replace the settings meanwhile.
 */
export async function setSiteLanguages(request: APIRequestContext, token: string, languages: string[]): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const current = await request.get('/api/admin/site-settings/admin', { headers });
  expect(current.status(), await current.text()).toBe(200);
  const settings = ((await current.json()) as { data: Record<string, unknown> }).data;
  const put = await request.put('/api/admin/site-settings', { headers, data: { ...settings, languages } });
  expect(put.status(), await put.text()).toBe(200);
}

export interface PageInput {
  title: string;
  pageRoute: string;
  template: string;
  description?: string;
  templateData?: { name: string; value: string | null; repeaterValues?: Record<string, string | null>[] }[];
}

/** Creates an active page with a template; its path is `/{pageRoute}`. */
export async function createPage(request: APIRequestContext, token: string, page: PageInput): Promise<CreatedRecord> {
  return createRecord(request, token, 'pages', { description: '', templateData: [], ...page });
}

/** The active list of a type, as the website reads it. */
export async function activeList<T = Record<string, unknown>>(request: APIRequestContext, type: string): Promise<T[]> {
  const response = await request.get(`/api/admin/${type}/active`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T[] }).data;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/** A small solid-colour PNG; a different colour gives a different file (uploads are content-hashed). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Uploads a PNG to the media library and returns its `/uploads/…` path. It is wider than the
 * largest variant (1280 px) so all the WebP variants the public srcset names exist.
 */
export async function uploadImage(request: APIRequestContext, token: string, colour: [number, number, number] = [192, 85, 58], alt = ''): Promise<string> {
  const response = await request.post('/api/admin/medias', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: 'e2e.png', mimeType: 'image/png', buffer: solidPng(1400, 800, colour) },
      ...(alt ? { alt } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { url: string }[] | { url: string } };
  const record = Array.isArray(body.data) ? body.data[0] : body.data;
  if (!record?.url) throw new Error('the upload answer has no url');
  return record.url;
}

/** YYYY-MM-DD of a day in the given year (month 1-12). */
export const isoDate = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A run-unique suffix, so records of different spec files and runs never share slugs or routes. */
export const uniqueSuffix = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The department with the most doctors (with its count), one with a second page of doctors to reach. */
export async function busyDepartment(request: APIRequestContext): Promise<{ slug: string; title: string; count: number }> {
  const experts = await activeList<{ departments?: { slug?: string; title?: string }[] }>(request, 'experts');
  const counts = new Map<string, { slug: string; title: string; count: number }>();
  for (const d of experts.flatMap((e) => e.departments ?? [])) {
    if (!d.slug || !d.title) continue;
    const entry = counts.get(d.slug) ?? { slug: d.slug, title: d.title, count: 0 };
    entry.count++;
    counts.set(d.slug, entry);
  }
  const busiest = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  if (!busiest || busiest.count <= 6) throw new Error('the demo hospital has no department with more than 6 doctors');
  return busiest;
}
