import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandDeadlineError, withDeadline } from '../../src/limits/redis/deadline.js';
import { spin } from '../support/spin.js';

/** Both ends of a loopback TCP connection. */
async function socketPair(): Promise<{ server: Server; near: Socket; far: Socket }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
  const near = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => near.once('connect', resolve));
  return { server, near, far: await accepted };
}

describe('withDeadline', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => {
    cleanup?.();
    cleanup = undefined;
  });

  it("answers with the command's value, and passes its error on", async () => {
    await expect(withDeadline(Promise.resolve('PONG'), 1_000)).resolves.toBe('PONG');
    const refused = new Error('NOSCRIPT');
    await expect(withDeadline(Promise.reject(refused), 1_000)).rejects.toBe(refused);
  });

  it('gives up on a command that has not settled by its deadline', async () => {
    const never = new Promise<string>(() => {});
    const answer = withDeadline(never, 30);
    await expect(answer).rejects.toBeInstanceOf(CommandDeadlineError);
    await expect(answer).rejects.toMatchObject({ code: 'ETIMEDOUT' });
  });

  it('takes a reply that arrived while this thread was busy past the deadline', async () => {
    const { server, near, far } = await socketPair();
    cleanup = () => {
      near.destroy();
      far.destroy();
      server.close();
    };
    const reply = new Promise<string>((resolve) => near.once('data', (chunk) => resolve(chunk.toString())));
    const answer = withDeadline(reply, 50);
    // The reply reaches the socket at once; this thread reads it only after being busy for three deadlines.
    far.write('+PONG\r\n');
    spin(150);
    await expect(answer).resolves.toBe('+PONG\r\n');
  });
});
