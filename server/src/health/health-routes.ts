import type { FastifyInstance } from 'fastify';
import { checkDatabase, type Db } from '../db/database';
import type { Readiness } from './readiness';

export interface HealthOptions {
  db: Db;
  /** What `/readyz` waits for; without it (tests, tools) the process is ready once the database answers. */
  readiness?: Readiness;
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  // Liveness: the process answers and its database does.
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await checkDatabase(options.db);
      return { status: 'ok', database: options.db.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer.' });
    }
  });

  // Readiness: send visitors here only once start-up is over (migrations, the seed, the home page
  // rendered once, so the first visitor does not wait for the renderer to load) and while the
  // database answers.
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const pending = options.readiness?.pending ?? [];
    if (pending.length > 0) return reply.status(503).send({ status: 'starting', message: `Starting: waiting for ${pending.join(', ')}.`, waiting: pending });
    try {
      await checkDatabase(options.db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer.' });
    }
    return { status: 'ready', database: options.db.dialect };
  });
}
