import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.e2eServer?.stop();
  if (process.env.E2E_JOB_CLOCK_FILE) fs.rmSync(process.env.E2E_JOB_CLOCK_FILE, { force: true });
}
