import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { Render } from '../../../web/src/public/render-contract';
import { pageBytes, refinedBytes } from './page-cache';
import { pageAssembler } from './page-html';
import type { FromWorker, RenderedBytes, ToWorker } from './render-messages';

/**
 * A render worker: renders public pages with the built renderer and assembles their HTML, off the
 * main thread, so that visitors' requests never wait behind a render. Data comes from the main
 * thread (which reads it once for the whole process); what it may keep is kept here until a
 * content change makes the main thread say `forget`. Started by render-worker-entry.mjs with the
 * renderer, which it loads before the TypeScript hooks.
 */
export function startRenderWorker(render: Render): void {
  const { clientDir } = workerData as { clientDir: string };
  const port = parentPort;
  if (!port) throw new Error('render-worker runs as a worker thread');
  const send = (message: FromWorker) => port.postMessage(message);
  const pageHtml = pageAssembler(clientDir);

  const kept = new Map<string, unknown>();
  const asked = new Map<number, { path: string; resolve: (body: unknown) => void; reject: (error: Error) => void }>();
  let nextAsk = 0;

  /**
   * The reads of one render (`render`: its job's id), and the time it spent waiting for them: the
   * render's own work is its time less that wait (what the visitor's fair share is charged).
   */
  const loaderOf = (render: number) => {
    const waiting = { count: 0, since: 0, ms: 0 };
    const load = (path: string): Promise<unknown> => {
      if (kept.has(path)) return Promise.resolve(kept.get(path));
      if (waiting.count++ === 0) waiting.since = performance.now();
      const settled = () => {
        if (--waiting.count === 0) waiting.ms += performance.now() - waiting.since;
      };
      return new Promise<unknown>((resolve, reject) => {
        const id = nextAsk++;
        asked.set(id, { path, resolve, reject });
        send({ type: 'load', id, path, render });
      }).finally(settled);
    };
    return { load, waitedMs: () => waiting.ms };
  };

  port.on('message', (message: ToWorker) => {
    switch (message.type) {
      case 'data': {
        const waiting = asked.get(message.id);
        if (!waiting) return;
        asked.delete(message.id);
        if (message.error) {
          // The renderer reads `status` and `body` of a failed load, as of the API's answer.
          waiting.reject(Object.assign(new Error(message.error.message), { status: message.error.status, body: message.error.body }));
          return;
        }
        if (message.keep) kept.set(waiting.path, message.body);
        waiting.resolve(message.body);
        return;
      }
      case 'forget':
        for (const path of message.paths) kept.delete(path);
        return;
      case 'compress': {
        let br: Uint8Array;
        try {
          br = ownBuffer(refinedBytes(message.br));
        } catch (error) {
          send({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
          return;
        }
        port.postMessage({ type: 'compressed', id: message.id, br } satisfies FromWorker, [br.buffer as ArrayBuffer]);
        return;
      }
      case 'render': {
        const { id, url, origin, preload, formPost, forCache } = message;
        const started = performance.now();
        const loader = loaderOf(id);
        render(url, loader.load, { origin, preload, formPost }).then(
          (result) => {
            const html = pageHtml(result);
            const reads = result.reads ?? [];
            const workMs = () => Math.max(0, performance.now() - started - loader.waitedMs());
            if (!forCache) return send({ type: 'rendered', id, page: { status: result.status, html, reads, workMs: workMs() } });
            const bytes = pageBytes(html);
            const br = ownBuffer(bytes.br);
            const page: RenderedBytes = { status: result.status, reads, etag: bytes.etag, br, workMs: workMs() };
            port.postMessage({ type: 'rendered', id, page } satisfies FromWorker, [br.buffer as ArrayBuffer]);
          },
          (error: unknown) => send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
        );
        return;
      }
    }
  });

  send({ type: 'ready' });
}

/** Bytes moved to the main thread, not copied: their own buffer, never a slice of a shared pool. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}
