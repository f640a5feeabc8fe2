import { defineConfig } from 'vitest/config';

// Unit and server integration tests. End-to-end specs live in e2e/ and run under Playwright.
// Each run also writes its JSON report to test-timings/ (named after the databases it tested on),
// which `npm run test:timings` reads.
const databases = process.env.TEST_DIALECTS ?? (process.env.TEST_DATABASE_URL ? 'sqlite,postgres' : 'sqlite');
export default defineConfig({
  test: {
    include: ['content/src/**/*.test.ts', 'server/src/**/*.test.ts', 'server/test/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: `test-timings/vitest-${databases.replace(',', '-')}.json` },
    hookTimeout: 60_000,
  },
});
