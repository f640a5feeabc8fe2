import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { backoffMs, JobRunner } from '../jobs/job-queue';
import { edgePurgeStatus } from '../system/system-operations';
import { edgePurgeJob, enqueueEdgePurge, purgeDelayMs } from './edge-purge-job';
import { purgeDriver } from './purge-drivers';

// The edge purge job against a local webhook that records each purge and answers what the test
// says: queued once per change by the process that made it, sent once however many runners poll,
// retried with the queue's back-off, its last error shown until a purge goes through.

let server: http.Server;
let url = '';
let received: { keys: string[] }[] = [];
let statuses: number[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body) as { keys: string[] });
      response.writeHead(statuses.shift() ?? 200).end(response.statusCode === 200 ? 'ok' : 'edge busy');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clock = () => {
  let now = new Date('2026-11-28T10:00:00.000Z');
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};
const publish = { method: 'POST', url: '/api/admin/workflow/blogs/0123456789abcdef01234567/publish' };

for (const dialect of dialects) {
  describe(`the edge purge job on ${dialect.name}`, () => {
    let test: TestDatabase;
    beforeEach(async () => {
      test = await dialect.create();
      received = [];
      statuses = [];
    });
    afterEach(async () => {
      await test.drop();
    });
    const runner = (time: ReturnType<typeof clock>, workerId: string) => {
      const driver = purgeDriver({ driver: 'webhook', url, token: undefined });
      if (!driver) throw new Error('no driver');
      return new JobRunner(test.db, { now: time.now, workerId }).register(edgePurgeJob(driver));
    };

    it('queues a purge for a change made here, none for one heard from another process or a draft', async () => {
      const time = clock();
      expect(await enqueueEdgePurge(test.db.kysely, publish, time.now())).toEqual(['type:blogs', 'sitemap']);
      expect(await enqueueEdgePurge(test.db.kysely, { ...publish, remote: true }, time.now())).toEqual([]);
      expect(await enqueueEdgePurge(test.db.kysely, { method: 'PUT', url: '/api/admin/workflow/blogs/0123456789abcdef01234567/draft' }, time.now())).toEqual([]);
      const jobs = await test.db.kysely.selectFrom('jobs').select(['name', 'run_at']).execute();
      expect(jobs).toEqual([{ name: 'edge-purge', run_at: new Date(time.now().getTime() + purgeDelayMs).toISOString() }]);
    });

    it('sends each purge once, however many runners (processes) poll for it at once', async () => {
      const time = clock();
      await enqueueEdgePurge(test.db.kysely, publish, time.now());
      await enqueueEdgePurge(test.db.kysely, { method: 'PUT', url: '/api/admin/menus/header' }, time.now());
      const runners = [runner(time, 'one'), runner(time, 'two'), runner(time, 'three')];
      expect(await Promise.all(runners.map((r) => r.runDue()))).toEqual([0, 0, 0]);
      time.advance(purgeDelayMs);
      const ran = await Promise.all(runners.map((r) => r.runDue()));
      expect(ran.reduce((a, b) => a + b, 0)).toBe(2);
      expect(await Promise.all(runners.map((r) => r.runDue()))).toEqual([0, 0, 0]);
      expect(received.map((r) => r.keys).sort()).toEqual([['menus'], ['type:blogs', 'sitemap']]);
    });

    it('retries a refused purge with back-off and shows its error until a purge goes through', async () => {
      const time = clock();
      statuses = [503, 503];
      await enqueueEdgePurge(test.db.kysely, publish, time.now());
      const one = runner(time, 'one');
      time.advance(purgeDelayMs);
      expect(await one.runDue()).toBe(1);
      let status = await edgePurgeStatus(test.db);
      expect(status).toMatchObject({ pending: 1, failed: 0, lastPurgedAt: null, lastError: { message: `POST ${url} answered 503: edge busy` } });
      // Not again before its back-off.
      time.advance(backoffMs(1) - 1);
      expect(await one.runDue()).toBe(0);
      time.advance(1);
      expect(await one.runDue()).toBe(1);
      time.advance(backoffMs(2));
      expect(await one.runDue()).toBe(1);
      expect(received).toHaveLength(3);
      status = await edgePurgeStatus(test.db);
      expect(status).toMatchObject({ pending: 0, failed: 0, lastError: null, lastPurgedAt: time.now().toISOString() });
    });
  });
}
