import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startServer, type RunningServer } from './server';

export const adminEmail = 'admin@hospital.test';
export const adminPassword = 'correct-horse-battery-9';

declare global {
  var e2eServers: RunningServer[] | undefined;
}

/** What each server's specs read, set per worker by playwright.config.ts from the `_N` copies. */
export const perWorkerEnv = ['E2E_BASE_URL', 'E2E_DATA_DIR', 'E2E_JOB_CLOCK_FILE'] as const;

/**
 * How many Playwright workers, each with a server of its own (E2E_WORKERS, 1 unless told): a spec
 * that changes what the whole site shows (its settings, menus, languages, the job clock) then never
 * shares a server with a spec running at the same time.
 */
export const workerCount = (): number => Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 1)) || 1);

export default async function globalSetup(): Promise<void> {
  const seed = process.env.E2E_SEED ?? 'demo';
  // The demo seeded once per machine, schema and day (Vitest's server tests read the same) and
  // copied: seeding it at each start took a minute of a loaded machine. The server still runs its
  // start-up (migrations, first administrator, seed), each finding its work done.
  const demo = seed === 'demo' ? execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/test/helpers/seeded-demo-template.ts')], { cwd: repoRoot, encoding: 'utf8' }).trim() : undefined;
  const servers = await Promise.all(
    Array.from({ length: workerCount() }, async (_, slot) => {
      // A spec moves the job runner's clock by writing an ISO date here (scheduled publishing).
      const jobClockFile = path.join(os.tmpdir(), `hospital-e2e-job-clock-${process.pid}-${slot}`);
      const server = await startServer({
        JOB_CLOCK_FILE: jobClockFile,
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        SEED: seed,
        // Every spec signs in from this one address, often many times a minute on a fast machine: the
        // limit of 20 a minute refused sign-ins the tests needed (a spec of their own checks limits).
        SIGN_IN_LIMIT: '1000',
        // Likewise the search's time budget per address (250 ms a second) is not counted: on a loaded
        // machine the specs' searches, all from this address, take long enough to use it up (a spec of
        // its own checks the fair share).
        SEARCH_MS_PER_SECOND: '0',
      }, { copyDataFrom: demo });
      process.env[`E2E_BASE_URL_${slot}`] = server.url;
      process.env[`E2E_DATA_DIR_${slot}`] = server.dataDir;
      process.env[`E2E_JOB_CLOCK_FILE_${slot}`] = jobClockFile;
      return server;
    }),
  );
  globalThis.e2eServers = servers;
  // The first server's under the plain names too: the main process and a single worker read these.
  for (const name of perWorkerEnv) process.env[name] = process.env[`${name}_0`];
  process.env.E2E_ADMIN_EMAIL = adminEmail;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
}
