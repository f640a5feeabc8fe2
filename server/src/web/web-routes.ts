import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiLoader, Render } from '../../../web/src/public/render-contract';

export interface WebOptions {
  /** web/dist: client/ (browser files) and server/entry-server.js (the renderer). */
  distDir: string;
  publicUrl: string | undefined;
}

/** Thrown by the API loader when the API answers an error, so the renderer can show its error state. */
export class ApiLoadError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

/**
 * Serves the built web app: hashed assets (immutable), /version.txt, the admin app under /admin,
 * and every other GET as a server-rendered public page.
 */
export async function webRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const clientDir = path.join(options.distDir, 'client');
  const indexTemplate = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const adminHtml = fs.readFileSync(path.join(clientDir, 'admin.html'), 'utf8');
  const versionFile = path.join(options.distDir, 'version.txt');
  const rendererPath = path.join(options.distDir, 'server', 'entry-server.js');
  const { render } = (await import(pathToFileURL(rendererPath).href)) as { render: Render };

  // Vite names assets by content hash: they never change under the same name.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    index: false,
    maxAge: '365d',
    immutable: true,
  });
  // Files copied as they are from web/public/static (icons, placeholder images).
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'static'),
    prefix: '/static/',
    index: false,
    maxAge: '1d',
    decorateReply: false,
  });

  app.get('/version.txt', async (_request, reply) => {
    reply.header('cache-control', 'no-store, no-cache, must-revalidate').type('text/plain; charset=utf-8');
    return fs.readFileSync(versionFile, 'utf8');
  });

  const sendAdmin = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(adminHtml);
  app.get('/admin', sendAdmin);
  app.get('/admin/*', sendAdmin);

  // Public pages: the renderer reads the same JSON the browser would, through the API in-process.
  const load: ApiLoader = async (apiPath) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/${apiPath}` });
    const body: unknown = response.body ? JSON.parse(response.body) : null;
    if (response.statusCode >= 400) throw new ApiLoadError(response.statusCode, body);
    return body;
  };

  app.get('/*', async (request, reply) => {
    const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
    const result = await render(request.url, load, { origin });
    const page = indexTemplate
      .replace('<!--app-head-->', result.head)
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-data-->', embedData(result.data));
    return reply.status(result.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}

/** JSON inside a script element, safe against `</script>` and comment tricks in content. */
export function embedData(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="__DATA__" type="application/json">${json}</script>`;
}
