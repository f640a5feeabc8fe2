import { EventEmitter } from 'node:events';

/** What changed: the admin API's request (`PUT /api/admin/experts/…`), or a job's own words. */
export interface ContentChange {
  method?: string;
  url?: string;
  /** True when the change was made by another server process and arrived through the database. */
  remote?: boolean;
  /** True when changes may have been missed (the database connection was lost): assume anything changed. */
  unknown?: boolean;
}

/**
 * The one way a content change is announced: `emit('change', change)` after every successful
 * write of the admin API and of any job that changes what the website shows. Page caches listen
 * with `on('change', …)`. With several server processes the change is also handed to `publish`
 * (PostgreSQL NOTIFY, see `cluster/change-fanout.ts`), and changes of the other processes come in
 * through `deliver`, which tells only this process's listeners.
 */
export class ContentEvents extends EventEmitter {
  /** Set while a fan-out to other processes runs. */
  publish: ((change: ContentChange) => void) | undefined;

  constructor() {
    super();
    // Every page cache may listen; more than the default 10 listeners is not a leak here.
    this.setMaxListeners(0);
  }

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'change') this.publish?.((args[0] ?? {}) as ContentChange);
    return super.emit(event, ...args);
  }

  /** A change from another process: told to this process's listeners, never published again. */
  deliver(change: ContentChange): void {
    super.emit('change', { ...change, remote: true });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Emits `'change'` after every successful write of the admin API (content, media, menus,
     * settings…), so caches of public pages know to drop what they hold.
     */
    contentEvents: ContentEvents;
  }
  interface FastifyContextConfig {
    /** `false` on admin writes that change no content (sign-out), so caches are kept. */
    contentChange?: boolean;
  }
}
