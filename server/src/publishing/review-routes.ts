import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { idParam, refusals } from '../lib/route-schemas';
import { firstFieldMessage } from '../lib/parse-input';
import { noteStep, versionBody, workflowOptions, workflowRoute, workflowTypes, workingCopySchema } from './publishing-routes';
import { listSubmissions, publishSubmission, reviewCommentSchema, reviewQuerySchema, sendBack, submissionSubject, submitForReview } from './review';
import { reviewSubmissionSchema } from './review-schema';

export interface ReviewRoutesOptions {
  config: Config;
  db: Db;
}

const message = z.string();
const submissionParams = z.object({ submissionId: idParam('submission') });
const answer = z.object({ data: reviewSubmissionSchema, message });

/** The record a submission is about, for the guard of roles (the subject's permission, a department editor's reach). */
const subjectOfSubmission = async (db: Db, request: FastifyRequest) => submissionSubject(db, submissionParams.parse(request.params).submissionId);
/** Who submitted it, for "Every change is reviewed" (the submitter does not publish their own change). */
const submitterOfSubmission = async (db: Db, request: FastifyRequest) =>
  (await db.kysely.selectFrom('review_submissions').select('submitted_by_id').where('id', '=', submissionParams.parse(request.params).submissionId).executeTakeFirst())?.submitted_by_id;

/**
 * Review: `POST workflow/{type}/{id}/submit` (anyone who may save the record's draft, department
 * editors first), and the Waiting for review queue of editors and administrators:
 * `GET workflow/reviews`, `POST workflow/reviews/{submissionId}/publish` and `…/send-back`.
 */
export async function reviewRoutes(fastify: FastifyInstance, options: ReviewRoutesOptions): Promise<void> {
  const { db, config } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['publishing'];

  app.post(
    '/workflow/:type/:id/submit',
    {
      config: { ...workflowRoute('write', { translation: true }), invalidBodyMessage: firstFieldMessage },
      schema: {
        tags,
        summary: "Submit for review: the record's draft (or, not on the website, the record) at its current version, with an optional { comment }; submitting again updates the waiting submission. 400 when nothing is unpublished",
        params: z.object({ type: z.string().describe(`The content type: ${workflowTypes().join(', ')}`), id: z.string() }),
        body: reviewCommentSchema.optional(),
        response: { 201: answer, ...refusals(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      const { submission, copy } = await submitForReview(db, type, id, request.body, workflowOptions(request, config, {}).actor ?? { id: null, name: '' });
      noteStep(request, 'submit_for_review', { ...copy, title: submission.title }, (title) => `Submitted ${title} for review${submission.comment ? `: ${submission.comment.slice(0, 200)}` : ''}`);
      return reply.status(201).send({ data: submission, message: 'Submitted for review' });
    },
  );

  app.get(
    '/workflow/reviews',
    {
      config: { permission: 'content.publish' },
      schema: {
        tags,
        summary: `The Waiting for review queue, oldest first (?status=waiting, the default); ?status=published or returned lists decided ones, newest first. At most 200`,
        querystring: reviewQuerySchema,
        response: { 200: z.object({ data: z.array(reviewSubmissionSchema), message }), ...refusals(400) },
      },
    },
    async (request) => {
      const data = await listSubmissions(db, request.query);
      return { data, message: `${data.length} ${data.length === 1 ? 'submission' : 'submissions'}` };
    },
  );

  app.post(
    '/workflow/reviews/:submissionId/publish',
    {
      config: { permission: 'content.publish', workflow: { step: 'publish', subject: subjectOfSubmission, publishes: 'submission', submitter: submitterOfSubmission }, invalidBodyMessage: firstFieldMessage },
      schema: {
        tags,
        summary:
          "Publish a submission: the record's draft goes on the website at the version submitted (or { version }, the one the reviewer opened; 409 EDIT_CONFLICT when it was saved since) and the submission closes as published, with the reviewer's optional { comment } for its author (on the record, and mailed)",
        params: submissionParams,
        body: z.object({ ...reviewCommentSchema.shape, ...versionBody.unwrap().shape }).optional(),
        response: {
          200: z.object({ data: reviewSubmissionSchema, record: workingCopySchema.describe('The record as it is now (the working copy)'), message }),
          ...refusals(400, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { submissionId } = request.params;
      const { submission, copy } = await publishSubmission(db, submissionId, workflowOptions(request, config), request.body);
      noteStep(request, 'publish', copy, (title) => `Published ${title} from the review queue (submitted by ${submission.submittedBy})${submission.reviewComment ? `: ${submission.reviewComment.slice(0, 200)}` : ''}`);
      return { data: submission, record: copy, message: 'Published' };
    },
  );

  app.post(
    '/workflow/reviews/:submissionId/send-back',
    {
      config: { permission: 'content.publish', workflow: { step: 'publish', subject: subjectOfSubmission, publishes: 'nothing' }, contentChange: false, invalidBodyMessage: firstFieldMessage },
      schema: {
        tags,
        summary: 'Send a submission back with a { comment } (required) for its author: it closes as returned and the draft stays as it is',
        params: submissionParams,
        body: reviewCommentSchema.optional(),
        response: { 200: answer, ...refusals(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const { submissionId } = request.params;
      const actor = workflowOptions(request, config, {}).actor ?? { id: null, name: '' };
      const data = await sendBack(db, submissionId, request.body, actor);
      noteStep(request, 'send_back', { type: data.type, _id: data.recordId, title: data.title }, (title) => `Sent ${title} back to ${data.submittedBy}: ${(data.reviewComment ?? '').slice(0, 200)}`);
      return { data, message: 'Sent back' };
    },
  );
}
