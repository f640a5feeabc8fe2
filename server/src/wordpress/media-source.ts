import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import dns from 'node:dns/promises';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import type { WxrItem } from './wxr-records';

/**
 * Where an attachment's file comes from: a copy of the old site's `wp-content/uploads` folder, or
 * the old site itself over HTTP(S), a few at a time, each with a time-out and a size limit. From
 * the site, only the export's own address (its host and port) and the hosts named in `hosts` are
 * fetched; a redirect is followed only to those; and a host other than the export's own that lies
 * on a private or loopback address is refused (the export's text must not make the server fetch
 * from its own network): checked before asking, and again on the addresses the connection is made
 * to, so a name that answers a public address to the check and a private one to the connection
 * is refused too.
 */
export type MediaSource =
  | { kind: 'uploads'; folder: string }
  | { kind: 'site'; concurrency: number; timeoutMs: number; maxBytes: number; hosts?: readonly string[] }
  | { kind: 'none' };

/** Redirects followed for one file, each to an allowed host. */
const maxRedirects = 3;

const privateRanges = new net.BlockList();
for (const [address, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) privateRanges.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) privateRanges.addSubnet(address, prefix, 'ipv6');

/** True for loopback, private, link-local, shared and multicast addresses (IPv4-mapped IPv6 included). */
export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return privateRanges.check(mapped, 'ipv4');
  return privateRanges.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');
}

/** Why `url` may not be fetched for an export of `site`, or undefined when it may. */
async function refusal(url: URL, site: URL | undefined, hosts: readonly string[]): Promise<string | undefined> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol} addresses are not fetched`;
  if (site && url.host === site.host) return undefined;
  if (!hosts.some((h) => h.toLowerCase() === url.host || h.toLowerCase() === url.hostname)) {
    return `${url.host} is not the export's site${site ? ` (${site.host})` : ''}; name it with --media-host to fetch from it`;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) return `${url.host} cannot be found`;
  if (addresses.some(isPrivateAddress)) return `${url.host} is a private or loopback address, which is fetched only when it is the export's own site`;
  return undefined;
}

export type Fetched = { ok: true; data: Buffer } | { ok: false; reason: string };

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The connection's own name lookup for a host other than the export's site: it connects only to
 * public addresses. The check before asking looked the name up once; this is the lookup the
 * socket connects with, so the addresses checked are the addresses used.
 */
export function publicOnlyLookup(hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void {
  dnsLookup(hostname, { family: options.family === 'IPv6' ? 6 : options.family === 'IPv4' ? 4 : Number(options.family ?? 0) || 0, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const chosen = addresses.find((a) => isPrivateAddress(a.address));
    if (chosen || addresses.length === 0) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} is a private or loopback address, which is fetched only when it is the export's own site`);
      refused.code = 'EPRIVATEADDRESS';
      return callback(refused, '');
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
}

/** A GET of `url`, redirects not followed; a host other than the export's site connected to on public addresses only. */
function get(url: URL, signal: AbortSignal, ownSite: boolean): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const options: https.RequestOptions = { signal, headers: { accept: '*/*' }, ...(ownSite ? {} : { lookup: publicOnlyLookup as unknown as net.LookupFunction }) };
    const request = (url.protocol === 'https:' ? https : http).get(url, options, resolve);
    request.on('error', reject);
  });
}

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

async function fromSite(source: Extract<MediaSource, { kind: 'site' }>, site: URL | undefined, item: WxrItem): Promise<Fetched> {
  let url: URL;
  try {
    url = new URL(item.attachmentUrl);
  } catch {
    return { ok: false, reason: 'the export gives no address for its file' };
  }
  try {
    const signal = AbortSignal.timeout(source.timeoutMs);
    let response: http.IncomingMessage | undefined;
    for (let hop = 0; ; hop += 1) {
      const refused = await refusal(url, site, source.hosts ?? []);
      if (refused) return { ok: false, reason: hop === 0 ? refused : `${item.attachmentUrl} redirects to ${url.href}: ${refused}` };
      response = await get(url, signal, Boolean(site && url.host === site.host));
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status < 300 || status >= 400 || !location) break;
      response.destroy();
      if (hop >= maxRedirects) return { ok: false, reason: `${item.attachmentUrl} redirects more than ${maxRedirects} times` };
      url = new URL(location, url);
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.destroy();
      return { ok: false, reason: `the site answered ${status} for ${url.href}` };
    }
    const declared = Number(response.headers['content-length'] ?? '0');
    if (declared > source.maxBytes) {
      response.destroy();
      return { ok: false, reason: `${url.href} is larger than ${Math.round(source.maxBytes / 1e6)} MB` };
    }
    const parts: Buffer[] = [];
    let size = 0;
    for await (const part of response) {
      size += (part as Buffer).length;
      if (size > source.maxBytes) {
        response.destroy();
        return { ok: false, reason: `${url.href} is larger than ${Math.round(source.maxBytes / 1e6)} MB` };
      }
      parts.push(part as Buffer);
    }
    return { ok: true, data: Buffer.concat(parts) };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'EPRIVATEADDRESS') return { ok: false, reason: `${url.href} could not be fetched: ${error.message}` };
    return { ok: false, reason: timedOut ? `${url.href} did not arrive within ${source.timeoutMs / 1000} s` : `${url.href} could not be fetched (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** The file of each attachment, in order, with at most `concurrency` read or fetched at once. */
export async function fetchAll(source: MediaSource, items: readonly WxrItem[], siteUrl = ''): Promise<Fetched[]> {
  let site: URL | undefined;
  try {
    site = siteUrl ? new URL(siteUrl) : undefined;
  } catch {
    site = undefined;
  }
  if (source.kind === 'none') return items.map(() => ({ ok: false, reason: 'no --uploads folder or --media-from-site was given' }));
  const results: Fetched[] = new Array<Fetched>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      const item = items[i] as WxrItem;
      results[i] = source.kind === 'uploads' ? await fromFolder(source.folder, item) : await fromSite(source, site, item);
    }
  };
  const concurrency = source.kind === 'site' ? source.concurrency : 4;
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
