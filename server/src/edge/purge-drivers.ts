import type { EdgePurge } from '../config/edge-settings';
import { signAwsRequest } from './aws-signature';

/**
 * The request each edge provider takes to forget the pages of some surrogate keys (issue 49). A
 * driver answers when the provider accepted it, and throws with the provider's status and words
 * otherwise, so the job queue retries and the System screen shows why.
 */

export interface Purge {
  /** The surrogate keys of the change (edge-keys.ts). */
  keys: readonly string[];
  /** Unique per purge (the job's id): CloudFront's CallerReference, the webhook's id. */
  reference: string;
}

export type PurgeDriver = (purge: Purge) => Promise<void>;

/** A provider that does not answer in this time has failed this attempt. */
const timeoutMs = 15_000;

export class PurgeError extends Error {}

async function send(url: string, init: RequestInit & { method: string }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new PurgeError(`${init.method} ${url} failed: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`);
  }
  const body = await response.text();
  if (!response.ok) throw new PurgeError(`${init.method} ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

/**
 * Varnish with the VCL of docs/varnish.vcl: `PURGE /` with `xkey-purge: {keys}` removes every
 * object carrying one of the keys (vmod xkey), on each Varnish named.
 */
const varnish =
  (urls: readonly string[]): PurgeDriver =>
  async ({ keys }) => {
    for (const url of urls) await send(`${url}/`, { method: 'PURGE', headers: { 'xkey-purge': keys.join(' ') } });
  };

/** Cloudflare's purge by cache tag (the `Cache-Tag` header): `POST /zones/{zone}/purge_cache {"tags": […]}`, 30 tags a call. */
const cloudflare =
  (apiUrl: string, zone: string, token: string): PurgeDriver =>
  async ({ keys }) => {
    for (let i = 0; i < keys.length; i += 30) {
      const body = await send(`${apiUrl}/zones/${encodeURIComponent(zone)}/purge_cache`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: keys.slice(i, i + 30) }),
      });
      let answer: { success?: unknown; errors?: unknown } | undefined;
      try {
        answer = JSON.parse(body) as typeof answer;
      } catch {
        answer = undefined;
      }
      if (answer?.success !== true) throw new PurgeError(`Cloudflare refused the purge: ${body.slice(0, 300)}`);
    }
  };

/** Fastly's purge of several surrogate keys at once: `POST /service/{service}/purge {"surrogate_keys": […]}`. */
const fastly =
  (apiUrl: string, service: string, token: string): PurgeDriver =>
  async ({ keys }) => {
    await send(`${apiUrl}/service/${encodeURIComponent(service)}/purge`, {
      method: 'POST',
      headers: { 'fastly-key': token, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ surrogate_keys: keys }),
    });
  };

/**
 * CloudFront knows no tags: an invalidation of paths. Every public page reads the site settings
 * and the menus, and a record's type shows on listings, the home page and its own pages alike, so
 * the path is `/*` (one path, whatever it covers, as CloudFront counts them), signed with SigV4.
 */
const cloudfront =
  (purge: Extract<EdgePurge, { driver: 'cloudfront' }>): PurgeDriver =>
  async ({ reference }) => {
    const url = `${purge.apiUrl}/2020-05-31/distribution/${encodeURIComponent(purge.distribution)}/invalidation`;
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">' +
      `<CallerReference>${escapeXml(reference)}</CallerReference>` +
      '<Paths><Quantity>1</Quantity><Items><Path>/*</Path></Items></Paths>' +
      '</InvalidationBatch>';
    const headers = signAwsRequest({ method: 'POST', url, headers: { 'content-type': 'application/xml' }, body, region: 'us-east-1', service: 'cloudfront' }, purge);
    await send(url, { method: 'POST', headers, body });
  };

/** Any other edge: `POST {url}` with `{"id", "keys"}` as JSON, the token as a bearer when set. */
const webhook =
  (url: string, token: string | undefined): PurgeDriver =>
  async ({ keys, reference }) => {
    await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ id: reference, keys }),
    });
  };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The driver of the settings, or undefined when no purge is configured. */
export function purgeDriver(purge: EdgePurge): PurgeDriver | undefined {
  switch (purge.driver) {
    case 'none':
      return undefined;
    case 'varnish':
      return varnish(purge.urls);
    case 'cloudflare':
      return cloudflare(purge.apiUrl, purge.zone, purge.token);
    case 'fastly':
      return fastly(purge.apiUrl, purge.service, purge.token);
    case 'cloudfront':
      return cloudfront(purge);
    case 'webhook':
      return webhook(purge.url, purge.token);
  }
}
