import type { JsonSchema } from '../lib/json-schema';

const nullableText = { type: ['string', 'null'] };
const nullableTime = { type: ['string', 'null'], format: 'date-time' };

/** A submission for review as the API answers it (content/src/wire/review.ts). */
export const reviewSubmissionSchema: JsonSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    type: { type: 'string', description: 'The content type: a collection, site-settings or menus' },
    recordId: { type: 'string' },
    title: { type: 'string' },
    version: { type: 'integer', description: 'The record version submitted: what Publish puts on the website' },
    status: { type: 'string', enum: ['waiting', 'published', 'returned'], description: 'returned: sent back with a comment' },
    submittedBy: { type: 'string' },
    submittedAt: { type: 'string', format: 'date-time' },
    comment: { ...nullableText, description: "The submitter's comment" },
    decidedBy: nullableText,
    decidedAt: nullableTime,
    reviewComment: { ...nullableText, description: "The reviewer's comment when sent back, shown to the submitter" },
  },
};
