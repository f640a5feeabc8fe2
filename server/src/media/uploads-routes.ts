import fs from 'node:fs';
import path from 'node:path';
// Route schemas carry OpenAPI tags and summaries for /api/docs (types from @fastify/swagger).
import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { NotFoundError } from '../errors/http-errors';
import { storedNamePattern, uploadsDir } from './media-operations';
import { mimeTypeByExtension, storedExtensions } from './upload-type';

export interface UploadsRoutesOptions {
  config: Config;
}

type StoredExtension = (typeof storedExtensions)[number];

/**
 * `GET /uploads/<file>`: the media library's files. Only names the library generates are served
 * (content hash, optional width, known extension), so no path can leave the folder; the names
 * change with the content, so they are cached forever.
 */
export async function uploadsRoutes(app: FastifyInstance, options: UploadsRoutesOptions): Promise<void> {
  const dir = uploadsDir(options.config);

  app.get<{ Params: { '*'?: string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params['*'] ?? '';
    if (!storedNamePattern.test(name)) throw new NotFoundError('No such file.');
    const file = path.join(dir, name);
    let size: number;
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
    } catch {
      throw new NotFoundError('No such file.');
    }
    const ext = path.extname(name).slice(1) as StoredExtension;
    reply
      .header('Content-Type', mimeTypeByExtension[ext])
      .header('Content-Length', size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      // Even an SVG opened on its own cannot run anything or load anything.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    if (ext === 'pdf') reply.header('Content-Disposition', `attachment; filename="${name}"`);
    return reply.send(fs.createReadStream(file));
  });
}
