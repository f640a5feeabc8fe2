import { startServer, type RunningServer } from './server';

export const adminEmail = 'admin@hospital.test';
export const adminPassword = 'correct-horse-battery-9';

declare global {
  var e2eServer: RunningServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  const server = await startServer({
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SEED: process.env.E2E_SEED ?? 'demo',
  });
  globalThis.e2eServer = server;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ADMIN_EMAIL = adminEmail;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
}
