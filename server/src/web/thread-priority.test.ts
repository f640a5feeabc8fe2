import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lowerThreadPriority } from './thread-priority';

/** The nice value of the calling thread: field 19 of /proc/thread-self/stat, after the command in parentheses. */
const threadNice = () => {
  const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe('lowerThreadPriority', () => {
  it.runIf(process.platform === 'linux')('raises the calling thread’s nice value by five (at most 19)', () => {
    const before = threadNice();
    lowerThreadPriority();
    expect(threadNice()).toBe(Math.min(19, before + 5));
  });
});
