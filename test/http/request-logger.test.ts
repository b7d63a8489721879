/** RequestLogger: the request's pino child, made on first use only, writing what the child writes. */
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { RequestLogger } from '../../src/http/request-logger.js';

function capture(): { lines: string[]; logger: Logger } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString().replace(/"time":\d+/, '"time":0'));
      done();
    },
  });
  return { lines, logger: pino({ base: { service: 'pdps' }, level: 'info' }, stream) };
}

describe('RequestLogger', () => {
  it('makes no child until something logs', () => {
    const { logger } = capture();
    const child = vi.spyOn(logger, 'child');
    new RequestLogger(logger, { request_id: 'req_1' }, {});
    expect(child).not.toHaveBeenCalled();
  });

  it('writes the lines the pino child writes, at its level', () => {
    const eager = capture();
    const lazy = capture();
    const direct = eager.logger.child({ request_id: 'req_1' }, {});
    const viaLazy = new RequestLogger(lazy.logger, { request_id: 'req_1' }, {});
    for (const log of [direct, viaLazy]) {
      log.error({ errType: 'TypeError' }, 'request failed');
      log.info('plain %s', 'message');
      log.debug('below the level');
      log.child({ part: 'x' }).warn({ n: 1 }, 'from a grandchild');
    }
    expect(lazy.lines).toEqual(eager.lines);
    expect(lazy.lines).toHaveLength(3);
    expect(viaLazy.level).toBe('info');
  });

  it('writes, with the root logger and the id as the first field, the bytes of the child', () => {
    const eager = capture();
    const root = capture();
    eager.logger.child({ request_id: 'req_1' }).info({ method: 'POST', status: 200 }, 'request');
    root.logger.info({ request_id: 'req_1', method: 'POST', status: 200 }, 'request');
    expect(root.lines).toEqual(eager.lines);
  });
});
