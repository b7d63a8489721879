/**
 * Persists monthly request counts of API keys through the store's UsageRepo, batched: increments collect in memory
 * and are written every `flushIntervalMs` (and on close). A process killed without close loses at most the
 * increments of the last interval (1 s by default); a failed write keeps its increments for the next attempt.
 */
import type { UsageRepo } from '../store/store.js';

/** Subjects of API keys (`key:<id>`) are persisted; per-IP subjects of anonymous callers are not (no IPs at rest). */
const KEY_SUBJECT = 'key:';

/** The key id a subject's usage is stored under, or undefined when the subject is not persisted. */
export function persistedKeyId(subject: string): string | undefined {
  return subject.startsWith(KEY_SUBJECT) ? subject.slice(KEY_SUBJECT.length) : undefined;
}

export class UsageRecorder {
  private pending = new Map<string, { keyId: string; month: string; n: number }>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private failing = false;

  constructor(
    readonly repo: UsageRepo,
    private readonly onEvent: (msg: string) => void,
    flushIntervalMs = 1000,
  ) {
    this.timer = setInterval(() => void this.flush(), flushIntervalMs);
    this.timer.unref();
  }

  /** Counts one request of `keyId` in `month`. */
  record(keyId: string, month: string): void {
    const id = `${keyId}\u0000${month}`;
    const entry = this.pending.get(id);
    if (entry) entry.n += 1;
    else this.pending.set(id, { keyId, month, n: 1 });
  }

  /** Writes pending increments; concurrent calls queue behind each other so none is written twice. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writePending(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    for (const [id, entry] of batch) {
      try {
        await this.repo.add(entry.keyId, entry.month, entry.n);
        batch.delete(id);
      } catch {
        if (!this.failing) this.onEvent('usage counts could not be saved; keeping them to retry');
        this.failing = true;
        for (const [rest, e] of batch) {
          const now = this.pending.get(rest);
          if (now) now.n += e.n;
          else this.pending.set(rest, e);
        }
        return;
      }
    }
    if (this.failing) this.onEvent('usage counts saved again');
    this.failing = false;
  }
}
