import { Worker } from 'node:worker_threads';
import type { FormPostResult } from '../../../web/src/public/render-contract';
import type { FromWorker, RenderedPage, ToWorker } from './render-messages';

export interface RenderJob {
  url: string;
  origin: string;
  preload?: readonly string[];
  formPost?: FormPostResult | null;
}

export interface RenderPoolOptions {
  size: number;
  rendererPath: string;
  clientDir: string;
  /** Answers a worker's read; `keep` says whether the worker may reuse the answer until told to forget it. */
  load: (path: string) => Promise<{ body: unknown; keep: boolean }>;
  onError: (error: unknown) => void;
}

interface Running {
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  running: Map<number, Running>;
}

/**
 * The worker's entry: beside this module when it runs from the TypeScript sources (tsx, Vitest),
 * else the built server's render-worker.mjs (server/build.mjs), beside the bundle this module is in.
 */
const fromSources = import.meta.url.endsWith('.ts');
const workerEntry = fromSources ? new URL('./render-worker-entry.mjs', import.meta.url) : new URL('./render-worker.mjs', import.meta.url);

/** Renders a worker thread runs at once: more than one, so one waiting for data leaves the thread busy. */
const perThread = 2;

/**
 * Worker threads that render public pages (render-worker.ts), so that a burst of renders after a
 * content change never holds up the requests the main thread answers. Each job goes to the thread
 * with the fewest running; a thread that dies is replaced and its jobs fail (the caller tries
 * again at the next visit).
 */
export class RenderPool {
  private readonly threads: Thread[] = [];
  private readonly queue: { job: RenderJob; running: Running }[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {
    for (let i = 0; i < options.size; i++) this.threads.push(this.start());
  }

  private start(): Thread {
    const worker = new Worker(workerEntry, {
      workerData: { rendererPath: this.options.rendererPath, clientDir: this.options.clientDir },
      // From the sources the worker loads tsx itself (render-worker-entry.mjs): a flag of this process
      // would load it first. The built worker needs no flag, and V8's (heap sizes) are refused.
      execArgv: fromSources ? process.execArgv.filter((arg, i, all) => !arg.includes('tsx') && !(arg === '--import' && all[i + 1]?.includes('tsx'))) : [],
    });
    let markReady: () => void = () => {};
    const thread: Thread = { worker, ready: new Promise((resolve) => (markReady = resolve)), running: new Map() };
    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'ready':
          markReady();
          return;
        case 'load':
          void this.answer(worker, message.id, message.path);
          return;
        case 'rendered':
        case 'failed': {
          const running = thread.running.get(message.id);
          thread.running.delete(message.id);
          if (message.type === 'rendered') running?.resolve(message.page);
          else running?.reject(new Error(message.message));
          this.dispatch();
          return;
        }
      }
    });
    worker.on('error', (error) => this.options.onError(error));
    worker.on('exit', () => {
      for (const running of thread.running.values()) running.reject(new Error('the render worker stopped'));
      thread.running.clear();
      const index = this.threads.indexOf(thread);
      if (this.closed || index === -1) return;
      this.threads[index] = this.start();
      this.dispatch();
    });
    return thread;
  }

  private async answer(worker: Worker, id: number, path: string): Promise<void> {
    let message: ToWorker;
    try {
      const { body, keep } = await this.options.load(path);
      message = { type: 'data', id, body, keep };
    } catch (error) {
      const failure = error as { status?: unknown; body?: unknown; message?: unknown } | null;
      message = {
        type: 'data',
        id,
        keep: false,
        error: { status: typeof failure?.status === 'number' ? failure.status : null, body: failure?.body ?? null, message: String(failure?.message ?? error) },
      };
    }
    worker.postMessage(message);
  }

  render(job: RenderJob): Promise<RenderedPage> {
    if (this.closed) return Promise.reject(new Error('the render pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, running: { resolve, reject } });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length) {
      const thread = this.threads.reduce<Thread | undefined>((best, t) => (!best || t.running.size < best.running.size ? t : best), undefined);
      if (!thread || thread.running.size >= perThread) return;
      const next = this.queue.shift();
      if (!next) return;
      const id = this.nextId++;
      thread.running.set(id, next.running);
      const { url, origin, preload = [], formPost = null } = next.job;
      void thread.ready.then(() => thread.worker.postMessage({ type: 'render', id, url, origin, preload, formPost } satisfies ToWorker));
    }
  }

  /** Tells every thread to drop its copies of these answers. */
  forget(paths: readonly string[]): void {
    for (const thread of this.threads) thread.worker.postMessage({ type: 'forget', paths: [...paths] } satisfies ToWorker);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const { running } of this.queue.splice(0)) running.reject(new Error('the server is stopping'));
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
