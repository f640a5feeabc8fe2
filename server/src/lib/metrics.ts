import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type MetricValue } from 'prom-client';

/** What a request was, for the request counters and latency histograms. */
export const requestKinds = ['cached_page', 'rendered_page', 'api', 'studio', 'upload', 'other'] as const;
export type RequestKind = (typeof requestKinds)[number];

const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
/** Seconds; a cached page takes well under a millisecond, a render tens of milliseconds. */
const latencyBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A metric as prom-client's registries read it (what `get()` of its own metrics answers). */
interface MetricReading {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  values: MetricValue<string>[];
}

/**
 * Requests by kind and status class, with a latency histogram by kind, counted in plain arrays and
 * turned into Prometheus series only when scraped. prom-client's own `inc`/`observe` hash their
 * labels on every call; a cached page is answered in a few microseconds, and the bench held this
 * path to within 3% of no metrics at all (see `npm run bench`).
 */
export class RequestTally {
  private readonly counts = new Float64Array(requestKinds.length * statusClasses.length);
  private readonly buckets = new Float64Array(requestKinds.length * latencyBuckets.length);
  private readonly sums = new Float64Array(requestKinds.length);
  private readonly totals = new Float64Array(requestKinds.length);

  /** `kind` is an index of `requestKinds`. */
  record(kind: number, status: number, seconds: number): void {
    const statusClass = Math.min(4, Math.max(0, Math.floor(status / 100) - 1));
    this.counts[kind * statusClasses.length + statusClass]!++;
    this.sums[kind]! += seconds;
    this.totals[kind]!++;
    // Only the first bucket that holds it: the cumulative counts are summed when scraped.
    for (let b = 0; b < latencyBuckets.length; b++) {
      if (seconds <= latencyBuckets[b]!) {
        this.buckets[kind * latencyBuckets.length + b]!++;
        break;
      }
    }
  }

  /** The counter, in prom-client's metric form (so the cluster's registries can sum it). */
  readonly requests = {
    name: 'hospital_http_requests_total',
    help: 'HTTP requests answered, by kind (cached_page, rendered_page, api, studio, upload, other) and status class',
    type: 'counter',
    aggregator: 'sum',
    get: (): MetricReading => {
      const values: MetricValue<string>[] = [];
      requestKinds.forEach((kind, k) =>
        statusClasses.forEach((status, s) => {
          const value = this.counts[k * statusClasses.length + s]!;
          if (value > 0) values.push({ labels: { kind, status }, value });
        }),
      );
      return { name: this.requests.name, help: this.requests.help, type: 'counter', aggregator: 'sum', values };
    },
  };

  readonly latency = {
    name: 'hospital_http_request_duration_seconds',
    help: 'Time from a request reaching the server to its answer being handed to the socket, by kind',
    type: 'histogram',
    aggregator: 'sum',
    get: (): MetricReading => {
      const values: MetricValue<string>[] = [];
      requestKinds.forEach((kind, k) => {
        if (this.totals[k] === 0) return;
        let cumulative = 0;
        latencyBuckets.forEach((le, b) => {
          cumulative += this.buckets[k * latencyBuckets.length + b]!;
          values.push({ metricName: `${this.latency.name}_bucket`, labels: { le, kind }, value: cumulative } as MetricValue<string>);
        });
        values.push({ metricName: `${this.latency.name}_bucket`, labels: { le: '+Inf', kind }, value: this.totals[k]! } as MetricValue<string>);
        values.push({ metricName: `${this.latency.name}_sum`, labels: { kind }, value: this.sums[k]! } as MetricValue<string>);
        values.push({ metricName: `${this.latency.name}_count`, labels: { kind }, value: this.totals[k]! } as MetricValue<string>);
      });
      return { name: this.latency.name, help: this.latency.help, type: 'histogram', aggregator: 'sum', values };
    },
  };
}

/** What the page cache reports when scraped (web/web-routes.ts sets it). */
export interface PageCacheFigures {
  hits: number;
  misses: number;
  entries: number;
  rerenderQueue: number;
}

/**
 * One process's metrics: a registry of its own (tests run several apps in one process), Node's
 * process figures (memory, CPU, event-loop delay, handles) from prom-client, and the site's own.
 * It exists only while /metrics is open; features report into it through `app.metrics`; figures that read the database are gathered by
 * the metrics routes only when scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requests = new RequestTally();
  readonly renderSeconds: Histogram;
  readonly searchSeconds: Histogram;
  readonly querySeconds: Histogram;
  readonly rateLimitRefusals: Counter<'limit'>;
  readonly signInFailures: Counter;
  /** Set by the web routes: read at each scrape. */
  pageCache: (() => PageCacheFigures) | undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.registry.registerMetric(this.requests.requests as never);
    this.registry.registerMetric(this.requests.latency as never);
    const registers = [this.registry];
    this.renderSeconds = new Histogram({
      name: 'hospital_page_render_duration_seconds',
      help: 'Time to render a public page on a render thread, reads included',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.searchSeconds = new Histogram({
      name: 'hospital_search_duration_seconds',
      help: 'Time to answer a site search (the API, also when the search page asks it)',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    });
    this.querySeconds = new Histogram({
      name: 'hospital_db_query_duration_seconds',
      help: 'Time of each database query',
      buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    });
    this.rateLimitRefusals = new Counter({ name: 'hospital_rate_limit_refusals_total', help: 'Requests refused by a rate limit (429), by limit (sign_in or form)', labelNames: ['limit'], registers });
    this.signInFailures = new Counter({ name: 'hospital_sign_in_failures_total', help: 'Studio sign-ins refused (wrong password or code, unknown, locked or disabled account)', registers });

    // One per process, summed across the cluster: how many processes a scrape's figures cover.
    new Gauge({ name: 'hospital_server_processes', help: 'Server processes whose figures this scrape sums', registers }).set(1);

    const figures = () => this.pageCache?.();
    const cacheCounter = (name: string, help: string, pick: (f: PageCacheFigures) => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          const f = figures();
          if (!f) return;
          this.reset();
          this.inc(pick(f));
        },
      });
    cacheCounter('hospital_page_cache_hits_total', 'Public pages answered from the page cache', (f) => f.hits);
    cacheCounter('hospital_page_cache_misses_total', 'Public pages that had to be rendered for the visitor (not in the cache, or out of date too long)', (f) => f.misses);
    new Gauge({
      name: 'hospital_page_cache_entries',
      help: 'Pages held rendered in the page cache',
      registers,
      collect() {
        const f = figures();
        if (f) this.set(f.entries);
      },
    });
    new Gauge({
      name: 'hospital_page_rerender_queue',
      help: 'Out-of-date pages waiting to be rendered again',
      registers,
      collect() {
        const f = figures();
        if (f) this.set(f.rerenderQueue);
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present while /metrics is open (METRICS_TOKEN or METRICS_ALLOW set). */
    metrics: AppMetrics | undefined;
  }
  interface FastifyRequest {
    /** Set by the public page route when it answered from the page cache (another encoding than brotli). */
    fromPageCache: boolean;
  }
}
