import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread of the server's own code (the render threads, the link check's thread).
 * From the TypeScript sources (tsx, Vitest: the calling module's address ends in `.ts`) it runs
 * `entries.source`, an `.mjs` beside the caller that loads tsx in the thread itself: worker threads
 * do not inherit the loader hooks that run the sources, and a tsx flag of this process would load
 * it before the entry. From the built server it runs `entries.built`, beside the bundle the caller
 * is in (server/build.mjs), with no flags but the CPU profiler's: the built worker needs none, and
 * V8's (heap sizes) are refused in a worker. `--cpu-prof` (SERVER_NODE_ARGS of scripts/demo-server.mjs)
 * profiles each thread, the render threads too, where a page's render spends its time.
 */
export function startServerWorker(callerUrl: string, entries: { source: string; built: string }, workerData: unknown): Worker {
  const fromSources = callerUrl.endsWith('.ts');
  return new Worker(new URL(fromSources ? entries.source : entries.built, callerUrl), {
    workerData,
    execArgv: fromSources ? process.execArgv.filter((arg, i, all) => !arg.includes('tsx') && !(arg === '--import' && all[i + 1]?.includes('tsx'))) : process.execArgv.filter((arg) => arg.startsWith('--cpu-prof')),
  });
}
