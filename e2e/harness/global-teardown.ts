import fs from 'node:fs';
import { perWorkerEnv, workerCount } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.e2eServers ?? []).map((server) => server.stop()));
  for (let slot = 0; slot < workerCount(); slot++) {
    const clock = process.env[`${perWorkerEnv[2]}_${slot}`];
    if (clock) fs.rmSync(clock, { force: true });
  }
}
