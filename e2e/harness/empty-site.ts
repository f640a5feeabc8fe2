import { test as base } from '@playwright/test';
import { adminEmail, adminPassword } from './global-setup';
import { startServer } from './server';

/**
 * `test` for specs that need a website with no content but their own (the home page's route,
 * exact list counts, empty states): the same server, started once per worker with SEED=none, and
 * every page, request and hook of the spec pointed at it.
 */
export const test = base.extend<object, { emptySiteUrl: string }>({
  emptySiteUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first argument
    async ({}, use) => {
      const server = await startServer({ SEED: 'none', ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ emptySiteUrl }, use) => {
    await use(emptySiteUrl);
  },
});

export { expect } from '@playwright/test';
