import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const askType = 'hospital:metrics-ask';
const answerType = 'hospital:metrics-answer';
/** prom-client's primary gives up on a worker after 5 s; the asking worker waits a little longer. */
const answerWaitMs = 6000;

interface Ask {
  type: typeof askType;
  id: number;
}
interface Answer {
  type: typeof answerType;
  id: number;
  text?: string;
  error?: string;
}

/**
 * WORKERS=N, in the primary: a worker scraped for /metrics asks here, and the primary collects
 * every worker's registry (prom-client's AggregatorRegistry, over the cluster's IPC channel) and
 * answers with their sums, so any worker a scrape lands on answers for the whole cluster.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<Ask>) => {
    if (message?.type !== askType || typeof message.id !== 'number') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: answerType, id, text } satisfies Answer),
      (error: unknown) => worker.isConnected() && worker.send({ type: answerType, id, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  });
}

/** In a worker: hands this process's registry to the primary's collection, and asks it for the sums. */
export function clusterMetricsClient(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one adds prom-client's worker-side listener that answers the primary's collection.
  new AggregatorRegistry();
  let nextId = 0;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  process.on('message', (message: Partial<Answer>) => {
    if (message?.type !== answerType || typeof message.id !== 'number') return;
    const ask = waiting.get(message.id);
    if (!ask) return;
    waiting.delete(message.id);
    clearTimeout(ask.timer);
    if (typeof message.text === 'string') ask.resolve(message.text);
    else ask.reject(new Error(message.error ?? 'no answer'));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary process did not answer in time'));
      }, answerWaitMs);
      waiting.set(id, { resolve, reject, timer });
      process.send?.({ type: askType, id } satisfies Ask);
    });
}
