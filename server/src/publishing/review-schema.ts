import { z } from 'zod';
import type { ReviewSubmission } from '@hospital/content/wire/review';

const nullableText = z.string().nullable();

/** A submission for review as the API answers it (content/src/wire/review.ts). */
export const reviewSubmissionSchema = z.object({
  _id: z.string(),
  type: z.string().describe('The content type: a collection, site-settings or menus'),
  recordId: z.string(),
  title: z.string(),
  version: z.number().int().describe('The record version submitted: what Publish puts on the website'),
  status: z.enum(['waiting', 'published', 'returned']).describe('returned: sent back with a comment'),
  submittedBy: z.string(),
  submittedAt: z.string(),
  comment: nullableText.describe("The submitter's comment"),
  decidedBy: nullableText,
  decidedAt: nullableText,
  reviewComment: nullableText.describe("The reviewer's comment when sent back, shown to the submitter"),
}) satisfies z.ZodType<ReviewSubmission>;
