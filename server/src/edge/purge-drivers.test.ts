import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { parseEdgeSettings, type EdgeSettingsError } from '../config/edge-settings';
import { signAwsRequest } from './aws-signature';
import { purgeDriver, type PurgeDriver } from './purge-drivers';

// Each driver's request, sent to a local HTTP server standing in for the provider's API, which
// records what it receives and answers what the provider would.

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let base = '';
let received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"success":true}' };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{"success":true}' };
});

const driverOf = (env: Record<string, string>): PurgeDriver => {
  const driver = purgeDriver(parseEdgeSettings(env).purge);
  if (!driver) throw new Error('no driver');
  return driver;
};
const purge = { keys: ['type:blogs', 'type:experts', 'sitemap'], reference: 'job-1' };

describe('the edge purge drivers', () => {
  it('Varnish: PURGE / with the keys in xkey-purge, to each Varnish named', async () => {
    await driverOf({ EDGE_PURGE: 'varnish', EDGE_PURGE_URL: `${base}/a, ${base}/b` })(purge);
    expect(received.map((r) => [r.method, r.url, r.headers['xkey-purge']])).toEqual([
      ['PURGE', '/a/', 'type:blogs type:experts sitemap'],
      ['PURGE', '/b/', 'type:blogs type:experts sitemap'],
    ]);
  });

  it('Cloudflare: POST zones/{zone}/purge_cache with the tags and the API token, 30 tags a call', async () => {
    const driver = driverOf({ EDGE_PURGE: 'cloudflare', EDGE_PURGE_URL: base, EDGE_CLOUDFLARE_ZONE: 'zone-9', EDGE_PURGE_TOKEN: 'cf-token' });
    await driver(purge);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/zones/zone-9/purge_cache', headers: { authorization: 'Bearer cf-token', 'content-type': 'application/json' } });
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ tags: ['type:blogs', 'type:experts', 'sitemap'] });
    received = [];
    await driver({ keys: Array.from({ length: 31 }, (_, i) => `k${i}`), reference: 'job-2' });
    expect(received.map((r) => (JSON.parse(r.body) as { tags: string[] }).tags.length)).toEqual([30, 1]);
  });

  it('Cloudflare: an answer without success fails the purge with its words', async () => {
    answer = { status: 200, body: '{"success":false,"errors":[{"code":1134,"message":"Invalid zone"}]}' };
    await expect(driverOf({ EDGE_PURGE: 'cloudflare', EDGE_PURGE_URL: base, EDGE_CLOUDFLARE_ZONE: 'z', EDGE_PURGE_TOKEN: 't' })(purge)).rejects.toThrow(/Cloudflare refused the purge: .*Invalid zone/);
  });

  it('Fastly: POST service/{service}/purge with the surrogate keys and the Fastly-Key', async () => {
    await driverOf({ EDGE_PURGE: 'fastly', EDGE_PURGE_URL: base, EDGE_FASTLY_SERVICE: 'svc-1', EDGE_PURGE_TOKEN: 'fastly-key' })(purge);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/service/svc-1/purge', headers: { 'fastly-key': 'fastly-key' } });
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ surrogate_keys: ['type:blogs', 'type:experts', 'sitemap'] });
  });

  it('CloudFront: POST an invalidation of /* for the distribution, signed with SigV4', async () => {
    answer = { status: 201, body: '<Invalidation/>' };
    const env = { EDGE_PURGE: 'cloudfront', EDGE_PURGE_URL: base, EDGE_CLOUDFRONT_DISTRIBUTION: 'E2ABC', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' };
    await driverOf(env)(purge);
    const request = received[0];
    expect(request).toMatchObject({ method: 'POST', url: '/2020-05-31/distribution/E2ABC/invalidation', headers: { 'content-type': 'application/xml' } });
    expect(request?.body).toContain('<CallerReference>job-1</CallerReference>');
    expect(request?.body).toContain('<Paths><Quantity>1</Quantity><Items><Path>/*</Path></Items></Paths>');
    // The signature the API would compute from what it received.
    const date = String(request?.headers['x-amz-date']);
    const now = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
    const expected = signAwsRequest({ method: 'POST', url: `${base}${request?.url}`, headers: { 'content-type': 'application/xml' }, body: request?.body ?? '', region: 'us-east-1', service: 'cloudfront', now }, { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' });
    expect(request?.headers.authorization).toBe(expected.authorization);
    expect(request?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/cloudfront\/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=[0-9a-f]{64}$/);
  });

  it('webhook: POST the id and the keys as JSON, with the token as a bearer', async () => {
    await driverOf({ EDGE_PURGE: 'webhook', EDGE_PURGE_URL: `${base}/hooks/purge`, EDGE_PURGE_TOKEN: 'hook-token' })(purge);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/hooks/purge', headers: { authorization: 'Bearer hook-token', 'content-type': 'application/json' } });
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ id: 'job-1', keys: ['type:blogs', 'type:experts', 'sitemap'] });
  });

  it('fails with the status and the answer when the provider refuses, and with the cause when it cannot be reached', async () => {
    answer = { status: 503, body: 'busy' };
    await expect(driverOf({ EDGE_PURGE: 'webhook', EDGE_PURGE_URL: `${base}/hook` })(purge)).rejects.toThrow(`POST ${base}/hook answered 503: busy`);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(driverOf({ EDGE_PURGE: 'varnish', EDGE_PURGE_URL: `http://127.0.0.1:${port}` })(purge)).rejects.toThrow(`PURGE http://127.0.0.1:${port}/ failed: connect ECONNREFUSED`);
  });
});

