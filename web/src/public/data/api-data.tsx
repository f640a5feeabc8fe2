import { createContext, useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { ApiError, apiRequest } from '../../shared/api/http';
import { localizedApiPath } from '../ui/language-paths';

/**
 * The public site's data: API responses by path (`site-settings`, `experts/active`, …).
 * On the server the store is filled before the last render pass (paths a render asked for and did
 * not find are recorded in `misses`, loaded, and the page rendered again), then embedded in the
 * page; in the browser it starts from that embedded data and fetches only what is missing.
 */
export type ApiEntry =
  | { status: 'loading' }
  | { status: 'ready'; body: unknown }
  | { status: 'error'; error: { status: number | null; message: string; body: unknown } };

export type ApiErrorInfo = Extract<ApiEntry, { status: 'error' }>['error'];

/** The key of the embedded data that holds failed paths; API paths never start with an underscore. */
export const embeddedErrorsKey = '__errors__';

/** What the server embeds in `<script id="__DATA__">`: the loaded bodies by path, and the failures. */
export function embeddedState(store: ApiDataStore): Record<string, unknown> {
  const errors = store.errorSnapshot();
  return Object.keys(errors).length ? { ...store.snapshot(), [embeddedErrorsKey]: errors } : store.snapshot();
}

/**
 * The browser's store, from the embedded state, reading in the page's language: paths are named as
 * in the default language and each read asks for `language` (ui/language.tsx `localizedApiPath`).
 */
export function storeFromEmbedded(state: Record<string, unknown>, language: string = defaultLanguage): ApiDataStore {
  const { [embeddedErrorsKey]: errors, ...bodies } = state;
  const fetcher = async (path: string) => (await apiRequest('GET', localizedApiPath(path, language))).body;
  return new ApiDataStore(bodies, fetcher, false, (errors ?? {}) as Record<string, ApiErrorInfo>);
}

const loading: ApiEntry = { status: 'loading' };

export class ApiDataStore {
  private readonly entries = new Map<string, ApiEntry>();
  private readonly listeners = new Set<() => void>();
  private readonly inflight = new Map<string, Promise<void>>();
  /** Paths asked for during a server render and not present. */
  readonly misses = new Set<string>();
  /** Paths asked for during a server render, present or not. */
  readonly asked = new Set<string>();
  /**
   * Paths asked for during a server render by a part of the page the browser hydrates, that is
   * outside every static region (ui/static-region.tsx): only these are embedded in the page.
   */
  readonly hydratedReads = new Set<string>();
  /** Paths read during a server render inside an island (islands/island.tsx): the page embeds only these. */
  readonly islandReads = new Set<string>();
  /**
   * Server: of a list, the records the hydrated parts of the page show (a listing's page of cards
   * and the one after it, which tells there are more), and facts the listing derives from the whole
   * list (a blog's month tabs): the page embeds these alone (`noteShown`, issue 46).
   */
  readonly shown = new Map<string, { records: Map<string, unknown>; facts: Record<string, unknown> }>();

  constructor(
    initial: Record<string, unknown> = {},
    /** Fetches a path; the browser's uses HTTP, the server's calls the API in-process. */
    private readonly fetcher: (path: string) => Promise<unknown> = async (path) => (await apiRequest('GET', path)).body,
    /** On the server nothing is fetched during render: misses are recorded instead. */
    private readonly isServer = false,
    /** Paths that failed on the server, so the browser hydrates the same error view. */
    initialErrors: Record<string, ApiErrorInfo> = {},
  ) {
    for (const [path, body] of Object.entries(initial)) this.entries.set(path, { status: 'ready', body });
    for (const [path, error] of Object.entries(initialErrors)) this.entries.set(path, { status: 'error', error });
  }

  /** The entry of a path; `hydrated`: asked for by a part of the page the browser hydrates. */
  get(path: string, hydrated = true): ApiEntry {
    const entry = this.entries.get(path);
    if (this.isServer) {
      this.asked.add(path);
      if (hydrated) this.hydratedReads.add(path);
      if (!entry) this.misses.add(path);
    }
    return entry ?? loading;
  }

  /** Server: notes a path an island read (`islandReads`). */
  noteIslandRead(path: string): void {
    if (this.isServer) this.islandReads.add(path);
  }

  /** Server: notes records of the list at `path` that the page shows (`shown`); each is kept once, by its `_id`. */
  noteShown(path: string, records: readonly unknown[], facts: Record<string, unknown> = {}): void {
    if (!this.isServer) return;
    const known = this.shown.get(path) ?? { records: new Map<string, unknown>(), facts: {} };
    for (const record of records) {
      const id = (record as { _id?: unknown } | null)?._id;
      if (typeof id === 'string' && !known.records.has(id)) known.records.set(id, record);
    }
    Object.assign(known.facts, facts);
    this.shown.set(path, known);
  }

  /** The entry of a path, without counting it as read by the page. */
  peek(path: string): ApiEntry | undefined {
    return this.entries.get(path);
  }

  /** Server: puts an answer in place before the render (a list cut to the part a page shows, issue 46). */
  provide(path: string, body: unknown): void {
    this.entries.set(path, { status: 'ready', body });
  }

  /** Server: forgets a path loaded in advance that the render did not read, so it is not embedded. */
  forget(path: string): void {
    this.entries.delete(path);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads a path unless it is loaded or loading; `force` loads it again (Retry). */
  load(path: string, force = false): Promise<void> {
    const current = this.entries.get(path);
    if (!force && current && current.status !== 'loading') return Promise.resolve();
    const running = this.inflight.get(path);
    if (running) return running;
    const promise = this.fetcher(path)
      .then((body) => this.set(path, { status: 'ready', body }))
      .catch((error: unknown) => {
        const apiError = error instanceof ApiError ? error : null;
        const status = apiError?.status ?? (error as { status?: number } | null)?.status ?? null;
        const body = apiError?.body ?? (error as { body?: unknown } | null)?.body ?? null;
        this.set(path, { status: 'error', error: { status, message: error instanceof Error ? error.message : String(error), body } });
      })
      .finally(() => this.inflight.delete(path));
    this.inflight.set(path, promise);
    return promise;
  }

  /** Everything loaded so far that loaded well, for embedding in the page. */
  snapshot(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [path, entry] of this.entries) if (entry.status === 'ready') out[path] = entry.body;
    return out;
  }

  /** Every path loaded or tried, whether it loaded well or not. */
  paths(): string[] {
    return [...this.entries.keys()];
  }

  /** Everything that failed, embedded beside the snapshot (see `embeddedState`). */
  errorSnapshot(): Record<string, ApiErrorInfo> {
    const out: Record<string, ApiErrorInfo> = {};
    for (const [path, entry] of this.entries) if (entry.status === 'error') out[path] = entry.error;
    return out;
  }

  private set(path: string, entry: ApiEntry): void {
    this.entries.set(path, entry);
    for (const listener of this.listeners) listener();
  }
}

const ApiDataContext = createContext<ApiDataStore | null>(null);

/** True inside a static region (ui/static-region.tsx): what is read there is not embedded in the page. */
const StaticReadsContext = createContext(false);

export function StaticReads({ value, children }: { value: boolean; children: ReactNode }) {
  return <StaticReadsContext.Provider value={value}>{children}</StaticReadsContext.Provider>;
}

/** Whether a component renders inside a static region. */
export function useInStaticRegion(): boolean {
  return useContext(StaticReadsContext);
}

/** True inside an island (islands/island.tsx): what is read there is embedded in the page for the island. */
const IslandReadsContext = createContext(false);

export function IslandReads({ children }: { children: ReactNode }) {
  return <IslandReadsContext.Provider value={true}>{children}</IslandReadsContext.Provider>;
}

/** Inside an island (islands/island.tsx): a part the browser renders itself. */
export function useInIsland(): boolean {
  return useContext(IslandReadsContext);
}

/** Server: notes `path` as read by an island when the component renders inside one. */
export function useIslandRead(store: ApiDataStore | null, path: string | null): void {
  const inIsland = useContext(IslandReadsContext);
  if (inIsland && store && path) store.noteIslandRead(path);
}

export function ApiDataProvider({ store, children }: { store: ApiDataStore; children: ReactNode }) {
  return <ApiDataContext.Provider value={store}>{children}</ApiDataContext.Provider>;
}

/** The store, or null outside an ApiDataProvider (a component rendered on its own in a test). */
export function useOptionalApiStore(): ApiDataStore | null {
  return useContext(ApiDataContext);
}

export function useApiStore(): ApiDataStore {
  const store = useContext(ApiDataContext);
  if (!store) throw new Error('useApiData needs an ApiDataProvider');
  return store;
}

export interface ApiData<T> {
  status: ApiEntry['status'];
  /** The response body when ready. */
  body: T | undefined;
  error: Extract<ApiEntry, { status: 'error' }>['error'] | undefined;
  /** Loads the path again (the Retry buttons). */
  reload: () => void;
}

/**
 * The response body of a public API path (`null` path: nothing to load). Components read the
 * spec's envelope themselves (`body.data` for lists, the bare list for `public-nav`).
 */
export function useApiData<T = unknown>(path: string | null): ApiData<T> {
  const store = useApiStore();
  const hydrated = !useInStaticRegion();
  useIslandRead(store, path);
  const entry = useSyncExternalStore(
    store.subscribe,
    () => (path ? store.get(path, hydrated) : loading),
    () => (path ? store.get(path, hydrated) : loading),
  );
  useEffect(() => {
    if (path) void store.load(path);
  }, [store, path]);
  const reload = useCallback(() => {
    if (path) void store.load(path, true);
  }, [store, path]);
  return {
    status: entry.status,
    body: entry.status === 'ready' ? (entry.body as T) : undefined,
    error: entry.status === 'error' ? entry.error : undefined,
    reload,
  };
}
