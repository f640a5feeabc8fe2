import type { EventEmitter } from 'node:events';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Emits `'change'` after every successful write of the admin API (content, media, menus,
     * settings…), so caches of public pages know to drop what they hold.
     */
    contentEvents: EventEmitter;
  }
  interface FastifyContextConfig {
    /** `false` on admin writes that change no content (sign-out), so caches are kept. */
    contentChange?: boolean;
  }
}

export {};
