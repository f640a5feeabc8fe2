import { defineConfig } from '@playwright/test';
import { perWorkerEnv, workerCount } from './harness/global-setup';

// One Chromium (the Debian one; never downloaded) against a real server that global-setup starts
// on a free port with a fresh data directory: one server per worker (E2E_WORKERS, 1 unless told).
// Each worker loads this file too, with its slot in TEST_PARALLEL_INDEX, and takes its server's
// address, data folder and job clock under the names the specs read.
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined) {
  for (const name of perWorkerEnv) {
    const value = process.env[`${name}_${slot}`];
    // More workers than servers (`--workers` on the command line) would share the first one.
    if (!value) throw new Error(`Playwright worker ${slot} has no server of its own: set E2E_WORKERS (not --workers) to run several`);
    process.env[name] = value;
  }
}

export default defineConfig({
  testDir: './specs',
  globalSetup: './harness/global-setup.ts',
  globalTeardown: './harness/global-teardown.ts',
  fullyParallel: false,
  workers: workerCount(),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report is for `npm run test:timings` (test-timings/ at the repository's root).
  reporter: [['list'], ['json', { outputFile: '../test-timings/playwright.json' }]],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
