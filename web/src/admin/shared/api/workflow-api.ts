import type { ReviewStatus, ReviewSubmission } from '@hospital/content/wire/review';
import type { PreviewLink, PublicationState, WorkingCopy } from '@hospital/content/wire/workflow';
import { adminApi } from './admin-api';

/**
 * The editorial workflow of the admin API (`/workflow/{type}/{id}/…`): drafts, publishing,
 * history, schedules and preview links of any record that reaches the website.
 */

export interface RevisionSummary {
  _id: string;
  action: 'draft' | 'published' | 'unpublished' | 'restored';
  changed: string[];
  author: string | null;
  createdAt: string;
}

export interface Revision extends RevisionSummary {
  data: Record<string, unknown>;
}


export interface ScheduledChange {
  type: string;
  _id: string;
  title: string;
  action: 'publish' | 'unpublish';
  at: string;
}

const base = (type: string, id: string) => `workflow/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

type Answer<T> = { data: T; message?: string };

export const workflowKeys = {
  copy: (type: string, id: string) => ['workflow', type, id, 'copy'] as const,
  revisions: (type: string, id: string) => ['workflow', type, id, 'revisions'] as const,
  revision: (type: string, id: string, revisionId: string) => ['workflow', type, id, 'revision', revisionId] as const,
  links: (type: string, id: string) => ['workflow', type, id, 'links'] as const,
  upcoming: ['workflow', 'upcoming'] as const,
  reviews: (status: ReviewStatus) => ['workflow', 'reviews', status] as const,
};

export const workflowApi = {
  workingCopy: async (type: string, id: string) => (await adminApi.get<Answer<WorkingCopy>>(`${base(type, id)}/draft`)).data,
  saveDraft: (type: string, id: string, body: Record<string, unknown>) => adminApi.put<Answer<WorkingCopy>>(`${base(type, id)}/draft`, body),
  discardDraft: (type: string, id: string, version: number) => adminApi.delete<Answer<WorkingCopy>>(`${base(type, id)}/draft?version=${version}`),
  publish: (type: string, id: string, body: Record<string, unknown>) => adminApi.post<Answer<WorkingCopy>>(`${base(type, id)}/publish`, body),
  unpublish: (type: string, id: string, version: number) => adminApi.post<Answer<WorkingCopy>>(`${base(type, id)}/unpublish`, { version }),
  schedule: (type: string, id: string, body: { publishAt?: string | null; unpublishAt?: string | null; version: number }) =>
    adminApi.put<Answer<WorkingCopy>>(`${base(type, id)}/schedule`, body),
  revisions: async (type: string, id: string) => (await adminApi.get<Answer<RevisionSummary[]>>(`${base(type, id)}/revisions`)).data,
  revision: async (type: string, id: string, revisionId: string) => (await adminApi.get<Answer<Revision>>(`${base(type, id)}/revisions/${revisionId}`)).data,
  restore: (type: string, id: string, revisionId: string, version: number) => adminApi.post<Answer<WorkingCopy>>(`${base(type, id)}/revisions/${revisionId}/restore`, { version }),
  /** The page's address with the draft, opening only for this signed-in browser (the answer sets its cookie). */
  /** The page with the draft, in the language being edited (absent: the default). */
  preview: async (type: string, id: string, language?: string) => (await adminApi.post<Answer<{ url: string }>>(`${base(type, id)}/preview`, language ? { language } : {})).data,
  share: async (type: string, id: string, days: number) => (await adminApi.post<Answer<PreviewLink & { url: string }>>(`${base(type, id)}/preview-links`, { days })).data,
  links: async (type: string, id: string) => (await adminApi.get<Answer<PreviewLink[]>>(`${base(type, id)}/preview-links`)).data,
  revoke: (linkId: string) => adminApi.delete<Answer<PreviewLink>>(`workflow/preview-links/${linkId}`),
  bulk: async (type: string, action: 'publish' | 'unpublish' | 'delete', ids: string[]) =>
    (await adminApi.post<Answer<{ done: string[]; failed: { _id: string; message: string }[] }>>(`workflow/${encodeURIComponent(type)}/bulk`, { action, ids })).data,
  upcoming: async () => (await adminApi.get<Answer<ScheduledChange[]>>('workflow/upcoming')).data,
  /** Submit the record's draft for review (department editors, and anyone who may save drafts). */
  submit: (type: string, id: string, comment?: string) => adminApi.post<Answer<ReviewSubmission>>(`${base(type, id)}/submit`, comment ? { comment } : {}),
  /** The Waiting for review queue (editors and administrators). */
  reviews: async (status: ReviewStatus = 'waiting') => (await adminApi.get<Answer<ReviewSubmission[]>>(`workflow/reviews?status=${status}`)).data,
  /** Publish a submission, with the reviewer's optional comment for its author. */
  publishReview: (submissionId: string, comment = '') => adminApi.post<Answer<ReviewSubmission>>(`workflow/reviews/${encodeURIComponent(submissionId)}/publish`, comment ? { comment } : {}),
  sendBack: (submissionId: string, comment: string) => adminApi.post<Answer<ReviewSubmission>>(`workflow/reviews/${encodeURIComponent(submissionId)}/send-back`, { comment }),
};

export const stateLabels: Record<PublicationState | 'scheduled', string> = {
  published: 'Published',
  draft: 'Draft',
  changed: 'Published with unpublished changes',
  scheduled: 'Scheduled',
};
