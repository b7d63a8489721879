/**
 * Keeps this thread busy for `ms` of wall-clock time (performance.now() is read without a system call), as a long
 * synchronous task, a GC pause or a starved CPU would.
 */
export function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}
