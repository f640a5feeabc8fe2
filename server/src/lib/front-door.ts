import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Answers a request itself and returns true, or returns false to hand it on to Fastify. */
export type FrontDoorHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The first look may need the database for a rare address (a WordPress `/?p=12`): it then answers
 * a promise of whether it answered, and the request goes on only after it. Every other request
 * is decided at once, so the page cache's path stays synchronous.
 */
export type FirstHandler = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

/**
 * The HTTP server's first look at each request, before Fastify routes it. The web routes put the
 * cached-page answer here: a page already rendered is sent straight from memory, without the
 * routing, hooks and reply machinery a cache hit does not need; the redirects go before it
 * (`useFirst`). Everything else goes to Fastify.
 */
export class FrontDoor {
  private handler: FrontDoorHandler | null = null;
  private first: FirstHandler | null = null;

  /** Sets the handler; `null` sends everything to Fastify again (from the start of a shutdown on). */
  use(handler: FrontDoorHandler | null): void {
    this.handler = handler;
  }

  /** Sets the handler asked before that of `use`: the redirects, which answer before the page cache. */
  useFirst(handler: FirstHandler | null): void {
    this.first = handler;
  }

  /** Fastify's `serverFactory`: an HTTP/1.1 server with Fastify's own timeouts. */
  serverFactory = (fastifyHandler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions): http.Server => {
    const server = http.createServer((request, response) => {
      const rest = () => {
        if (this.handler?.(request, response)) return;
        fastifyHandler(request, response);
      };
      const first = this.first?.(request, response);
      if (first === true) return;
      if (first instanceof Promise) {
        first.then(
          (answered) => {
            if (!answered) rest();
          },
          () => rest(),
        );
        return;
      }
      rest();
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
