import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchGroups } from '@hospital/content/content-type';
import type { SearchAnswer } from '@hospital/content/wire/search-answer';
import type { Db } from '../db/database';
import { messagesFor } from '@hospital/content/i18n/catalogue';
import { defaultLanguage, languageCodePattern } from '@hospital/content/i18n/languages';
import { TooManyRequestsError, ValidationError } from '../errors/http-errors';
import { getSiteLanguages } from '../settings/site-settings-operations';
import type { FairShare } from '../lib/fair-share';
import { isInternalRequest } from '../lib/internal-request';
import { addWork, measureWork } from '../lib/work-meter';
import { refusals } from '../lib/route-schemas';
import { firstFieldMessage } from '../lib/parse-input';
import { logQuery, searchStats } from './search-log';
import { localizeSearchAnswer } from './search-language';
import { search } from './search-query';
import { addSynonym, readSynonyms, saveSynonyms, synonymsToText } from './search-synonyms';
import { maxQueryLength } from './search-text';

export interface SearchRoutesOptions {
  db: Db;
  /** Each address's fair share of searches (in flight at once, begun per second); none: unbounded. */
  fairShare?: FairShare;
}

/** What a client over its fair share of searches is told (429). */
export const tooManySearchesMessage = 'Too many searches from your address at once. Please wait a moment and search again.';

const tooManySearchesBody = JSON.stringify({ message: tooManySearchesMessage, code: new TooManyRequestsError(tooManySearchesMessage).code });

