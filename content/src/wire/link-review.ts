/**
 * Wire shapes of the Link report and the Due for review queue (`/links`, `/review-cycles`):
 * written by the server, read by the studio.
 */

export const linkReasons = ['not-found', 'not-public', 'missing-media', 'external'] as const;
export type LinkReason = (typeof linkReasons)[number];

/** One broken link the last check found, where it is. */
export interface BrokenLink {
  _id: string;
  sourceType: string;
  sourceId: string;
  sourceTitle: string;
  field: string;
  url: string;
  reason: LinkReason;
  detail: string;
  /** When a check first found it: kept while later checks find it too. */
  foundAt: string;
}

/** One run of the link check. */
export interface LinkCheckRun {
  status: string;
  startedAt: string;
  finishedAt: string | null;
  records: number;
  links: number;
  external: number;
  broken: number;
  error: string | null;
}

/** A record's owner in its review cycle: an account or a department. */
export interface ReviewOwner {
  kind: 'account' | 'department';
  _id: string;
  name: string;
}

/** A record in the Due for review queue. */
export interface ReviewItem {
  type: string;
  typeLabel: string;
  _id: string;
  title: string;
  /** When it falls (or fell) due. */
  dueAt: string;
  overdueDays: number;
  lastReviewedAt: string | null;
  lastReviewedBy: string | null;
  publishedAt: string | null;
  owner: ReviewOwner | null;
  departments: { _id: string; title: string }[];
}
