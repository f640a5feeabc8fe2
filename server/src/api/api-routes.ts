import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/database';

export interface ApiOptions {
  config: Config;
  db: Db;
}

/** The JSON API under /api/admin: public reads and forms, and the authenticated admin API. */
export async function apiRoutes(_app: FastifyInstance, _options: ApiOptions): Promise<void> {}
