import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config/config';
import { describeOnPostgres, dialects, testConfig } from '../../test/helpers/databases';
import { requestOnce, startServerProcess, type ServerProcess } from '../../test/helpers/server-process';

// /metrics read by a real Prometheus text parser (parse-prometheus-text-format, a port of
// Prometheus's own), from real server processes: one per database, and WORKERS=2 on PostgreSQL,
// whose scrape must sum both processes' figures.

const token = `metrics-${crypto.randomBytes(12).toString('hex')}`;
const bearer = { authorization: `Bearer ${token}` };

/** The value of one series: the sample whose labels include `labels`, summed when several match. */
function value(families: ParsedFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  if (!family) throw new Error(`no metric ${name}`);
  const matching = family.metrics.filter((sample) => Object.entries(labels).every(([key, wanted]) => sample.labels?.[key] === wanted));
  return matching.reduce((sum, sample) => sum + Number(sample.value ?? sample.count ?? 0), 0);
}

/**
 * The parser folds a histogram's labelled series into one (it reads unlabelled ones whole), so the
 * count of one labelled series is read from its `_count` line; the parser has checked the text.
 */
function histogramCount(text: string, name: string, kind: string): number {
  const line = new RegExp(`^${name}_count\\{kind="${kind}"\\} (\\S+)$`, 'm').exec(text);
  return Number(line?.[1] ?? 0);
}

