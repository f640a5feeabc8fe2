import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Lowers the calling thread's scheduling priority (Linux: each thread has its own nice value, and
 * setpriority on a thread id sets that thread's alone). A render thread runs at nice +5 from the
 * server's: on a small machine a burst of renders after a content change then takes the cores
 * only when the main thread, answering visitors, does not need them. Elsewhere it does nothing.
 */
export function lowerThreadPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    // /proc/thread-self links to /proc/{pid}/task/{thread id}.
    const threadId = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    os.setPriority(threadId, Math.min(19, os.getPriority(threadId) + 5));
  } catch {
    // A container without /proc or a refused setpriority: the renders run at the server's priority.
  }
}
