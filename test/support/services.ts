/**
 * Finds the PostgreSQL and Redis servers the integration suites need. Without a server the suite is skipped with a
 * console line saying so; with PDPS_REQUIRE_SERVICES=1 (set by .ci/run in CI) a missing server fails the run.
 */
import { connect, type Socket } from 'node:net';

/** Database the PostgreSQL suites use (trust auth); each test works in its own schema. */
export const TEST_DATABASE_URL = process.env.PDPS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Redis the Redis suites use; each test works under its own key prefix. */
export const TEST_REDIS_URL = process.env.PDPS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const SERVICES = {
  PostgreSQL: TEST_DATABASE_URL,
  Redis: TEST_REDIS_URL,
} as const;

export type ServiceName = keyof typeof SERVICES;

/** `host:port` of a service URL (no credentials). */
export function hostPort(url: string): { host: string; port: number } {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)) };
}

function reachable(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Whether the suites needing `name` can run. Use with `describe.runIf(await serviceAvailable('Redis'))`.
 * @throws when the server is unreachable and PDPS_REQUIRE_SERVICES=1
 */
export async function serviceAvailable(name: ServiceName): Promise<boolean> {
  const { host, port } = hostPort(SERVICES[name]);
  if (await reachable(host, port)) return true;
  const where = `${host}:${port}`;
  if (process.env.PDPS_REQUIRE_SERVICES === '1') {
    throw new Error(`${name} is required (PDPS_REQUIRE_SERVICES=1) but no server answers at ${where}`);
  }
  console.warn(`SKIPPED: ${name} suites (no server at ${where})`);
  return false;
}

/** A name unique to one test, usable as a PostgreSQL schema or a Redis key prefix. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** A TCP port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

/** A TCP forwarder to a real server that a test can cut and restore, to simulate the server going away. */
export interface TcpProxy {
  readonly port: number;
  /** Stops listening and drops every open connection, as a crashed or stopped server would. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** Stops forwarding on the open connections but keeps them open, as a server that accepts and never answers. */
  stall(): void;
  close(): Promise<void>;
}

/** Starts a {@link TcpProxy} on a free 127.0.0.1 port forwarding to `targetUrl`'s host and port. */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const { createServer } = await import('node:net');
  const target = hostPort(targetUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const cut = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  // Each open socket stops piping into its peer and stops reading: what either side sends stays unread.
  const stall = () => {
    for (const s of sockets) {
      s.unpipe();
      s.pause();
    }
  };
  return { port, cut, restore: () => listen(port), stall, close: cut };
}
