import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import type { Render } from '../../../web/src/public/render-contract';
import { startRenderWorker } from './render-worker';
import { lowerRenderThreadPriority } from './thread-priority';

// The render worker's entry in the built server (server/build.mjs); from the TypeScript sources it
// is render-worker-entry.mjs.
lowerRenderThreadPriority();
const { render } = (await import(pathToFileURL((workerData as { rendererPath: string }).rendererPath).href)) as { render: Render };
startRenderWorker(render);
