import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { idleSchedulingPolicy, lowerThreadPriority } from './thread-priority';

/** Fields of /proc/…/stat after the command in parentheses: the first is field 3 (the state). */
const statFields = (file: string) => {
  const stat = fs.readFileSync(file, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};
/** The nice value of the calling thread: field 19. */
const threadNice = () => Number(statFields('/proc/thread-self/stat')[16]);
/** A process's scheduling policy: field 41 (0 normal, 5 SCHED_IDLE). */
const policyOf = (pid: number) => Number(statFields(`/proc/${pid}/stat`)[38]);

describe('lowerThreadPriority', () => {
  it.runIf(process.platform === 'linux')('raises the calling thread’s nice value by five (at most 19)', () => {
    const before = threadNice();
    lowerThreadPriority();
    expect(threadNice()).toBe(Math.min(19, before + 5));
  });
});

describe('idleSchedulingPolicy', () => {
  it.runIf(process.platform === 'linux')('moves a thread to SCHED_IDLE, and says so', async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      const pid = child.pid ?? 0;
      expect(policyOf(pid)).toBe(0);
      expect(idleSchedulingPolicy(pid)).toBe(true);
      expect(policyOf(pid)).toBe(5);
    } finally {
      child.kill();
    }
  });

  it('answers false for a thread that is not there', () => {
    expect(idleSchedulingPolicy(2 ** 30)).toBe(false);
  });
});
