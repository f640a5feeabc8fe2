import { performance } from 'node:perf_hooks';
import type { Worker } from 'node:worker_threads';
import type { FormPostResult } from '../../../web/src/public/render-contract';
import { startServerWorker } from '../lib/server-worker';
import { measureWork, type WorkMeter } from '../lib/work-meter';
import type { FromWorker, RenderedBytes, RenderedPage, ToWorker } from './render-messages';

export interface RenderJob {
  url: string;
  origin: string;
  preload?: readonly string[];
  formPost?: FormPostResult | null;
  /**
   * Where the render's work is counted (a search page's, for its visitor's fair share): the work
   * of the reads it asks for (their queries and ranking) and its own time on the render thread
   * less its waits for data; never the time it queued behind other renders for a thread.
   */
  meter?: WorkMeter;
}

export interface RenderPoolOptions {
  size: number;
  rendererPath: string;
  clientDir: string;
  /** Answers a worker's read; `keep` says whether the worker may reuse the answer until told to forget it. */
  load: (path: string) => Promise<{ body: unknown; keep: boolean }>;
  onError: (error: unknown) => void;
  /** How long a thread beyond the first stays without work before it ends (default 10 s). */
  idleMs?: number;
  /**
   * The main thread's event-loop utilisation (0–1, over the last quarter second) from which it
   * counts as busy answering visitors: threads beyond the first then get no new work (default 0.5).
   */
  busyUtilization?: number;
}

interface Running {
  resolve: (result: RenderedPage | RenderedBytes | Uint8Array) => void;
  reject: (error: Error) => void;
  meter?: WorkMeter;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  running: Map<number, Running>;
  /** Ends a thread beyond the first once it has had nothing to do for `idleMs`. */
  idle?: NodeJS.Timeout;
}

/** Renders a worker thread runs at once: more than one, so one waiting for data leaves the thread busy. */
const perThread = 2;

/**
 * Worker threads that render public pages (render-worker.ts), so that a burst of renders after a
 * content change never holds up the requests the main thread answers. One thread runs from the
 * start; while every thread has `perThread` renders running and more wait, another starts, up to
 * `size`, and ends again after `idleMs` without work, so the memory of the extra threads is held
 * only during a burst. While the main thread is busy answering visitors (its event loop at least
 * half used over the last quarter second), only the first thread gets new work and none starts:
 * on a machine of 2 cores a second render thread, even at the lowest priority, slowed cached pages
 * down (p99 at 10 connections 1.4-5.4x calm during a burst of edits, against 1.0-3.7x with one
 * thread: each render thread's garbage collection and code optimisation run on V8's helper
 * threads at the normal priority, a new thread's start-up most of all, and the threads share the
 * cores' caches with the main thread), while on a quiet site every thread renders and a change is
 * on the website the sooner. Each job goes to the thread with the fewest running; a thread that dies is
 * replaced and its jobs fail (the caller tries again at the next visit). A page for the cache comes
 * back as its ETag and brotli bytes, made on the render thread (`renderBytes`).
 */
export class RenderPool {
  private readonly threads: Thread[] = [];
  /** Work waiting for a thread: what to tell the thread, given the job's id. */
  private readonly queue: { request: (id: number) => ToWorker; running: Running }[] = [];
  private nextId = 0;
  private closed = false;
  /** Whether the main thread was busy over the last sample (see `busyUtilization`). */
  private mainBusy = false;
  private readonly sampler: NodeJS.Timeout;

  constructor(private readonly options: RenderPoolOptions) {
    this.threads.push(this.start());
    let last = performance.eventLoopUtilization();
    this.sampler = setInterval(() => {
      const now = performance.eventLoopUtilization();
      this.mainBusy = performance.eventLoopUtilization(now, last).utilization >= (options.busyUtilization ?? 0.5);
      last = now;
      // Work held back while the main thread was busy goes to the other threads now.
      if (!this.mainBusy) this.dispatch();
    }, 250).unref();
  }

