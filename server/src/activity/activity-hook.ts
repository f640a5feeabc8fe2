import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { recordActivity, type ActivityInput } from './activity-operations';
import '../access/access-types';
import '../auth/auth-types';
import { pathParam } from '../lib/route-schemas';

/** What a handler tells the log about what it did; the hook fills in who, when and from where. */
export type ActivityNote = Omit<ActivityInput, 'actor' | 'ip'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a handler: the log entries of what it did (else one is made from the route). */
    activityNotes: ActivityNote[] | null;
  }
  interface FastifyContextConfig {
    /**
     * The action the log records for this route. Writes are logged whatever they declare; a read
     * is logged only when it declares one (the patient requests: every read counts).
     */
    activity?: string;
    /** A POST that only answers a question whose body is too large for a query (the publish warning's): logged as a read is. */
    readsOnly?: true;
  }
}

/** Tells the log what the request did; a request that did several things (a bulk publish) notes each. */
export const noteActivity = (request: FastifyRequest, note: ActivityNote): void => {
  request.activityNotes = [...(request.activityNotes ?? []), note];
};

const actionOfMethod: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * Logs, on a route scope behind `requireAdmin`, every write that succeeded and every read that
 * declares an action: before the answer leaves, so no success is reported that the log lacks.
 */
export function logAdminActivity(scope: FastifyInstance, db: Db): void {
  scope.decorateRequest('activityNotes', null);
  scope.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || !request.admin) return payload;
    const declared = request.routeOptions.config.activity;
    const read = request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.readsOnly === true;
    if (read && declared === undefined) return payload;
    const summary = (request.routeOptions.schema as { summary?: string } | undefined)?.summary ?? `${request.method} ${request.routeOptions.url ?? ''}`;
    for (const note of request.activityNotes ?? [undefined]) {
      await recordActivity(db.kysely, {
        actor: request.admin,
        ip: request.ip,
        action: note?.action ?? declared ?? actionOfMethod[request.method] ?? 'change',
        contentType: note?.contentType ?? request.routeOptions.config.contentType ?? null,
        recordId: note?.recordId ?? pathParam(request, 'id') ?? null,
        recordTitle: note?.recordTitle ?? null,
        summary: note?.summary ?? summary,
      });
    }
    return payload;
  });
}
