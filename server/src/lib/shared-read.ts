/**
 * Reads of one thing that run at the same time share one query: a read asked while the same read
 * of the same database is in flight gets its answer instead of a query of its own. Nothing is kept
 * once it has answered, so a read never answers older data than one begun at its own start could
 * have, but for a write of this process that ended meanwhile: that write calls `forget`, and the
 * reads after it query again. A burst of 100 bookings read the site settings four times each
 * (400 queries on a pool of 10 connections, every one a round trip); shared, a few dozen.
 * Answers are shared as they are read (a string), so no caller can change another's.
 */
export class SharedRead<Source extends object, Answer> {
  private readonly inFlight = new WeakMap<Source, Promise<Answer>>();

  constructor(private readonly query: (source: Source) => Promise<Answer>) {}

  read(source: Source): Promise<Answer> {
    const running = this.inFlight.get(source);
    if (running) return running;
    const read = this.query(source).finally(() => {
      if (this.inFlight.get(source) === read) this.inFlight.delete(source);
    });
    this.inFlight.set(source, read);
    return read;
  }

  /** After a write: the next read queries again. */
  forget(source: Source): void {
    this.inFlight.delete(source);
  }
}
