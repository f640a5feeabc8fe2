// The link thread's entry from the TypeScript sources (tsx, Vitest): worker threads do not inherit
// the loader hooks that run the server's TypeScript, so the thread loads its modules through tsx's
// scoped import. The built server starts link-worker.mjs instead (link-worker-main.ts).
import { tsImport } from 'tsx/esm/api';

const { lowerRenderThreadPriority } = await tsImport('../web/thread-priority.ts', import.meta.url);
lowerRenderThreadPriority();
const { startLinkWorker } = await tsImport('./link-worker.ts', import.meta.url);
startLinkWorker();
