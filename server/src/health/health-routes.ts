import type { FastifyInstance } from 'fastify';
import { checkDatabase, type Db } from '../db/database';

export async function healthRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
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
}
