// How `npm start`'s server ends with what a supervisor started (scripts/start.mjs): a supervisor
// (systemd, a container runtime, a process manager) that stops the site kills the process it
// started, with SIGKILL when a stop times out. Nothing of the site may outlive it, or a restart
// finds the port taken and, after an upgrade, old code goes on answering.
import fs from 'node:fs';
import net from 'node:net';

/** How long a server whose parent is gone may take to finish its requests before it exits anyway. */
const exitAfterMs = 5000;
/** How often the server looks whether npm is still there. */
const watchEveryMs = 1000;

/** Stops the server as on any stop (SIGTERM: requests finished, database closed, WORKERS' workers stopped), and exits a few seconds later whatever is still running. */
function stop() {
  setTimeout(() => process.exit(1), exitAfterMs).unref();
  process.kill(process.pid, 'SIGTERM');
}

/**
 * Stops this process when the pipe on `fd` closes: its other end is held by the parent only, so
 * it closes however the parent ends, SIGKILL included.
 */
export function stopWhenPipeCloses(fd) {
  const pipe = new net.Socket({ fd, readable: true, writable: false });
  pipe.unref();
  pipe.on('data', () => {});
  pipe.on('error', () => {});
  pipe.once('close', stop);
}

/** A process's parent and start time (clock ticks since boot, so a reused pid is told apart), from Linux's /proc; null elsewhere or when it is gone. */
function processInfo(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null;
    return { comm, ppid: Number(fields[1]), start: fields[19] };
  } catch {
    return null;
  }
}

const shells = new Set(['sh', 'dash', 'bash', 'zsh']);

/**
 * Under `npm start` the process a supervisor started is npm, which runs `sh -c "node
 * scripts/start.mjs"` and is not the server: "pid:start" of that npm process (the nearest
 * ancestor that is not a shell), or undefined when not run by npm or not on Linux.
 */
export function npmLauncher() {
  if (!process.env.npm_lifecycle_event) return undefined;
  let pid = process.ppid;
  for (let depth = 0; depth < 3 && pid > 1; depth++) {
    const info = processInfo(pid);
    if (!info) return undefined;
    if (!shells.has(info.comm)) return `${pid}:${info.start}`;
    pid = info.ppid;
  }
  return undefined;
}

/** Stops this process once the npm process named by npmLauncher has ended. */
export function stopWhenGone(launcher) {
  const [pid, start] = launcher.split(':');
  const timer = setInterval(() => {
    if (processInfo(Number(pid))?.start === start) return;
    clearInterval(timer);
    stop();
  }, watchEveryMs);
  timer.unref();
}
