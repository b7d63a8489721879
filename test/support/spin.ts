/**
 * Keeps this thread busy for `ms` of wall-clock time (performance.now() is read without a system call), as a long
 * synchronous task, a GC pause or a starved CPU would.
 */
export function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * Keeps this thread busy until the process has used `ms` more of CPU time (user + system), however many other
 * processes share the cores: a wall-clock spin on a loaded machine gets only its share of them.
 */
export function spinCpu(ms: number): void {
  const start = process.cpuUsage();
  for (;;) {
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return;
  }
}
