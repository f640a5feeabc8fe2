import type { ReviewSubmission } from '@hospital/content/wire/review';
import type { Permission, Role } from '@hospital/content/roles';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { adminApi } from '../../../shared/api/admin-api';

/**
 * The Waiting for review queue (`/workflow/reviews`): drafts submitted by department editors,
 * published or sent back by editors and administrators. And what the signed-in person's role may
 * do (`/me/access`), since only those who may publish see the queue.
 */

export interface Access {
  role: Role;
  departmentIds: string[];
  permissions: Permission[];
}

type Answer<T> = { data: T; message?: string };

export const reviewQueueKeys = {
  access: ['dashboard', 'access'] as const,
  waiting: ['workflow', 'reviews', 'waiting'] as const,
};

export const reviewQueueApi = {
  access: async () => (await adminApi.get<Answer<Access>>('me/access')).data,
  waiting: async () => (await adminApi.get<Answer<ReviewSubmission[]>>('workflow/reviews')).data,
  publish: (submissionId: string) => adminApi.post<Answer<ReviewSubmission> & { record: WorkingCopy }>(`workflow/reviews/${encodeURIComponent(submissionId)}/publish`, {}),
  sendBack: (submissionId: string, comment: string) => adminApi.post<Answer<ReviewSubmission>>(`workflow/reviews/${encodeURIComponent(submissionId)}/send-back`, { comment }),
};
