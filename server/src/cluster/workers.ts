import cluster, { type Worker } from 'node:cluster';

/** A worker that dies within this long of its start is not started again (it would only die again). */
const minimumLifeMs = 10_000;

/**
 * `WORKERS=N`: the primary process forks N server processes that share the port (node's cluster
 * hands each new connection to one of them), starts again any that dies, and on SIGTERM or SIGINT
 * asks each to finish its requests and stop. Resolves with the address once every worker listens.
 */
export function runWorkers(count: number, onMessage: (line: string) => void): Promise<string> {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const began = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    if (Date.now() - began < minimumLifeMs) {
      onMessage(`A server process stopped right after starting (${signal ?? `exit code ${code}`}); see its messages above.`);
      stopping = true;
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    onMessage(`A server process stopped (${signal ?? `exit code ${code}`}); starting another.`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  for (let i = 0; i < count; i++) fork();
  return new Promise((resolve) => {
    let listening = 0;
    const onListening = (_worker: Worker, address: { address: string | null; port: number }) => {
      listening++;
      if (listening < count) return;
      cluster.off('listening', onListening);
      resolve(`http://localhost:${address.port}`);
    };
    cluster.on('listening', onListening);
  });
}
