import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Lowers the calling thread's scheduling priority by `by` nice steps, to 19 at most (Linux: each
 * thread has its own nice value, and setpriority on a thread id sets that thread's alone; a thread
 * may lower its priority but not raise it again). Elsewhere it does nothing.
 */
export function lowerThreadPriority(by = 5): void {
  if (process.platform !== 'linux') return;
  try {
    // /proc/thread-self links to /proc/{pid}/task/{thread id}.
    const threadId = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    os.setPriority(threadId, Math.min(19, os.getPriority(threadId) + by));
  } catch {
    // A container without /proc or a refused setpriority: the renders run at the server's priority.
  }
}

/**
 * A render thread's priority: the lowest there is (nice 19). On a machine whose cores are all busy
 * (visitors' requests on the main thread, the load of other processes), the renders then get only
 * the time nothing else wants: cached pages keep their answer times during a burst of renders after
 * a content change, and on an idle machine the renders run as fast as ever. (At nice +5 a burst on
 * two cores still took about a third of the main thread's time.)
 */
export function lowerRenderThreadPriority(): void {
  lowerThreadPriority(19);
}
