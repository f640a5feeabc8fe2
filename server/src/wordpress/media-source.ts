import fs from 'node:fs/promises';
import path from 'node:path';
import type { WxrItem } from './wxr-records';

/**
 * Where an attachment's file comes from: a copy of the old site's `wp-content/uploads` folder, or
 * the old site itself over HTTP(S), a few at a time, each with a time-out and a size limit.
 */
export type MediaSource = { kind: 'uploads'; folder: string } | { kind: 'site'; concurrency: number; timeoutMs: number; maxBytes: number } | { kind: 'none' };

export type Fetched = { ok: true; data: Buffer } | { ok: false; reason: string };

/** The path of an attachment under `uploads/`: WordPress's `_wp_attached_file`, else read from its address. */
export function uploadsPathOf(item: WxrItem): string {
  const attached = item.meta.get('_wp_attached_file')?.trim();
  if (attached) return attached;
  const marker = '/wp-content/uploads/';
  const at = item.attachmentUrl.indexOf(marker);
  return at >= 0 ? decodeURIComponent(item.attachmentUrl.slice(at + marker.length)) : '';
}

async function fromFolder(folder: string, item: WxrItem): Promise<Fetched> {
  const relative = uploadsPathOf(item);
  if (!relative) return { ok: false, reason: 'the export does not say where its file is' };
  const file = path.resolve(folder, relative);
  // The export's text is not trusted to stay inside the folder.
  if (!file.startsWith(path.resolve(folder) + path.sep)) return { ok: false, reason: `its file ${relative} lies outside the uploads folder` };
  try {
    return { ok: true, data: await fs.readFile(file) };
  } catch {
    return { ok: false, reason: `${relative} is not in the uploads folder` };
  }
}

async function fromSite(source: Extract<MediaSource, { kind: 'site' }>, item: WxrItem): Promise<Fetched> {
  let url: URL;
  try {
    url = new URL(item.attachmentUrl);
  } catch {
    return { ok: false, reason: 'the export gives no address for its file' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `${url.protocol} addresses are not fetched` };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(source.timeoutMs), redirect: 'follow' });
    if (!response.ok || !response.body) return { ok: false, reason: `the site answered ${response.status} for ${url.href}` };
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > source.maxBytes) {
      await response.body.cancel();
      return { ok: false, reason: `${url.href} is larger than ${Math.round(source.maxBytes / 1e6)} MB` };
    }
    const parts: Buffer[] = [];
    let size = 0;
    for await (const part of response.body) {
      size += (part as Uint8Array).length;
      if (size > source.maxBytes) return { ok: false, reason: `${url.href} is larger than ${Math.round(source.maxBytes / 1e6)} MB` };
      parts.push(Buffer.from(part as Uint8Array));
    }
    return { ok: true, data: Buffer.concat(parts) };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { ok: false, reason: timedOut ? `${url.href} did not arrive within ${source.timeoutMs / 1000} s` : `${url.href} could not be fetched (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** The file of each attachment, in order, with at most `concurrency` read or fetched at once. */
export async function fetchAll(source: MediaSource, items: readonly WxrItem[]): Promise<Fetched[]> {
  if (source.kind === 'none') return items.map(() => ({ ok: false, reason: 'no --uploads folder or --media-from-site was given' }));
  const results: Fetched[] = new Array<Fetched>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      const item = items[i] as WxrItem;
      results[i] = source.kind === 'uploads' ? await fromFolder(source.folder, item) : await fromSite(source, item);
    }
  };
  const concurrency = source.kind === 'site' ? source.concurrency : 4;
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
