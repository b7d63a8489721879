import type pg from 'pg';

/**
 * Runs `fn` on one pooled client. While checked out a client has no pool listener, so a connection lost between
 * two queries would emit an unhandled 'error' and crash the process; this guards that window. A client that
 * failed is destroyed, never returned to the pool mid-transaction or holding a session lock.
 */
export async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const absorb = () => {};
  client.on('error', absorb);
  let broken: Error | undefined;
  try {
    return await fn(client);
  } catch (err) {
    broken = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.off('error', absorb);
    client.release(broken);
  }
}
