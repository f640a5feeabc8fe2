/** Wire shapes of the review queue's admin routes: written by the server, read by the studio. */

/** waiting: in the queue; published: its draft went on the website; returned: sent back with a comment. */
export type ReviewStatus = 'waiting' | 'published' | 'returned';

/** A draft submitted for review (by a department editor, or anyone who may save drafts). */
export interface ReviewSubmission {
  _id: string;
  /** The workflow's type: a collection's key, site-settings or menus. */
  type: string;
  recordId: string;
  title: string;
  /** The record's version when submitted: what Publish puts on the website. */
  version: number;
  status: ReviewStatus;
  submittedBy: string;
  submittedAt: string;
  /** The submitter's comment. */
  comment: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  /** Why it was sent back: shown to the submitter. */
  reviewComment: string | null;
}
