/** detectDataMany: requests detected together are answered as each would be alone. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/config.js';
import { createAnalyzer } from '../../src/engine/index.js';
import { PdpsError } from '../../src/errors.js';
import type { ServiceContext } from '../../src/service/context.js';
import { detectDataMany, type DetectCall } from '../../src/service/detect.js';

// Detection reads the analyzer and the request limits only.
const ctx = { analyzer: createAnalyzer(), limits: DEFAULT_LIMITS } as unknown as ServiceContext;

const TEXT = 'Dr. Maria García (DOB 03/04/1990) lives at 1600 Pennsylvania Avenue NW, Washington, DC 20500; call 212-555-0147.';

const calls: DetectCall[] = [
  { requestId: 'req_a', body: { data: TEXT } },
  { requestId: 'req_b', body: { data: 'Mail jane.doe@example.com, SSN 536-22-1234', confidence_threshold: 0.9 } },
  { requestId: 'req_c', body: { data: { patient: { name: 'John Smith', dob: '1990-03-05' }, notes: ['card 4111 1111 1111 1111'] } } },
  { requestId: 'req_d', body: { data: TEXT, confidence_threshold: 2 } },
  { requestId: 'req_e', body: { data: 'order ZX-99812 for Ann Lee', custom_patterns: [{ name: 'ORDER', pattern: 'ZX-[0-9]+' }] } },
  { requestId: 'req_f', body: { data: 'name,email\nJane,jane@example.com\n', format: 'csv', include_positions: false } },
  { requestId: 'req_g', body: { data: 12 } },
  { requestId: 'req_h', body: { data: 'Mail jane.doe@example.com, SSN 536-22-1234' } },
];

/** An outcome, or an error as the API would show it. */
function shown(result: unknown): unknown {
  return result instanceof PdpsError ? { code: result.code, message: result.message, details: result.details } : result;
}

describe('detectDataMany', () => {
  it('answers each request of a mixed list as it alone would be answered', () => {
    const together = detectDataMany(ctx, calls).map(shown);
    const alone = calls.map((call) => shown(detectDataMany(ctx, [call])[0]));
    expect(together).toEqual(alone);
    // The list covers what it means to: answers with entities, a threshold that drops some, and refused requests.
    expect(together.filter((r) => r instanceof Object && 'response' in r)).toHaveLength(6);
    expect(together.filter((r) => r instanceof Object && 'code' in r)).toHaveLength(2);
    const [a, b, , , e, , , h] = together as { response: { request_id: string; summary: { total_entities: number }; entities: { type: string }[] } }[];
    expect(a!.response.request_id).toBe('req_a');
    expect(a!.response.summary.total_entities).toBeGreaterThanOrEqual(3);
    expect(b!.response.summary.total_entities).toBeLessThan(h!.response.summary.total_entities);
    expect(e!.response.entities.map((x) => x.type)).toContain('ORDER');
  });

  it('gives every request the same answer in any order', () => {
    const forward = detectDataMany(ctx, calls).map(shown);
    const backward = detectDataMany(ctx, [...calls].reverse()).map(shown).reverse();
    expect(backward).toEqual(forward);
  });
});
