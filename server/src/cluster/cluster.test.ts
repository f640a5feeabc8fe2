import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres, dialects, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { buildTestApp, type SignedInApi } from '../../test/helpers/signed-in-app';
import type { ContentChange } from '../api/content-events';
import type { Config } from '../config/config';
import { formRateMax } from '../forms/form-routes';
import { countHit } from './shared-rate-limit';

const contact = { name: 'Asha Verma', phone: '+91 98765 43210', email: 'asha@example.com', subject: 'Visiting hours', message: 'When can I visit?' };

/** A made-up caller address of the documentation range, new for each test, so counters never meet. */
const callerAddress = () => `2001:db8::${crypto.randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}`;

const postContact = (app: FastifyInstance, ip: string) => app.inject({ method: 'POST', url: '/api/admin/contactfooter', payload: contact, remoteAddress: ip });
/** A request the flood guard counts although nothing is stored (each stored one also counts toward the stored limits). */
const postEmpty = (app: FastifyInstance, ip: string) => app.inject({ method: 'POST', url: '/api/admin/contactfooter', payload: {}, remoteAddress: ip });

/** Waits for the next change an app's page caches would hear. */
const nextChange = (app: FastifyInstance) => new Promise<ContentChange>((resolve) => app.contentEvents.once('change', resolve));

/**
 * Two apps on one database stand for two server processes: each has its own connections, its own
 * event emitter and its own rate-limit plugin, as separate processes do (e2e/specs/several-processes
 * starts real ones).
 */
function useTwoApps(dialect: (typeof dialects)[number], env: Record<string, string> = {}) {
  const state: { test?: TestDatabase; config?: Config; first?: SignedInApi; second?: SignedInApi } = {};
  beforeAll(async () => {
    state.test = await dialect.create();
    state.config = testConfig(env);
    state.first = await buildTestApp(state.test.db, state.config);
    state.second = await buildTestApp(state.test.connect(), state.config);
  });
  afterAll(async () => {
    await state.first?.close();
    await state.second?.close();
    await state.test?.drop();
    if (state.config) fs.rmSync(state.config.dataDir, { recursive: true, force: true });
  });
  return {
    get first() {
      if (!state.first) throw new Error('only inside the tests');
      return state.first;
    },
    get second() {
      if (!state.second) throw new Error('only inside the tests');
      return state.second;
    },
    get db() {
      if (!state.test) throw new Error('only inside the tests');
      return state.test.db;
    },
  };
}

for (const dialect of dialects) {
  describe(`shared rate-limit counters (${dialect.name})`, () => {
    const apps = useTwoApps(dialect);

    it('counts hits from several connections once each, and starts a new window when one ends', async () => {
      const key = `test:${crypto.randomUUID()}`;
      const hits = await Promise.all(Array.from({ length: 12 }, () => countHit(apps.db, key, 60_000)));
      expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect(hits.every((hit) => hit.ttl > 0 && hit.ttl <= 60_000)).toBe(true);
      const later = Date.now() + 61_000;
      expect(await countHit(apps.db, key, 60_000, later)).toEqual({ current: 1, ttl: 60_000 });
    });
  });
}

describeOnPostgres('several processes on one PostgreSQL database', (dialect) => {
  const apps = useTwoApps(dialect);

  it("a change made through one process reaches the other's page caches, and its own once", async () => {
    const own: ContentChange[] = [];
    const count = (change: ContentChange) => own.push(change);
    apps.first.app.contentEvents.on('change', count);
    const arrived = nextChange(apps.second.app);
    const saved = await apps.first.inject({ method: 'PUT', url: '/api/admin/menus/footer', payload: { items: [] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const change = await arrived;
    expect(change).toMatchObject({ remote: true, url: '/api/admin/menus/footer', method: 'PUT' });
    // Give the first process's own notification time to come back: it must not be heard twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    apps.first.app.contentEvents.off('change', count);
    expect(own).toHaveLength(1);
    expect(own[0]?.remote).toBeUndefined();
  });

  it('a change announced by a job (not a request) reaches the other process too', async () => {
    const arrived = nextChange(apps.second.app);
    apps.first.app.contentEvents.emit('change', { method: 'JOB', url: 'scheduled-publish' });
    expect(await arrived).toMatchObject({ remote: true, method: 'JOB', url: 'scheduled-publish' });
  });

  it('refuses a caller on the second process once the first refused it (form limit counted once)', async () => {
    const ip = callerAddress();
    for (let i = 0; i < formRateMax; i++) expect((await postEmpty(i % 2 ? apps.second.app : apps.first.app, ip)).statusCode).toBe(400);
    expect((await postContact(apps.first.app, ip)).statusCode).toBe(429);
    expect((await postContact(apps.second.app, ip)).statusCode).toBe(429);
    expect((await postContact(apps.second.app, callerAddress())).statusCode).toBe(201);
  });
});

describe('rate limits in Redis (REDIS_URL)', () => {
  const redisDialect = dialects.find((d) => d.name === 'postgres') ?? dialects[0];
  if (!redisDialect) throw new Error('no test database');
  const apps = useTwoApps(redisDialect, { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });

  it('counts a caller once across processes: the sign-in limit refuses on both', async () => {
    const ip = callerAddress();
    const signIn = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nobody@hospital.test', password: 'wrong-password' }, remoteAddress: ip });
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await signIn(i % 2 ? apps.second.app : apps.first.app)).statusCode);
    expect(answers.every((status) => status === 401)).toBe(true);
    expect((await signIn(apps.first.app)).statusCode).toBe(429);
    const refused = await signIn(apps.second.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^Too many sign-in attempts from this address/) });
  });

  it('refuses a form caller on the second process once the first refused it', async () => {
    const ip = callerAddress();
    for (let i = 0; i < formRateMax; i++) expect((await postEmpty(apps.first.app, ip)).statusCode).toBe(400);
    expect((await postContact(apps.second.app, ip)).statusCode).toBe(429);
  });
});
