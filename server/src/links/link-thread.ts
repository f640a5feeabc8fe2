import type { Worker } from 'node:worker_threads';
import type { DbConnection } from '../db/database';
import { startServerWorker } from '../lib/server-worker';
import type { LinkCheckCounts, LinkCheckWork } from './link-check';

/** What the link thread is told: check the links of the database `connection` names. */
export interface ToLinkWorker {
  type: 'check';
  id: number;
  connection: DbConnection;
  work: LinkCheckWork;
}

export type FromLinkWorker = { type: 'checked'; id: number; counts: LinkCheckCounts } | { type: 'failed'; id: number; message: string };

/** How long the thread stays without a run before it ends (Check again soon after a run reuses it). */
const idleMs = 30_000;

interface Running {
  resolve: (counts: LinkCheckCounts) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  running: Map<number, Running>;
  idle?: NodeJS.Timeout;
}

/** The process's link thread while it runs (one is enough: a run is one job of the jobs table). */
let thread: Thread | undefined;
let nextId = 0;

/**
 * The link check's thread (link-worker.ts): it reads every published record with a database
 * connection of its own, finds their links, resolves them and saves the findings, so the main
 * thread, which answers visitors, does none of that work (issue 34: with the check on the main
 * thread, a cached page's p99 was 6-13x calm while it ran). Like the render threads it runs at
 * the lowest scheduling priority (thread-priority.ts). It starts at a run and ends after `idleMs`
 * without one, so its memory is held only around a check; meanwhile it does not keep the process
 * alive. A thread that stops fails its runs; the next run starts another.
 */
function linkThread(): Thread {
  if (thread) return thread;
  const worker = startServerWorker(import.meta.url, { source: './link-worker-entry.mjs', built: './link-worker.mjs' }, null);
  const current: Thread = { worker, running: new Map() };
  const failAll = (error: Error) => {
    for (const running of current.running.values()) running.reject(error);
    current.running.clear();
  };
  worker.on('message', (message: FromLinkWorker) => {
    const running = current.running.get(message.id);
    current.running.delete(message.id);
    if (message.type === 'checked') running?.resolve(message.counts);
    else running?.reject(new Error(message.message));
    endWhenIdle(current);
  });
  // An error the worker did not catch ends it: its runs fail with that error, and `exit` follows.
  worker.on('error', (error) => failAll(error));
  worker.on('exit', () => {
    clearTimeout(current.idle);
    if (thread === current) thread = undefined;
    failAll(new Error('the link check thread stopped'));
  });
  thread = current;
  return current;
}

function endWhenIdle(current: Thread): void {
  if (current.running.size > 0) return;
  current.worker.unref();
  clearTimeout(current.idle);
  current.idle = setTimeout(() => {
    if (current.running.size > 0) return;
    if (thread === current) thread = undefined;
    void current.worker.terminate();
  }, idleMs).unref();
}

/** A run's work on the link thread; answers what it found. */
export function checkOnLinkThread(connection: DbConnection, work: LinkCheckWork): Promise<LinkCheckCounts> {
  const current = linkThread();
  clearTimeout(current.idle);
  // While a run is under way the thread keeps the process alive (a script that awaits the check).
  current.worker.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    current.running.set(id, { resolve, reject });
    current.worker.postMessage({ type: 'check', id, connection, work } satisfies ToLinkWorker);
  });
}
