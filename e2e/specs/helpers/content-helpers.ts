import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Helpers of the content-template specs: sign in, create records and pages through the admin API,
 * upload small generated images, navigate in the browser (not a server render), and scan with axe.
 */

export async function apiLogin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token?: string; data?: { token?: string } };
  const token = body.data?.token ?? body.token;
  if (!token) throw new Error('The login answer carries no token');
  return token;
}

export interface CreatedRecord {
  _id: string;
  slug?: string;
  [field: string]: unknown;
}

export async function createRecord(request: APIRequestContext, token: string, type: string, body: Record<string, unknown>): Promise<CreatedRecord> {
  const response = await request.post(`/api/admin/${type}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'active', ...body },
  });
  expect(response.status(), `POST ${type}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: CreatedRecord }).data;
}

export interface TemplateEntry {
  name: string;
  value?: string | null;
  repeaterValues?: Record<string, string | null>[];
}

export interface NewPage {
  title: string;
  pageRoute: string;
  template: string;
  description?: string;
  templateData?: TemplateEntry[];
}

export async function createPage(request: APIRequestContext, token: string, page: NewPage): Promise<CreatedRecord> {
  return createRecord(request, token, 'pages', {
    description: '',
    ...page,
    templateData: (page.templateData ?? []).map((entry) => ({ value: null, ...entry })),
  });
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A solid-colour PNG; each colour gives a different file (uploads are stored by content hash). */
export function solidPng(rgb: [number, number, number], width = 48, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let colourSeed = 0;

/** Uploads a small PNG to the media library and answers its `/uploads/…` URL. */
export async function uploadImage(request: APIRequestContext, token: string, name = 'picture.png'): Promise<string> {
  colourSeed += 1;
  const rgb: [number, number, number] = [(colourSeed * 53) % 256, (colourSeed * 97 + 40) % 256, (colourSeed * 151 + 80) % 256];
  const response = await request.post('/api/admin/medias', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'image/png', buffer: solidPng(rgb) } },
  });
  expect(response.status(), `upload: ${await response.text()}`).toBe(201);
  const body = (await response.json()) as { data: { url: string }[] | { url: string } };
  const record = Array.isArray(body.data) ? body.data[0] : body.data;
  if (!record?.url) throw new Error('The upload answer carries no url');
  return record.url;
}

/**
 * Opens `path` through the browser's router rather than a server render, so the page's lists are
 * fetched by the browser (and `page.route` can make them fail): the not-found page is rendered
 * first, then the history changes and the router follows the popstate event.
 */
export async function gotoClientSide(page: Page, path: string): Promise<void> {
  await page.goto('/e2e-client-side-start');
  await page.waitForLoadState('load');
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** Fails with the list of serious and critical axe violations of the page, if any. */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
