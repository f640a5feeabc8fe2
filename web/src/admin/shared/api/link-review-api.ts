import { useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-api';
import type { BrokenLink, LinkReason, ReviewItem } from '@hospital/content/wire/link-review';

/**
 * The Link report and the Due for review queue of the admin API (`/links`, `/review-cycles`):
 * read by their screens, the dashboard's counts and the publish warning.
 */

export type { BrokenLink, LinkReason, ReviewItem };

export interface LinkCheckStatus {
  last: { status: string; startedAt: string; finishedAt: string | null; records: number; links: number; external: number; broken: number; error: string | null } | null;
  queued: boolean;
  running: boolean;
}

export interface LinkWarning {
  field: string;
  url: string;
  reason: LinkReason;
  detail: string;
}

export interface ReviewQuery {
  type?: string;
  owner?: string;
  department?: string;
}

export const linkReviewKeys = {
  links: ['links'] as const,
  reviews: (query: ReviewQuery) => ['review-cycles', query] as const,
  allReviews: ['review-cycles'] as const,
};

const queryString = (query: ReviewQuery): string => {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const linkReviewApi = {
  links: () => adminApi.get<{ data: BrokenLink[]; total: number; status: LinkCheckStatus }>('links?limit=1000'),
  checkAgain: () => adminApi.post<{ data: { queued: boolean }; message: string }>('links/check'),
  /** The links of a record's fields, as the form holds them, that lead to nothing public. */
  publishCheck: async (type: string, fields: Record<string, unknown>) => (await adminApi.post<{ data: LinkWarning[] }>('links/publish-check', { type, fields })).data,
  reviews: (query: ReviewQuery) => adminApi.get<{ data: ReviewItem[]; types: { key: string; label: string; intervalDays: number }[] }>(`review-cycles${queryString(query)}`),
  markReviewed: (type: string, id: string) => adminApi.post<{ message: string }>(`review-cycles/${encodeURIComponent(type)}/${encodeURIComponent(id)}/reviewed`),
  setOwner: (type: string, id: string, owner: { account?: string | null; department?: string | null }) =>
    adminApi.put<{ message: string }>(`review-cycles/${encodeURIComponent(type)}/${encodeURIComponent(id)}/owner`, owner),
};

/** The Link report; refreshed every few seconds while a check waits or runs. */
export function useLinkReport(enabled = true) {
  return useQuery({
    enabled,
    queryKey: linkReviewKeys.links,
    queryFn: linkReviewApi.links,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status.queued || query.state.data?.status.running ? 2000 : false),
  });
}

export function useDueForReview(query: ReviewQuery, enabled = true) {
  return useQuery({ enabled, queryKey: linkReviewKeys.reviews(query), queryFn: () => linkReviewApi.reviews(query), retry: false });
}

/** Words for why a link is broken. */
export const reasonLabels: Record<LinkReason, string> = {
  'not-found': 'No such page',
  'not-public': 'Not on the website',
  'missing-media': 'Missing file',
  external: 'Other website',
};