/** Both: the parsed families and the text. */
async function scrapeText(url: string): Promise<{ families: ParsedFamily[]; text: string }> {
  const answer = await requestOnce(`${url}/metrics`, bearer);
  expect(answer.status, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return { families: parsePrometheusTextFormat(answer.body), text: answer.body };
}

const scrape = async (url: string): Promise<ParsedFamily[]> => (await scrapeText(url)).families;

function postJson(url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** A PostgreSQL schema of its own in TEST_DATABASE_URL, and the DATABASE_URL that uses it. */
async function postgresSchema(url: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const schema = `metrics_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  return {
    databaseUrl: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: () => run(`drop schema if exists ${schema} cascade`),
  };
}

describe('METRICS_TOKEN and METRICS_ALLOW', () => {
  it('refuse a start with a wrong value, naming the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/^Invalid METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/8, not-an-address' })).toThrow(/^Invalid METRICS_ALLOW .*IP addresses or CIDR ranges/);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/^Invalid METRICS_ALLOW/);
    expect(loadConfig({ METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,::1' }).metricsAllow).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });
});

for (const dialect of dialects) {
  describe(`who may read /metrics (${dialect.name})`, () => {
    const open = async (env: Record<string, string>) => {
      const test = await dialect.create();
      const config = testConfig(env);
      const app = await buildApp({ config, db: test.db, logger: false });
      return {
        app,
        close: async () => {
          await app.close();
          await test.drop();
          fs.rmSync(config.dataDir, { recursive: true, force: true });
        },
      };
    };

    it('is off (404) when neither METRICS_TOKEN nor METRICS_ALLOW is set', async () => {
      const { app, close } = await open({});
      try {
        const answer = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
        expect(answer.statusCode).toBe(404);
      } finally {
        await close();
      }
    });

    it('answers the token (401 without it or with another), and reads the database when scraped', async () => {
      const { app, close } = await open({ METRICS_TOKEN: token });
      try {
        const missing = await app.inject({ method: 'GET', url: '/metrics' });
        expect(missing.statusCode).toBe(401);
        expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(missing.json()).toMatchObject({ code: 'UNAUTHORIZED' });
        expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(401);
        expect((await app.inject({ method: 'GET', url: '/api/admin/search?q=heart' })).statusCode).toBe(200);
        const answer = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
        expect(answer.statusCode).toBe(200);
        const families = parsePrometheusTextFormat(answer.body);
        expect(value(families, 'hospital_mail_outbox', { state: 'waiting' })).toBe(0);
        expect(value(families, 'hospital_accounts_locked')).toBe(0);
        expect(value(families, 'hospital_server_processes')).toBe(1);
        expect(value(families, 'hospital_db_query_duration_seconds')).toBeGreaterThan(0);
        if (dialect.name === 'postgres') expect(value(families, 'hospital_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      } finally {
        await close();
      }
    });

    it('answers the addresses of METRICS_ALLOW only (403 for others), IPv4 seen as IPv6 included', async () => {
      const { app, close } = await open({ METRICS_ALLOW: '10.0.0.0/8,2001:db8::/32' });
      try {
        const from = (remoteAddress: string) => app.inject({ method: 'GET', url: '/metrics', remoteAddress });
        expect((await from('10.1.2.3')).statusCode).toBe(200);
        expect((await from('::ffff:10.1.2.3')).statusCode).toBe(200);
        expect((await from('2001:db8::7')).statusCode).toBe(200);
        const refused = await from('192.0.2.1');
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      } finally {
        await close();
      }
    });
  });
}

/** Starts a server process on the dialect's database (a schema of its own on PostgreSQL). */
async function serverOn(name: 'sqlite' | 'postgres', env: Record<string, string>): Promise<{ server: ServerProcess; stop(): Promise<void> }> {
  if (name === 'sqlite') {
    const server = await startServerProcess(env);
    return { server, stop: () => server.stop() };
  }
  const schema = await postgresSchema(process.env.TEST_DATABASE_URL ?? '');
  const server = await startServerProcess({ ...env, DATABASE_URL: schema.databaseUrl });
  return { server, stop: async () => (await server.stop(), await schema.drop()) };
}

for (const dialect of dialects) {
  describe(`/metrics of a real server process (${dialect.name})`, () => {
    let running: Awaited<ReturnType<typeof serverOn>> | undefined;
    const url = () => running?.server.url ?? '';
    beforeAll(async () => {
      running = await serverOn(dialect.name, { METRICS_TOKEN: token });
    }, 120_000);
    afterAll(() => running?.stop());

    it('counts requests by kind and status class, cached pages included, and the site figures', async () => {
      const page = (path: string) => requestOnce(`${url()}${path}`, { 'accept-encoding': 'br' });
      for (let i = 0; i < 6; i++) await page('/');
      for (let i = 0; i < 4; i++) expect((await page('/api/admin/search?q=heart')).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await page('/api/admin/no-such-thing')).status).toBe(404);
      for (let i = 0; i < 2; i++) expect(await postJson(`${url()}/api/admin/login`, { email: 'nobody@hospital.test', password: 'wrong-password' })).toBe(401);

      const { families, text } = await scrapeText(url());
      const pages = value(families, 'hospital_http_requests_total', { kind: 'cached_page' }) + value(families, 'hospital_http_requests_total', { kind: 'rendered_page' });
      expect(pages).toBe(6);
      // The first visit of this address may render it; the others come from the cache, before Fastify.
      expect(value(families, 'hospital_http_requests_total', { kind: 'cached_page' })).toBeGreaterThanOrEqual(5);
      expect(value(families, 'hospital_page_cache_hits_total')).toBeGreaterThanOrEqual(5);
      expect(value(families, 'hospital_page_cache_entries')).toBeGreaterThanOrEqual(1);
      expect(value(families, 'hospital_page_render_duration_seconds')).toBeGreaterThanOrEqual(1);
      expect(value(families, 'hospital_http_requests_total', { kind: 'api', status: '2xx' })).toBe(4);
      expect(value(families, 'hospital_http_requests_total', { kind: 'api', status: '4xx' })).toBe(3 + 2);
      expect(histogramCount(text, 'hospital_http_request_duration_seconds', 'api')).toBe(9);
      expect(value(families, 'hospital_search_duration_seconds')).toBe(4);
      expect(value(families, 'hospital_sign_in_failures_total')).toBe(2);
      // The recurring jobs are in the queue, none failed.
      expect(families.find((f) => f.name === 'hospital_jobs')?.metrics.length).toBeGreaterThan(0);
      expect(value(families, 'hospital_jobs', { state: 'failed' })).toBe(0);
      // Node's own: memory and event-loop delay.
      expect(value(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(value(families, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
      // The scrape itself was not counted as an API request.
      expect(value((await scrape(url())), 'hospital_http_requests_total', { kind: 'api' })).toBe(9);
    });

    it('/readyz says ready once the home page was rendered, /healthz stays the liveness check', async () => {
      await expect.poll(async () => (await requestOnce(`${url()}/readyz`)).status, { timeout: 20_000 }).toBe(200);
      expect(JSON.parse((await requestOnce(`${url()}/readyz`)).body)).toEqual({ status: 'ready', database: dialect.name });
      expect((await requestOnce(`${url()}/healthz`)).status).toBe(200);
    });
  });
}

describeOnPostgres('/metrics of WORKERS=2 on PostgreSQL: the sums of both processes', (dialect) => {
  let running: Awaited<ReturnType<typeof serverOn>> | undefined;
  beforeAll(async () => {
    running = await serverOn(dialect.name, { WORKERS: '2', METRICS_TOKEN: token, METRICS_ALLOW: '127.0.0.1,::1' });
  }, 120_000);
  afterAll(() => running?.stop());

  it('any process answers a scrape with the counters summed over both', async () => {
    const url = running?.server.url ?? '';
    const sent = 20;
    // A connection each: node's cluster hands them to the two processes in turn.
    for (let i = 0; i < sent; i++) expect((await requestOnce(`${url}/api/admin/search?q=heart`)).status).toBe(200);
    // Several scrapes, landing on either process, read the same sums.
    for (let i = 0; i < 4; i++) {
      const { families, text } = await scrapeText(url);
      expect(value(families, 'hospital_server_processes')).toBe(2);
      expect(value(families, 'hospital_http_requests_total', { kind: 'api', status: '2xx' })).toBe(sent);
      expect(histogramCount(text, 'hospital_http_request_duration_seconds', 'api')).toBe(sent);
      expect(value(families, 'hospital_search_duration_seconds')).toBe(sent);
      // Read from the one database: the largest reading, not a sum of two.
      expect(value(families, 'hospital_accounts_locked')).toBe(0);
    }
    // An allowed address needs no token.
    expect((await requestOnce(`${url}/metrics`)).status).toBe(200);
  });
});
