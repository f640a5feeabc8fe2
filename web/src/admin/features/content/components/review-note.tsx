import type { ReviewSubmission } from '@hospital/content/wire/review';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/api/admin-api';
import { StudioDate } from '../../../shared/dates';

export const reviewKey = (type: string, id: string) => ['workflow', type, id, 'review'] as const;

/**
 * Where the record stands in review, from its latest submission (`GET workflow/{type}/{id}/draft`
 * carries it): waiting, sent back with the reviewer's comment for its author to act on, or
 * published with the reviewer's comment.
 */
export function ReviewNote({ typeKey, id }: { typeKey: string; id: string }) {
  const review = useQuery({
    queryKey: reviewKey(typeKey, id),
    queryFn: async () =>
      (await adminApi.get<{ review?: ReviewSubmission | null }>(`workflow/${encodeURIComponent(typeKey)}/${encodeURIComponent(id)}/draft`)).review ?? null,
  });
  const submission = review.data;
  if (!submission) return null;
  if (submission.status === 'published') {
    // Approved with a word: the reviewer's comment, for whoever submitted it.
    if (!submission.reviewComment) return null;
    return (
      <Alert severity="success" data-testid="review-published">
        Published by {submission.decidedBy ?? 'a reviewer'}
        {submission.decidedAt ? <>, <StudioDate value={submission.decidedAt} /></> : null} with: “{submission.reviewComment}”
      </Alert>
    );
  }
  if (submission.status === 'waiting') {
    return (
      <Alert severity="info">
        Waiting for review since <StudioDate value={submission.submittedAt} /> (submitted by {submission.submittedBy}).
      </Alert>
    );
  }
  return (
    <Alert severity="warning" data-testid="review-sent-back">
      Sent back by {submission.decidedBy ?? 'a reviewer'}
      {submission.decidedAt ? <>, <StudioDate value={submission.decidedAt} /></> : null}: “{submission.reviewComment}”
    </Alert>
  );
}
