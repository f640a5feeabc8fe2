import { defineConfig } from 'vitest/config';

// Unit and server integration tests. End-to-end specs live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['content/src/**/*.test.ts', 'server/src/**/*.test.ts', 'server/test/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
