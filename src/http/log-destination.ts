/**
 * Where the service log goes: standard output, with the lines of one event-loop turn written together. Under load
 * a turn answers dozens of requests, each logging one line; a write per line was ≈ 2% of the server's time
 * (docs/performance-log.md). A line still leaves in the turn it was logged (setImmediate), never later, and whatever is
 * pending is written when the process exits. The writes themselves are pino's synchronous destination (it retries
 * a full pipe), so the order of lines is kept.
 */
import { destination, type DestinationStream } from 'pino';

/** Above this many pending characters the lines are written at once instead of at the end of the turn. */
const MAX_PENDING = 64 * 1024;

const open = new Set<TurnBufferedDestination>();
let exitHookInstalled = false;

export class TurnBufferedDestination implements DestinationStream {
  private pending = '';
  private scheduled = false;
  private readonly target: DestinationStream;

  constructor(fd = 1) {
    this.target = destination({ fd, sync: true });
    open.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.on('exit', () => {
        for (const destination of open) destination.flush();
      });
    }
  }

  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= MAX_PENDING) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Writes what is pending now (pino's `logger.flush()` calls it too). */
  flush(): void {
    this.scheduled = false;
    if (this.pending === '') return;
    const out = this.pending;
    this.pending = '';
    this.target.write(out);
  }
}
