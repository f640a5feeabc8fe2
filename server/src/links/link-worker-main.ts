import { lowerRenderThreadPriority } from '../web/thread-priority';
import { startLinkWorker } from './link-worker';

// The link thread's entry in the built server (server/build.mjs); from the TypeScript sources it
// is link-worker-entry.mjs. The thread runs at the render threads' priority, the lowest there is.
lowerRenderThreadPriority();
startLinkWorker();
