import { defineConfig } from '@playwright/test';

// One Chromium (the Debian one; never downloaded) against a real server that global-setup starts
// on a free port with a fresh data directory.
export default defineConfig({
  testDir: './specs',
  globalSetup: './harness/global-setup.ts',
  globalTeardown: './harness/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
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
