import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { searchGroups } from '@hospital/content/content-type';
import { issuesToErrors } from '@hospital/content/issues';
import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { documentationOnlyValidator, errorResponseSchema, jsonSchemaOf, plainSerializer, type JsonSchema } from '../lib/json-schema';
import { logQuery, searchStats } from './search-log';
import { search } from './search-query';
import { readSynonyms, saveSynonyms, synonymsToText } from './search-synonyms';
import { maxQueryLength } from './search-text';

export interface SearchRoutesOptions {
  db: Db;
}

const groupMessage = `group must be one of: ${searchGroups.join(', ')}.`;
const limitMessage = 'limit must be a whole number from 1 to 500.';
const offsetMessage = 'offset must be a whole number from 0 to 1000.';

export const searchQuerySchema = z.strictObject(
  {
    q: z.string({ error: 'q must be text.' }).max(maxQueryLength, `q must be at most ${maxQueryLength} characters.`).default(''),
    group: z.enum(searchGroups, { error: groupMessage }).optional(),
    limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(500, limitMessage).default(10),
    offset: z.coerce.number({ error: offsetMessage }).int(offsetMessage).min(0, offsetMessage).max(1000, offsetMessage).default(0),
    log: z.enum(['0', '1'], { error: 'log must be 0 or 1.' }).default('0'),
    match: z.enum(['any', 'all'], { error: 'match must be any or all.' }).default('any'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}.` : undefined) },
);

const synonymsBodySchema = z.strictObject({ text: z.string({ error: 'text must be the synonyms, one line each.' }).max(200_000, 'The synonyms are too long.') });

const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const errors = issuesToErrors(parsed.error.issues);
    throw new ValidationError(Object.values(errors)[0] ?? 'The request is not valid.', errors);
  }
  return parsed.data;
};

const item: JsonSchema = {
  type: 'object',
  properties: { type: { type: 'string' }, _id: { type: 'string' }, title: { type: 'string' }, url: { type: 'string' }, excerpt: { type: 'string' } },
};
const resultSchema: JsonSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        query: { type: 'string' },
        terms: { type: 'array', items: { type: 'string' }, description: 'The words the query was expanded to (synonyms, prefixes, near spellings), for highlighting' },
        total: { type: 'integer' },
        groups: {
          type: 'array',
          items: { type: 'object', properties: { key: { type: 'string', enum: [...searchGroups] }, label: { type: 'string' }, count: { type: 'integer' }, items: { type: 'array', items: item } } },
        },
      },
    },
    message: { type: 'string' },
  },
};

/** `GET search?q=`: the site search over published records, grouped. Public. */
export async function searchPublicRoutes(app: FastifyInstance, options: SearchRoutesOptions): Promise<void> {
  const { db } = options;
  app.setValidatorCompiler(documentationOnlyValidator);
  app.setSerializerCompiler(plainSerializer);
  app.get(
    '/search',
    {
      schema: {
        tags: ['public', 'search'],
        summary: 'Search the website: doctors, departments and specialities, pages, blog posts, events and camps, FAQs (synonyms, prefixes, near spellings); log=1 counts the query in the studio\'s statistics',
        security: [],
        querystring: jsonSchemaOf(searchQuerySchema),
        response: { 200: resultSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const query = parse(searchQuerySchema, request.query);
      const result = await search(db, { query: query.q.trim(), group: query.group, limit: query.limit, offset: query.offset, matchAll: query.match === 'all' });
      if (query.log === '1') await logQuery(db, query.q, result.total);
      reply.header('cache-control', 'no-store');
      return { data: result, message: `${result.total} result${result.total === 1 ? '' : 's'}` };
    },
  );
}

/** The studio's side: the synonyms list and what patients search for. */
export async function searchAdminRoutes(app: FastifyInstance, options: SearchRoutesOptions): Promise<void> {
  const { db } = options;
  app.setValidatorCompiler(documentationOnlyValidator);
  app.setSerializerCompiler(plainSerializer);
  const synonymsAnswer: JsonSchema = {
    type: 'object',
    properties: { data: { type: 'object', properties: { text: { type: 'string' }, count: { type: 'integer' } } }, message: { type: 'string' } },
  };
  app.get('/search/synonyms', { config: { permission: 'settings.manage' }, schema: { tags: ['search'], summary: 'The search synonyms, as lines "terms → words to look for"', response: { 200: synonymsAnswer } } }, async () => {
    const synonyms = await readSynonyms(db);
    return { data: { text: synonymsToText(synonyms), count: synonyms.length }, message: `${synonyms.length} synonyms` };
  });
  app.put(
    '/search/synonyms',
    {
      config: { permission: 'settings.manage', activity: 'settings_change' },
      schema: {
        tags: ['search'],
        summary: 'Replace the search synonyms: { text } with lines "heart, cardiologist → cardiology"',
        body: jsonSchemaOf(synonymsBodySchema),
        response: { 200: synonymsAnswer, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { text } = parse(synonymsBodySchema, request.body);
      const synonyms = await saveSynonyms(db, text);
      return { data: { text: synonymsToText(synonyms), count: synonyms.length }, message: 'Synonyms saved' };
    },
  );
  app.get(
    '/search/stats',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['search'],
        summary: 'What patients searched for in the last 30 days: top queries and queries that found nothing (counts only)',
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  days: { type: 'integer' },
                  top: { type: 'array', items: { type: 'object', properties: { query: { type: 'string' }, searches: { type: 'integer' }, results: { type: 'integer' } } } },
                  noResults: { type: 'array', items: { type: 'object', properties: { query: { type: 'string' }, searches: { type: 'integer' } } } },
                },
              },
            },
          },
        },
      },
    },
    async () => ({ data: await searchStats(db) }),
  );
}