describe('the edge settings', () => {
  const fault = (env: Record<string, string>) => {
    try {
      parseEdgeSettings(env);
      return 'none';
    } catch (error) {
      return `${(error as EdgeSettingsError).variable} ${(error as Error).message}`;
    }
  };
  it('are off by default and name the variable a driver lacks', () => {
    expect(parseEdgeSettings({})).toEqual({ cache: false, maxAgeSeconds: 86400, staleIfErrorSeconds: 86400, purge: { driver: 'none' } });
    expect(parseEdgeSettings({ EDGE_CACHE: 'on', EDGE_MAX_AGE: '604800' })).toMatchObject({ cache: true, maxAgeSeconds: 604800 });
    expect(fault({ EDGE_CACHE: 'maybe' })).toBe('EDGE_CACHE must be on or off');
    expect(fault({ EDGE_PURGE: 'akamai' })).toBe('EDGE_PURGE must be one of none, varnish, cloudflare, fastly, cloudfront, webhook');
    expect(fault({ EDGE_PURGE: 'cloudflare', EDGE_PURGE_TOKEN: 't' })).toBe('EDGE_CLOUDFLARE_ZONE is needed with EDGE_PURGE=cloudflare');
    expect(fault({ EDGE_PURGE: 'cloudfront', EDGE_CLOUDFRONT_DISTRIBUTION: 'E1', AWS_ACCESS_KEY_ID: 'a' })).toBe('AWS_SECRET_ACCESS_KEY is needed with EDGE_PURGE=cloudfront');
    expect(fault({ EDGE_PURGE: 'varnish', EDGE_PURGE_URL: 'ftp://x' })).toBe('EDGE_PURGE_URL must be an http(s) URL');
    expect(fault({ EDGE_MAX_AGE: '-1' })).toBe('EDGE_MAX_AGE must be a whole number of seconds from 1 to 31536000 (a year)');
    expect(() => loadConfig({ EDGE_PURGE: 'fastly', EDGE_PURGE_TOKEN: 'k' })).toThrow('Invalid EDGE_FASTLY_SERVICE: is needed with EDGE_PURGE=fastly');
  });
});
