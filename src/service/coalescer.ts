/**
 * Gathers the calls made during one event-loop turn and runs them as one batch once the turn's I/O callbacks have run
 * (setImmediate, as the store's group committer gathers writes): work that is cheaper per item in bulk, such as the
 * engine's analyzeMany(), gets the requests that arrived together, at the cost of at most one loop turn of latency.
 */
export class Coalescer<I, O> {
  private pending: { item: I; done: (result: O | Error) => void }[] = [];
  private scheduled: NodeJS.Immediate | undefined;

  /**
   * @param runAll answers a batch: one result (or the Error for that item) per item, in order. If it throws, every item
   *   of the batch gets the error.
   * @param maxBatch a batch is run at once when it reaches this many items.
   */
  constructor(
    private readonly runAll: (items: I[]) => (O | Error)[],
    private readonly maxBatch: number,
  ) {}

  /** Queues `item`; `done` (which must not throw) gets its result once its batch has run. */
  add(item: I, done: (result: O | Error) => void): void {
    this.pending.push({ item, done });
    if (this.pending.length >= this.maxBatch) this.flush();
    else this.scheduled ??= setImmediate(() => this.flush());
  }

  /** Runs what is queued now. */
  flush(): void {
    if (this.scheduled !== undefined) clearImmediate(this.scheduled);
    this.scheduled = undefined;
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    let results: (O | Error)[];
    try {
      results = this.runAll(batch.map((p) => p.item));
    } catch (error) {
      const failure = asError(error);
      results = batch.map(() => failure);
    }
    batch.forEach((p, i) => p.done(results[i] ?? new Error('no result for a coalesced call')));
  }
}

/** A thrown value as an Error (a callback expecting `O | Error` cannot tell a thrown non-Error from a result). */
export function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
