import { can, roleOf } from '@hospital/content/roles';
import { contentTypeByKey } from '@hospital/content/registry';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { ForbiddenError } from '../errors/http-errors';
import { assertDepartmentReach, assertWorkflowReach } from './department-reach';
import { workflowPermission } from './workflow-access';
import { assertRecordReach, assertWorkflowRoleReach, translatorBody, translatorRecordMessage } from './role-reach';
import './access-types';
import '../auth/auth-types';
import { pathParam } from '../lib/route-schemas';

export const forbiddenMessage = 'Your role does not allow this. Ask an administrator if you need it.';

/**
 * The server's guard of roles, on a route scope already behind `requireAdmin`:
 * - every route of the scope must name its permission (`config.permission`): one without stops
 *   the server at start-up, so a route added later cannot be open by omission;
 * - a request whose role lacks it is answered 403 before its body is read;
 * - a department editor on a content type's route reaches only their departments' records,
 *   checked before the handler (so a refusal writes nothing);
 * - a workflow route also needs what its subject asks (`workflowPermission`): the site settings'
 *   drafts are administrators' as the settings are, a menu's need menus.write;
 * - an author writes drafts of their content types only, a translator only their languages'
 *   translations, and an editor under "Every change is reviewed" publishes no change of their own
 *   (`role-reach.ts`).
 */
export function requirePermissions(scope: FastifyInstance, db: Db): void {
  scope.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (permission === undefined) {
      const methods = ([] as string[]).concat(route.method).join(',');
      throw new Error(`${methods} ${route.url} declares no permission: set config.permission (content/src/roles.ts, or 'signed-in').`);
    }
  });
  scope.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'signed-in') return;
    if (permission === undefined || !can(request.admin.role, permission)) throw new ForbiddenError(forbiddenMessage);
    // A translator's content.write is their languages' drafts (workflow routes, checked below) alone.
    const config = request.routeOptions.config;
    if (permission === 'content.write' && roleOf(request.admin.role).writes === 'translations' && !config.workflow && config.contentType === undefined) throw new ForbiddenError(translatorRecordMessage);
  });
  scope.addHook('preHandler', async (request) => {
    const workflow = request.routeOptions.config.workflow;
    if (workflow) {
      const type = pathParam(request, 'type');
      const subject = workflow.subject ? await workflow.subject(db, request) : type !== undefined ? { type, id: pathParam(request, 'id') } : undefined;
      if (!subject) return;
      if (!can(request.admin.role, workflowPermission(subject.type, workflow.step))) throw new ForbiddenError(forbiddenMessage);
      await assertWorkflowRoleReach(db, request.admin, subject, workflow, async () => (workflow.submitter ? workflow.submitter(db, request) : undefined));
      if (roleOf(request.admin.role).writes === 'translations' && workflow.recordBody && workflow.currentBody) {
        const current = await workflow.currentBody(db, request);
        // An unknown record is the handler's 404.
        if (current) request.body = translatorBody(request.admin, current, request.body);
      }
      if (roleOf(request.admin.role).scope !== 'departments') return;
      const body = workflow.recordBody ? request.body : workflow.recordBodyOf ? await workflow.recordBodyOf(db, request) : undefined;
      await assertWorkflowReach(db, request.admin, subject, { step: workflow.step, body });
      return;
    }
    const key = request.routeOptions.config.contentType;
    const type = key === undefined ? undefined : contentTypeByKey(key);
    if (!type) return;
    const id = pathParam(request, 'id');
    await assertRecordReach(db, request.admin, type, { method: request.method, id, body: request.body });
    if (roleOf(request.admin.role).scope !== 'departments') return;
    await assertDepartmentReach(db, request.admin, type, { method: request.method, id, body: request.body });
  });
}
