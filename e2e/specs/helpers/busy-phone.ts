import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { CDPSession, Page } from '@playwright/test';

/** Spins until stopped, or until the process that started it has gone (a test run cut short). */
const spinner = 'const parent = process.ppid; for (let i = 1; ; i++) if (i % 5e6 === 0 && process.ppid !== parent) process.exit(0);';

/**
 * A phone's other apps, for the tests of a busy phone (issue 47): `count` processes (one per core
 * by default) that keep the CPU busy at the browser's own priority until `stop()`. The browser's
 * CPU is slowed four times on top of this, as on the slow-phone profile.
 */
export function shareTheCpu(count = os.cpus().length): { stop: () => void } {
  const spinners: ChildProcess[] = Array.from({ length: count }, () => spawn(process.execPath, ['-e', spinner], { stdio: 'ignore' }));
  return {
    stop: () => {
      for (const spinner of spinners) spinner.kill('SIGKILL');
    },
  };
}

/** The slow-phone profile on a page: 1.6 Mbps down, 750 kbps up, 150 ms latency, the CPU four times slower. */
export async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}
