import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { dialects, testConfig } from '../../test/helpers/databases';
import { Readiness } from './readiness';

for (const dialect of dialects) {
  describe(`/readyz and /healthz (${dialect.name})`, () => {
    it('/readyz answers 503 until migrations, the seed and the home page are done, then 200; /healthz is 200 throughout', async () => {
      const test = await dialect.create();
      const config = testConfig();
      const readiness = new Readiness();
      const app = await buildApp({ config, db: test.db, logger: false, readiness });
      try {
        const ready = () => app.inject({ method: 'GET', url: '/readyz' });
        const first = await ready();
        expect(first.statusCode).toBe(503);
        expect(first.headers['cache-control']).toBe('no-store');
        expect(first.json()).toEqual({ status: 'starting', message: 'Starting: waiting for migrations, seed, home page.', waiting: ['migrations', 'seed', 'home page'] });
        expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        readiness.done('migrations');
        readiness.done('seed');
        expect((await ready()).json()).toMatchObject({ status: 'starting', waiting: ['home page'] });
        readiness.done('home page');
        const after = await ready();
        expect(after.statusCode).toBe(200);
        expect(after.json()).toEqual({ status: 'ready', database: dialect.name });
      } finally {
        await app.close();
        await test.drop();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    });

    it('/readyz and /healthz answer 503 while the database cannot be reached, never 500', async () => {
      const test = await dialect.create();
      const config = testConfig();
      // A second connection, closed under the app: every query it is given fails.
      const lost = test.connect();
      const app = await buildApp({ config, db: lost, logger: false, readiness: new Readiness([]) });
      try {
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        await lost.close();
        const answer = await app.inject({ method: 'GET', url: '/readyz' });
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ status: 'unavailable', message: 'The database does not answer.' });
        expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
      } finally {
        await app.close();
        await test.drop();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    });
  });
}