  private start(): Thread {
    // From the sources render-worker-entry.mjs (which loads tsx in the thread), else the built render-worker.mjs.
    const worker = startServerWorker(
      import.meta.url,
      { source: './render-worker-entry.mjs', built: './render-worker.mjs' },
      { rendererPath: this.options.rendererPath, clientDir: this.options.clientDir },
    );
    let markReady: () => void = () => {};
    const thread: Thread = { worker, ready: new Promise((resolve) => (markReady = resolve)), running: new Map() };
    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'ready':
          markReady();
          return;
        case 'load':
          void this.answer(worker, message.id, message.path, thread.running.get(message.render)?.meter);
          return;
        case 'rendered':
        case 'compressed':
        case 'failed': {
          const running = thread.running.get(message.id);
          thread.running.delete(message.id);
          if (message.type === 'rendered') {
            if (running?.meter) running.meter.ms += message.page.workMs ?? 0;
            running?.resolve(message.page);
          }
          else if (message.type === 'compressed') running?.resolve(message.br);
          else running?.reject(new Error(message.message));
          this.dispatch();
          this.endWhenIdle(thread);
          return;
        }
      }
    });
    worker.on('error', (error) => this.options.onError(error));
    worker.on('exit', () => {
      clearTimeout(thread.idle);
      for (const running of thread.running.values()) running.reject(new Error('the render worker stopped'));
      thread.running.clear();
      const index = this.threads.indexOf(thread);
      if (this.closed || index === -1) return;
      const replacement = this.start();
      this.threads[index] = replacement;
      this.dispatch();
      this.endWhenIdle(replacement);
    });
    return thread;
  }

  private async answer(worker: Worker, id: number, path: string, meter: WorkMeter | undefined): Promise<void> {
    let message: ToWorker;
    try {
      const { body, keep } = await (meter ? measureWork(meter, () => this.options.load(path)) : this.options.load(path));
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

  /** A page's HTML (a page answered once). */
  render(job: RenderJob): Promise<RenderedPage> {
    return this.run(job, false) as Promise<RenderedPage>;
  }

  /** A page for the cache: its ETag and brotli bytes, made on the render thread. */
  renderBytes(job: RenderJob): Promise<RenderedBytes> {
    return this.run(job, true) as Promise<RenderedBytes>;
  }

  /**
   * A cached page's brotli bytes compressed again at brotli's best (page-cache.ts `refinedBytes`),
   * on a render thread; meant for when the pool is `idle`.
   */
  compress(br: Uint8Array): Promise<Uint8Array> {
    return this.enqueue((id) => ({ type: 'compress', id, br })) as Promise<Uint8Array>;
  }

  private run({ url, origin, preload = [], formPost = null, meter }: RenderJob, forCache: boolean): Promise<RenderedPage | RenderedBytes> {
    return this.enqueue((id) => ({ type: 'render', id, url, origin, preload, formPost, forCache }), meter) as Promise<RenderedPage | RenderedBytes>;
  }

  private enqueue(request: (id: number) => ToWorker, meter?: WorkMeter): Promise<RenderedPage | RenderedBytes | Uint8Array> {
    if (this.closed) return Promise.reject(new Error('the render pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, running: { resolve, reject, ...(meter ? { meter } : {}) } });
      this.dispatch();
    });
  }

  /** Threads running now. */
  get threadCount(): number {
    return this.threads.length;
  }

  /** Nothing waiting and nothing running. */
  get idle(): boolean {
    return this.queue.length === 0 && this.threads.every((thread) => thread.running.size === 0);
  }

  /** A thread beyond the first ends after `idleMs` without work: its heap goes back to the system. */
  private endWhenIdle(thread: Thread): void {
    clearTimeout(thread.idle);
    if (thread.running.size > 0 || thread === this.threads[0]) return;
    thread.idle = setTimeout(() => {
      const index = this.threads.indexOf(thread);
      if (thread.running.size > 0 || index < 1) return;
      this.threads.splice(index, 1);
      void thread.worker.terminate();
    }, this.options.idleMs ?? 10_000).unref();
  }

  private dispatch(): void {
    while (this.queue.length) {
      const usable = this.mainBusy ? this.threads.slice(0, 1) : this.threads;
      let thread = usable.reduce<Thread | undefined>((best, t) => (!best || t.running.size < best.running.size ? t : best), undefined);
      if (!thread || thread.running.size >= perThread) {
        // Every thread is busy: one more, up to `size`, unless the main thread is busy.
        if (this.mainBusy || this.threads.length >= this.options.size) return;
        thread = this.start();
        this.threads.push(thread);
      }
      const next = this.queue.shift();
      if (!next) return;
      const id = this.nextId++;
      clearTimeout(thread.idle);
      thread.running.set(id, next.running);
      const message = next.request(id);
      void thread.ready.then(() => thread.worker.postMessage(message));
    }
  }

  /** Tells every thread to drop its copies of these answers. */
  forget(paths: readonly string[]): void {
    for (const thread of this.threads) thread.worker.postMessage({ type: 'forget', paths: [...paths] } satisfies ToWorker);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sampler);
    for (const { running } of this.queue.splice(0)) running.reject(new Error('the server is stopping'));
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
