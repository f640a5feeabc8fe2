/**
 * A lazily loaded chunk as a promise React's `use` can read synchronously once settled: `use`
 * looks at `status` and `value`, which we set ourselves, so a chunk loaded before hydration
 * renders without suspending. The page templates and the detail pages load this way.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Tracks `promise` and hands it back (typed as a plain promise, which is what `use` takes);
 * `onRejected` lets a failed chunk (a new deploy, the network) be tried again.
 */
export function trackChunk<T>(promise: Promise<T>, onRejected: () => void): Promise<T> {
  const tracked: Tracked<T> = promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
      onRejected();
    },
  );
  return tracked;
}
