import { useEffect, useMemo, useState } from 'react';
import { searchGroups, type SearchGroup } from '@hospital/content/content-type';
import type { SearchAnswer } from '@hospital/content/wire/search-answer';
import { useApiData } from './api-data';


/** The server refuses longer queries; the page and the box never send one. */
export const maxQueryLength = 200;
/** Results shown per group on the results page, and in one group's own list. */
export const pageGroupSize = 5;
export const singleGroupSize = 50;
/** Doctors Find a Doctor asks the search for at once. */
export const doctorSearchSize = 500;

export const isSearchGroup = (value: unknown): value is SearchGroup => typeof value === 'string' && (searchGroups as readonly string[]).includes(value);

export interface SearchParams {
  q: string;
  group?: SearchGroup | undefined;
  limit: number;
  /** Counted in the studio's statistics (the results page only, not each keystroke). */
  log?: boolean;
  /** Which records count: those answering the most words (the default), any word (a filter box, best first) or every word. */
  match?: 'most' | 'any' | 'all';
}

/** The public API path of a search, as the store keys it. */
export function searchApiPath({ q, group, limit, log, match }: SearchParams): string {
  const params = new URLSearchParams({ q: q.slice(0, maxQueryLength), limit: String(limit) });
  if (group) params.set('group', group);
  if (log) params.set('log', '1');
  if (match && match !== 'most') params.set('match', match);
  return `search?${params.toString()}`;
}

/** The website address of a results page. */
export function searchPagePath(q: string, group?: SearchGroup): string {
  const params = new URLSearchParams({ q });
  if (group) params.set('group', group);
  return `/search?${params.toString()}`;
}

/** The answer inside the API's envelope, or null when it is not one. */
export function readSearchAnswer(body: unknown): SearchAnswer | null {
  const data = (body as { data?: unknown } | null | undefined)?.data as Partial<SearchAnswer> | undefined;
  if (!data || !Array.isArray(data.groups) || !Array.isArray(data.terms) || typeof data.total !== 'number') return null;
  return data as SearchAnswer;
}

/** `value`, once it has stopped changing for `ms` (a search box asks once the typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface SearchMatches {
  /** 'idle' without a query; 'error' when the search did not answer (the caller keeps its own matches). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  ids: ReadonlySet<string>;
}

const noIds: ReadonlySet<string> = new Set();

/**
 * The ids of the records of one group the site search finds for most words of `q` (synonyms,
 * prefixes, typos), best match first (a Set keeps the order it was filled in). Not any word: the
 * server renders Find a Doctor's address with the search's answer (issue 47), so "both 00 <name>"
 * must not list every doctor sharing the name's last word.
 */
export function useSearchMatches(q: string, group: SearchGroup, limit: number): SearchMatches {
  const query = q.trim().slice(0, maxQueryLength);
  const result = useApiData<unknown>(query ? searchApiPath({ q: query, group, limit, match: 'most' }) : null);
  return useMemo((): SearchMatches => {
    if (!query) return { status: 'idle', ids: noIds };
    if (result.status === 'loading') return { status: 'loading', ids: noIds };
    const answer = result.status === 'ready' ? readSearchAnswer(result.body) : null;
    if (!answer) return { status: 'error', ids: noIds };
    return { status: 'ready', ids: new Set(answer.groups.flatMap((g) => g.items.map((i) => i._id))) };
  }, [query, result.status, result.body]);
}