/** The 429, held back for its Retry-After and sent as prepared text (nothing thrown or serialised for each of a flood's requests). */
async function refuse(reply: FastifyReply, fairShare: FairShare | undefined, retryAfterSeconds: number): Promise<FastifyReply> {
  await fairShare?.holdRefusal(retryAfterSeconds);
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(tooManySearchesBody);
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
    match: z.enum(['most', 'any', 'all'], { error: 'match must be most, any or all.' }).default('most'),
    lang: z
      .string({ error: 'lang must be a language code such as hi.' })
      .regex(languageCodePattern, 'lang must be a language code such as hi.')
      .optional()
      .describe("The visitor's language (one of the site's): titles, snippets, links and group names in it"),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}.` : undefined) },
);

const synonymsBodySchema = z.strictObject({ text: z.string({ error: 'text must be the synonyms, one line each.' }).max(200_000, 'The synonyms are too long.') });

const addSynonymBodySchema = z.strictObject({
  terms: z.string({ error: 'terms must be the words patients type, separated by commas.' }).max(300, 'A synonym may hold at most 300 characters.'),
  expansion: z.string({ error: 'expansion must be the words to look for.' }).max(300, 'A synonym may hold at most 300 characters.'),
});

const item = z.object({ type: z.string(), _id: z.string(), title: z.string(), url: z.string(), excerpt: z.string(), language: z.string().optional() });
const searchAnswer = z.object({
  query: z.string(),
  terms: z.array(z.string()).describe('The words the query was expanded to (synonyms, prefixes, near spellings), for highlighting'),
  total: z.number().int(),
  groups: z.array(z.object({ key: z.enum(searchGroups), label: z.string(), count: z.number().int(), items: z.array(item) })),
}) satisfies z.ZodType<SearchAnswer>;
const resultSchema = z.object({ data: searchAnswer, message: z.string() });

/** `GET search?q=`: the site search over published records, grouped. Public. */
export async function searchPublicRoutes(fastify: FastifyInstance, options: SearchRoutesOptions): Promise<void> {
  const { db, fairShare } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/search',
    {
      // A flood is refused before its query is read: each refusal then costs next to nothing. The
      // website's own renderer asks on behalf of a visitor already counted at the page.
      onRequest: async (request, reply) => {
        const refusal = fairShare && !isInternalRequest(request) ? fairShare.refusal(request.ip) : undefined;
        if (refusal) return refuse(reply, fairShare, refusal.retryAfterSeconds);
      },
      schema: {
        tags: ['public', 'search'],
        summary:
          'Search the website: doctors, departments and specialities, facilities and services, pages, blog posts, events and camps, careers, FAQs (synonyms, prefixes, near spellings; English, Hinglish, Hindi). Groups come in the order of their best match. match=most (default) keeps the results answering the most words, any any word (best first), all every word; log=1 counts the query in the studio\'s statistics',
        security: [],
        querystring: searchQuerySchema,
        response: { 200: resultSchema, ...refusals(400, 429) },
      },
    },
    async (request, reply) => {
      const ticket = fairShare && !isInternalRequest(request) ? fairShare.enter(request.ip) : undefined;
      if (ticket && !ticket.admitted) return refuse(reply, fairShare, ticket.retryAfterSeconds);
      // Charged for the work this search did (its queries and ranking), not for time spent queued behind others'.
      const work = { ms: 0 };
      try {
        return await measureWork(work, async () => {
          const query = request.query;
          const language = query.lang ?? defaultLanguage;
          const languages = language === defaultLanguage ? [defaultLanguage] : await getSiteLanguages(db);
          if (!languages.includes(language)) throw new ValidationError(`lang must be one of: ${languages.join(', ')}.`, { lang: `lang must be one of: ${languages.join(', ')}.` });
          const found = await search(db, { query: query.q.trim(), group: query.group, limit: query.limit, offset: query.offset, match: query.match });
          if (query.log === '1') await logQuery(db, query.q, found.total);
          const result = await localizeSearchAnswer(db, found, language);
          reply.header('cache-control', 'no-store');
          return { data: result, message: messagesFor(language).search.resultCount(result.total) };
        });
      } finally {
        ticket?.done(work.ms);
        // The website's search page asked for it: its visitor is charged this work there (render-pool.ts).
        if (!ticket) addWork(work.ms);
      }
    },
  );
}

/** The studio's side: the synonyms list and what patients search for. */
export async function searchAdminRoutes(fastify: FastifyInstance, options: SearchRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const synonymsAnswer = z.object({ data: z.object({ text: z.string(), count: z.number().int() }), message: z.string() });
  app.get('/search/synonyms', { config: { permission: 'settings.manage' }, schema: { tags: ['search'], summary: 'The search synonyms, as lines "terms → words to look for"', response: { 200: synonymsAnswer } } }, async () => {
    const synonyms = await readSynonyms(db);
    return { data: { text: synonymsToText(synonyms), count: synonyms.length }, message: `${synonyms.length} synonyms` };
  });
  app.put(
    '/search/synonyms',
    {
      config: { permission: 'settings.manage', activity: 'settings_change', invalidBodyMessage: firstFieldMessage },
      schema: {
        tags: ['search'],
        summary: 'Replace the search synonyms: { text } with lines "heart, cardiologist → cardiology"',
        body: synonymsBodySchema,
        response: { 200: synonymsAnswer, ...refusals(400) },
      },
    },
    async (request) => {
      const { text } = request.body;
      const synonyms = await saveSynonyms(db, text);
      return { data: { text: synonymsToText(synonyms), count: synonyms.length }, message: 'Synonyms saved' };
    },
  );
  app.post(
    '/search/synonyms',
    {
      config: { permission: 'settings.manage', activity: 'settings_change', invalidBodyMessage: firstFieldMessage },
      schema: {
        tags: ['search'],
        summary: 'Add one synonym line, { terms: "ghabrahat", expansion: "anxiety" }, keeping the rest of the list (the studio\'s "Add a synonym" on a search that found nothing)',
        body: addSynonymBodySchema,
        response: { 200: synonymsAnswer.extend({ added: z.string() }), ...refusals(400) },
      },
    },
    async (request) => {
      const { added, synonyms } = await addSynonym(db, request.body.terms, request.body.expansion);
      return { data: { text: synonymsToText(synonyms), count: synonyms.length }, added: synonymsToText(added), message: 'Synonym added' };
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
          200: z.object({
            data: z.object({
              days: z.number().int(),
              top: z.array(z.object({ query: z.string(), searches: z.number().int(), results: z.number().int() })),
              noResults: z.array(z.object({ query: z.string(), searches: z.number().int() })),
            }),
          }),
        },
      },
    },
    async () => ({ data: await searchStats(db) }),
  );
}
