import { sql } from 'kysely';
import type { Db } from '../db/database';
import { searchDb } from './search-schema';
import { normaliseQuery } from './search-text';

/**
 * What patients search for: per day, each normalised query with how often it was asked and how
 * many results it found. Nothing about who asked (no address, no browser, no time of day).
 */

export const statsDays = 30;
const statsRows = 20;

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export async function logQuery(db: Db, query: string, results: number, now = new Date()): Promise<void> {
  const text = normaliseQuery(query);
  if (!text) return;
  await searchDb(db)
    .insertInto('search_queries')
    .values({ day: dayOf(now), query: text, searches: 1, results })
    .onConflict((oc) => oc.columns(['day', 'query']).doUpdateSet({ searches: sql`search_queries.searches + 1`, results }))
    .execute();
}

export interface QueryCount {
  query: string;
  searches: number;
}

export interface SearchStats {
  days: number;
  /** The most asked queries, with the most results a search of them found. */
  top: Array<QueryCount & { results: number }>;
  /** The most asked queries that found nothing every time. */
  noResults: QueryCount[];
}

export async function searchStats(db: Db, now = new Date()): Promise<SearchStats> {
  const since = dayOf(new Date(now.getTime() - (statsDays - 1) * 86_400_000));
  const s = searchDb(db);
  const top = await s
    .selectFrom('search_queries')
    .select((eb) => ['query', eb.fn.sum<number>('searches').as('searches'), eb.fn.max<number>('results').as('results')])
    .where('day', '>=', since)
    .groupBy('query')
    .orderBy('searches', 'desc')
    .orderBy('query')
    .limit(statsRows)
    .execute();
  const noResults = await s
    .selectFrom('search_queries')
    .select((eb) => ['query', eb.fn.sum<number>('searches').as('searches')])
    .where('day', '>=', since)
    .groupBy('query')
    .having((eb) => eb.fn.max('results'), '=', 0)
    .orderBy('searches', 'desc')
    .orderBy('query')
    .limit(statsRows)
    .execute();
  return {
    days: statsDays,
    top: top.map((r) => ({ query: r.query, searches: Number(r.searches), results: Number(r.results) })),
    noResults: noResults.map((r) => ({ query: r.query, searches: Number(r.searches) })),
  };
}
