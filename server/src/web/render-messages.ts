import type { FormPostResult } from '../../../web/src/public/render-contract';
import type { PageBytes } from './page-cache';

/** What the server's main thread and a render worker say to each other (see render-pool.ts). */

export interface RenderRequest {
  type: 'render';
  id: number;
  url: string;
  origin: string;
  preload: readonly string[];
  formPost: FormPostResult | null;
  /** For the page cache: the worker answers the page's ETag and brotli bytes (RenderedBytes), not its HTML. */
  forCache: boolean;
}

/** An answer to a worker's `load`: the body, or the API's error; `keep` when the worker may reuse it. */
export interface DataAnswer {
  type: 'data';
  id: number;
  body?: unknown;
  error?: { status: number | null; body: unknown; message: string };
  keep: boolean;
}

/** Answers the worker kept that a content change made out of date. */
export interface Forget {
  type: 'forget';
  paths: string[];
}

/** A cached page's brotli bytes, to be compressed again at brotli's best (`refinedBytes`) while the threads are idle. */
export interface CompressRequest {
  type: 'compress';
  id: number;
  br: Uint8Array;
}

export type ToWorker = RenderRequest | DataAnswer | Forget | CompressRequest;

export interface RenderedPage {
  status: number;
  html: string;
  reads: string[];
  /** The render's own work on its thread, in ms: its time less the time it waited for data (`work-meter.ts`). */
  workMs?: number;
}

/** A page rendered for the cache: its bytes, made in the worker; `br` is moved, not copied. */
export interface RenderedBytes extends PageBytes {
  status: number;
  reads: string[];
  workMs?: number;
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'load'; id: number; path: string; /** The render that asks (its job's id): the read's work is that render's. */ render: number }
  | { type: 'rendered'; id: number; page: RenderedPage | RenderedBytes }
  | { type: 'compressed'; id: number; br: Uint8Array }
  | { type: 'failed'; id: number; message: string };
