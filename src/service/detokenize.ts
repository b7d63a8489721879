/**
 * POST /v1/detokenize (decisions.md "Methods", extension): reverses tokens made for the caller's tenant.
 * A token of another tenant, a forged one or a non-token gives `value: null`.
 */
import { detokenize } from '../operators/index.js';
import type { Outcome, ServiceContext } from './context.js';
import type { Caller } from './keys.js';

export type TokenRef = string | { token: string; key_version?: number };

export interface DetokenizeRequest {
  tokens: TokenRef[];
}

export interface DetokenizeResponse {
  request_id: string;
  results: { token: string; value: string | null }[];
}

/** Reverses `body.tokens` in order. */
export async function detokenizeTokens(ctx: ServiceContext, caller: Caller, requestId: string, body: DetokenizeRequest): Promise<Outcome<DetokenizeResponse>> {
  const items = body.tokens.map((ref) => (typeof ref === 'string' ? { token: ref } : { token: ref.token, keyVersion: ref.key_version }));
  const keyring = await ctx.tokenKeys.current();
  const results = detokenize(items, { tenantId: caller.tenantId, keyring });
  const reversed = results.filter((r) => r.value !== null).length;
  return {
    response: { request_id: requestId, results },
    audit: { entitiesDetected: reversed, entityCounts: {}, methodUsed: 'tokenization' },
  };
}
