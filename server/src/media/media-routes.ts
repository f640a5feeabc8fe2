import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteActivity } from '../activity/activity-hook';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { PayloadTooLargeError, ValidationError } from '../errors/http-errors';
import { refusals } from '../lib/route-schemas';
import { firstFieldMessage } from '../lib/parse-input';
import { cleanOriginalName, deleteMedia, getMedia, listMedia, mediaMetaSchema, mediaUsageOf, saveUploads, updateMedia, type MediaRecord, type MediaUseListed } from './media-operations';
import { limitParam, pagedAnswer, pageParam } from '../lib/paging';
import { assertStorable } from '../lib/input-guard';

export interface MediaRoutesOptions {
  config: Config;
  db: Db;
}

/** Most files one upload request may carry. */
const maxFilesPerRequest = 20;

const listQuery = z.object({
  page: pageParam,
  limit: limitParam(100, 24),
  q: z.string().trim().max(200, 'q must be at most 200 characters.').optional(),
  type: z.enum(['image', 'document'], { error: 'type must be image or document.' }).optional(),
  url: z.string().max(300, 'url must be at most 300 characters.').optional(),
});

const idParams = z.object({ id: z.string().min(1).max(64) });

const mediaItem = z.object({
  _id: z.string(),
  url: z.string(),
  fileName: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  title: z.string(),
  alt: z.string(),
  focalX: z.number(),
  focalY: z.number(),
  variants: z.record(z.string(), z.string()).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<MediaRecord>;
const mediaUse = z.object({ type: z.string(), id: z.string(), title: z.string(), label: z.string(), adminPath: z.string() }) satisfies z.ZodType<MediaUseListed>;
const itemAnswer = z.object({ data: mediaItem, message: z.string() });

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The media library under /api/admin (the admin scope's authentication applies). */
export async function mediaRoutes(fastify: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  const { config, db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await fastify.register(multipart, {
      limits: {
        fileSize: config.uploadMaxBytes,
        files: maxFilesPerRequest,
        fields: 10,
        fieldSize: 2000,
        parts: maxFilesPerRequest + 10,
      },
    });
  }

  app.post(
    '/medias',
    { config: { permission: 'media.upload', activity: 'upload' },       // A multipart body has no schema: its parts are read and checked one by one below (files under
      // "file", text fields title and alt), as they stream in.
      schema: {
        tags: ['media'],
        summary: 'Upload one or more files (multipart, field "file"; fields title and alt)',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: z.array(mediaItem), message: z.string() }), ...refusals(400, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new ValidationError('Send the files as multipart/form-data under the field "file".', {
          file: 'Choose a file to upload.',
        });
      }
      const files: { data: Buffer; originalName: string }[] = [];
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              throw new ValidationError(`Unknown field: ${part.fieldname}. Send files under the field "file".`, {
                [part.fieldname]: `Unknown field: ${part.fieldname}.`,
              });
            }
            files.push({ data: await part.toBuffer(), originalName: cleanOriginalName(part.filename) });
          } else {
            if (part.fieldname !== 'title' && part.fieldname !== 'alt') {
              throw new ValidationError(`Unknown field: ${part.fieldname}.`, { [part.fieldname]: `Unknown field: ${part.fieldname}.` });
            }
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new PayloadTooLargeError(`The file is too large: at most ${megabytes(config.uploadMaxBytes)} per file.`);
        }
        if (code === 'FST_FILES_LIMIT') throw new PayloadTooLargeError(`At most ${maxFilesPerRequest} files can be uploaded at once.`);
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new PayloadTooLargeError('The upload has too many parts.');
        throw error;
      }
      // Multipart fields are read here, after the input guard: checked the same way.
      assertStorable(fields);
      if (files.length === 0) throw new ValidationError('Choose a file to upload.', { file: 'Choose a file to upload.' });
      // All or nothing: a refused file leaves the library as it was.
      const saved = await saveUploads(db, config, files.map((file) => ({ ...file, title: fields.title, alt: fields.alt })));
      noteActivity(request, {
        action: 'upload',
        contentType: 'medias',
        recordId: saved[0]?._id,
        recordTitle: saved.map((item) => item.originalName).join(', '),
        summary: `Uploaded ${saved.length === 1 ? '1 file' : `${saved.length} files`}: ${saved.map((item) => item.originalName).join(', ')}`,
      });
      return reply.status(201).send({ data: saved, message: saved.length === 1 ? 'File uploaded' : `${saved.length} files uploaded` });
    },
  );

  app.get('/medias', { config: { permission: 'content.read' }, schema: {
        tags: ['media'],
        summary: 'List the media library (page, limit, q, type; url: the file at an /uploads/ address)',
        querystring: listQuery,
        response: { 200: pagedAnswer(mediaItem), ...refusals(400) },
      },
    },
    async (request) => {
    const query = request.query;
    const result = await listMedia(db, query);
    return { data: result.data, total: result.total, page: query.page, limit: query.limit };
  });

  app.get('/medias/:id', { config: { permission: 'content.read' }, schema: { tags: ['media'], summary: 'One media item', params: idParams, response: { 200: z.object({ data: mediaItem }), ...refusals(400, 404) } } }, async (request) => {
    return { data: await getMedia(db, request.params.id) };
  });

  app.get(
    '/medias/:id/usage',
    { config: { permission: 'content.read' }, schema: {
        tags: ['media'],
        summary: 'Where a file is used: content records, the site settings and the menus (at most 10 per place)',
        params: idParams,
        response: { 200: z.object({ data: z.array(mediaUse), message: z.string() }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const uses = await mediaUsageOf(db, request.params.id);
      return { data: uses, message: uses.length === 0 ? 'Not used anywhere' : `Used in ${uses.length} ${uses.length === 1 ? 'place' : 'places'}` };
    },
  );

  app.put(
    '/medias/:id',
    {
      config: { permission: 'media.manage', invalidBodyMessage: firstFieldMessage },
      schema: { tags: ['media'], summary: 'Change the title, alt text and focal point (focalX, focalY: 0–100)', params: idParams, body: mediaMetaSchema, response: { 200: itemAnswer, ...refusals(400, 404) } },
    },
    async (request) => ({ data: await updateMedia(db, request.params.id, request.body), message: 'Media item saved' }),
  );
  app.delete(
    '/medias/:id',
    { config: { permission: 'media.manage' }, schema: { tags: ['media'], summary: 'Delete a file no content uses', params: idParams, response: { 200: z.object({ data: z.object({ _id: z.string() }), message: z.string() }), ...refusals(400, 404, 409) } } },
    async (request) => {
      const { id } = request.params;
      await deleteMedia(db, config, id);
      return { data: { _id: id }, message: 'Media item deleted' };
    },
  );
}
