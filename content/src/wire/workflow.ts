/** Wire shapes of the editorial workflow's admin routes: written by the server, read by the studio. */

/** published; draft (not on the website); changed (published, with unpublished changes). */
export type PublicationState = 'published' | 'draft' | 'changed';

/** What the studio shows of a record's place in the workflow. */
export interface WorkflowState {
  state: PublicationState;
  version: number;
  hasDraft: boolean;
  draftUpdatedAt: string | null;
  draftBy: string | null;
  publishedAt: string | null;
  publishAt: string | null;
  unpublishAt: string | null;
}

export interface WorkingCopy extends WorkflowState {
  type: string;
  _id: string;
  title: string;
  /** The fields an editor works on: the draft when there is one, else the live version. */
  fields: Record<string, unknown>;
  /** The live version's fields (null when the record is not on the website). */
  live: Record<string, unknown> | null;
}

/** A preview link as the studio lists it. */
export interface PreviewLink {
  _id: string;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** Only when the link is made: its address, never shown again. */
  url?: string;
}
