import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The calling thread's id (Linux: /proc/thread-self links to /proc/{pid}/task/{thread id}). */
const callingThreadId = (): number => Number(path.basename(fs.readlinkSync('/proc/thread-self')));

/**
 * Lowers the calling thread's scheduling priority by `by` nice steps, to 19 at most (Linux: each
 * thread has its own nice value, and setpriority on a thread id sets that thread's alone; a thread
 * may lower its priority but not raise it again). Elsewhere it does nothing.
 */
export function lowerThreadPriority(by = 5): void {
  if (process.platform !== 'linux') return;
  try {
    const threadId = callingThreadId();
    os.setPriority(threadId, Math.min(19, os.getPriority(threadId) + by));
  } catch {
    // A container without /proc or a refused setpriority: the renders run at the server's priority.
  }
}

/**
 * Puts a thread (or process) under Linux's SCHED_IDLE policy, with util-linux's `chrt` (Node has
 * no call for it; any process may move its own threads there): such a thread runs only on a core
 * no other thread wants, and a normal thread that wakes up takes the core from it at once. Answers
 * whether it worked (no `chrt`, or not Linux: no).
 */
export function idleSchedulingPolicy(threadId: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    execFileSync('chrt', ['--idle', '--pid', '0', String(threadId)], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * A render thread's priority: the lowest there is. On a machine whose cores are all busy (visitors'
 * requests on the main thread, the load of other processes), the renders get only the time nothing
 * else wants: cached pages keep their answer times during a burst of renders after a content
 * change, and on an idle machine the renders run as fast as ever. At nice 19 alone a waking main
 * thread could still wait for a render thread's time slice to end (p99 of cached pages 3-4x calm
 * during a burst, issue 18); under SCHED_IDLE it does not wait.
 */
export function lowerRenderThreadPriority(): void {
  lowerThreadPriority(19);
  try {
    idleSchedulingPolicy(callingThreadId());
  } catch {
    // No /proc (not Linux, or a container without it): nice 19 alone, where that worked.
  }
}
