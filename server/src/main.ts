import cluster from 'node:cluster';
import { buildApp } from './app';
import { ensureFirstAdmin, type FirstAdmin } from './auth/first-admin';
import { syncTemplates } from './content/sync-templates';
import { ConfigError, loadConfig, type Config } from './config/config';
import { DatabaseError, migrateToLatest, openDatabase, withStartupLock, type Db } from './db/database';
import { recordCreated } from './publishing/publishing-operations';
import { seedDemo } from './seed/seed-demo';
import { ensureSearchIndex } from './search/search-index';
import { startJobs } from './jobs/start-jobs';
import { runWorkers } from './cluster/workers';
import { Readiness } from './health/readiness';
import { serveClusterMetrics } from './metrics/cluster-metrics';
import { startHeartbeat } from './system/process-heartbeat';
import { productVersion } from './system/system-operations';

/** Starts the whole product: config, database, migrations, then the server. */
async function main(): Promise<void> {
  // React's development build (its checks, an owner stack per element) renders a page several
  // times slower. The renderer loads react at its first page, on the render threads, which copy
  // this environment when they start; `npm run dev` sets development.
  process.env.NODE_ENV ??= 'production';
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // WORKERS=N: this process prepares the database once, then runs N server processes on its port.
  const primary = config.workers > 1 && cluster.isPrimary;
  let db: Db;
  let firstAdmin: FirstAdmin | undefined;
  const readiness = new Readiness();
  try {
    const opened = openDatabase(config);
    db = opened;
    firstAdmin = await withStartupLock(opened, async () => {
      await migrateToLatest(opened);
      readiness.done('migrations');
      await syncTemplates(opened, (id) => recordCreated(opened, 'templates', id));
      const admin = await ensureFirstAdmin(opened, config);
      if (config.seed === 'demo') {
        const seed = await seedDemo(opened, config);
        if (seed.seeded) process.stdout.write(`Seeded the demo hospital in ${seed.seconds.toFixed(1)} s\n`);
      }
      await ensureSearchIndex(opened);
      readiness.done('seed');
      return admin;
    });
  } catch (error) {
    if (error instanceof DatabaseError) fail(error.message);
    throw error;
  }

  if (primary) {
    await db.close();
    // A worker scraped for /metrics asks here for the sums of every worker.
    serveClusterMetrics();
    const url = await runWorkers(config.workers, (line) => process.stderr.write(`${line}\n`));
    printBanner(config.publicUrl ?? url, firstAdmin, config.workers);
    return;
  }

  const app = await buildApp({ config, db, web: true, readiness });
  const jobs = await startJobs(db, config, app.log, app.contentEvents);
  const heartbeat = startHeartbeat(db, { version: productVersion(), log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await jobs.stop();
      await heartbeat.stop();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${config.port} is already in use: another server is running there. Stop it or set PORT to a free port.`);
    if (code === 'EACCES') fail(`Port ${config.port} cannot be opened by this user. Set PORT to a port above 1024.`);
    throw error;
  }

  // The first render loads the renderer and the site's data on a render thread: /readyz says ready
  // once it is done, so a load balancer's first visitors do not wait for it.
  void app
    .inject({ method: 'GET', url: '/' })
    .then(
      (answer) => {
        if (answer.statusCode >= 500) app.log.warn({ status: answer.statusCode }, 'the home page could not be rendered at start; ready anyway');
      },
      (error: unknown) => app.log.warn({ err: error }, 'the home page could not be rendered at start; ready anyway'),
    )
    .finally(() => readiness.done('home page'));

  // A worker of WORKERS=N: the primary prints where the site is once every worker listens.
  if (cluster.isWorker) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(config.publicUrl ?? `http://localhost:${port}`, firstAdmin, 1);
}

function printBanner(url: string, firstAdmin: FirstAdmin | undefined, processes: number): void {
  const running = processes > 1 ? ` (${processes} server processes)` : '';
  process.stdout.write(`\nThe hospital website is running at ${url}${running}\nThe content studio is at ${url}/admin\n\n`);
  if (firstAdmin) process.stdout.write(`${firstAdmin.lines.join('\n')}\n\n`);
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

await main();
