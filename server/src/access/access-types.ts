import type { Permission } from '@hospital/content/roles';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

/** What a workflow route does to its record: read it, change its draft, or change the website. */
export type WorkflowStep = 'read' | 'write' | 'publish';

/** The record a workflow route is about: a type (collection, site-settings, menus) and, mostly, an id. */
export interface WorkflowSubject {
  type: string;
  id?: string | undefined;
}

export interface WorkflowAccess {
  step: WorkflowStep;
  /** The body is the record's whole body (Save draft): a department editor must keep it tied to their departments. */
  recordBody?: boolean;
  /**
   * The fields the request would make the draft when they are not its body (a restored revision's):
   * a department editor must keep those tied to their departments too. Undefined when there is no
   * such thing (left to the handler's 404).
   */
  recordBodyOf?: (db: Db, request: FastifyRequest) => Promise<unknown>;
  /**
   * The record the request is about, when the route's parameters do not name it (a preview link,
   * a submission): undefined when there is no such thing, left to the handler's 404.
   */
  subject?: (db: Db, request: FastifyRequest) => Promise<WorkflowSubject | undefined>;
  /**
   * A write a translator may make: Save draft (their languages' translations only, the rest of
   * the body is the draft's as it was: `currentBody`) and Submit for review.
   */
  translation?: boolean;
  /** The record's fields as a save would start from them (its draft, else its live version), for a translator's save. */
  currentBody?: (db: Db, request: FastifyRequest) => Promise<Record<string, unknown> | undefined>;
  /**
   * Whose change a publish step puts on the website, for "Every change is reviewed": absent, the
   * caller's own (Publish, Schedule, bulk); `submission`, its submitter's (the review queue's
   * Publish: refused to the editor who submitted it); `nothing` (Unpublish, Send back).
   */
  publishes?: 'submission' | 'nothing';
  /** The submitter of the route's submission, for `publishes: 'submission'`. */
  submitter?: (db: Db, request: FastifyRequest) => Promise<string | null | undefined>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route of the admin scope needs: a permission of content/src/roles.ts, or `signed-in`
     * for what every account may do with its own session and profile. A route of the admin scope
     * without one stops the server at start-up (see `requirePermissions`).
     */
    permission?: Permission | 'signed-in';
    /**
     * The content type whose records the route reads or writes (by key), so a department editor
     * reaches only the records tied to their departments.
     */
    contentType?: string;
    /**
     * A workflow route (`/workflow/{type}/…`): the type is a parameter, so the permission it needs
     * is also the subject's (the site settings are administrators', the menus need menus.write),
     * and a department editor reaches only their departments' records. `permission` is then what
     * the route needs for a collection's record.
     */
    workflow?: WorkflowAccess;
  }
}

export {};
