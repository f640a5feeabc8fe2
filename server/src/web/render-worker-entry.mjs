// The render worker's entry. Worker threads do not inherit the loader hooks that run the server's
// TypeScript (tsx), so the worker loads render-worker.ts through tsx's scoped import: the built
// renderer and the chunks it loads later are plain JavaScript and must not go through those hooks.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { render } = await import(pathToFileURL(workerData.rendererPath).href);
const { startRenderWorker } = await tsImport('./render-worker.ts', import.meta.url);
const { lowerRenderThreadPriority } = await tsImport('./thread-priority.ts', import.meta.url);
lowerRenderThreadPriority();
startRenderWorker(render);
