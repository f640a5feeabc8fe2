import cluster from 'node:cluster';
import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseAddressRule, type Config } from '../config/config';
import type { Db } from '../db/database';
import { ForbiddenError, HttpError, UnauthorizedError } from '../errors/http-errors';
import type { AppMetrics } from '../lib/metrics';
import { clusterMetricsClient } from './cluster-metrics';
import { registerDatabaseGauges } from './database-gauges';

export interface MetricsOptions {
  config: Pick<Config, 'metricsToken' | 'metricsAllow'>;
  db: Db;
  metrics: AppMetrics;
}

/** The addresses of METRICS_ALLOW; an IPv4 caller seen as `::ffff:a.b.c.d` is checked as IPv4. */
function allowList(rules: string[]): (ip: string) => boolean {
  const list = new net.BlockList();
  for (const rule of rules) {
    const parsed = parseAddressRule(rule);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (ip) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    if (mapped) return list.check(mapped, 'ipv4');
    return list.check(ip, net.isIPv4(ip) ? 'ipv4' : 'ipv6');
  };
}

/** GET /metrics in the API document: the route is registered only when switched on, the document shows it always. */
export const metricsPathDocument = {
  get: {
    tags: ['metrics'],
    summary: "The server's figures in Prometheus's text format, for the hospital's monitoring",
    description:
      'Answers 404 unless METRICS_TOKEN or METRICS_ALLOW is set. Then `Authorization: Bearer <METRICS_TOKEN>` or a caller address in METRICS_ALLOW opens it; else 401 (a token is expected) or 403 (an address list only). With WORKERS above 1 the answer sums every process.',
    security: [{ bearerAuth: [] }, {}],
    responses: {
      200: { description: 'Prometheus text exposition format 0.0.4', content: { 'text/plain; version=0.0.4; charset=utf-8': { schema: { type: 'string' } } } },
      401: { description: 'A token is expected (METRICS_TOKEN is set) and none or another was given' },
      403: { description: 'The caller is not in METRICS_ALLOW (and no token is set)' },
      404: { description: 'The metrics are switched off' },
      503: { description: 'The figures could not be collected just now' },
    },
  },
};

/**
 * GET /metrics: Prometheus's text format, for the hospital's monitoring. Registered (app.ts) only
 * when METRICS_TOKEN or METRICS_ALLOW is set, else a 404 as for any unknown path: what the site's figures show is for
 * its operators only, and an endpoint nobody opened is one nobody can probe. Then the bearer token
 * or an allowed address opens it; else 401 (a token is expected) or 403 (an address list only).
 * With WORKERS above 1 a scrape on any process answers with the sums of every process.
 */
export async function metricsRoutes(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const { metricsToken, metricsAllow } = options.config;
  const { registry } = options.metrics;
  registerDatabaseGauges(registry, options.db);
  const scrape = cluster.isWorker ? clusterMetricsClient(registry) : () => registry.metrics();
  const allowed = allowList(metricsAllow);
  const expected = metricsToken ? crypto.createHash('sha256').update(metricsToken).digest() : undefined;
  const tokenMatches = (request: FastifyRequest): boolean => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!expected || !given) return false;
    // Compared as hashes of equal length, in constant time.
    return crypto.timingSafeEqual(expected, crypto.createHash('sha256').update(given).digest());
  };

  // Documented once by `metricsPathDocument`, whether or not this server has the route.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!tokenMatches(request) && !allowed(request.ip)) {
      if (metricsToken) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new UnauthorizedError('The metrics need the token of METRICS_TOKEN: Authorization: Bearer <token>.');
      }
      throw new ForbiddenError('The metrics are open only to the addresses of METRICS_ALLOW.');
    }
    let text: string;
    try {
      text = await scrape();
    } catch (error) {
      request.log.warn({ err: error }, 'the metrics could not be collected');
      throw new HttpError(503, 'UNAVAILABLE', 'The metrics could not be collected just now; try again.');
    }
    return reply.type(registry.contentType).send(text);
  });
}
