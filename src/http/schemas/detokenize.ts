/** POST /v1/detokenize (decisions.md "Methods", extension). */
import { Type } from '@sinclair/typebox';
import { RequestId } from './common.js';

export const DetokenizeBody = Type.Object({
  tokens: Type.Array(
    Type.Union([
      Type.String(),
      Type.Object({
        token: Type.String(),
        key_version: Type.Optional(Type.Integer({ minimum: 1, description: 'For digit (FF1) tokens; default the current version' })),
      }),
    ]),
    { maxItems: 1000, description: 'At most 1000 tokens' },
  ),
});

export const DetokenizeResponse = Type.Object({
  request_id: RequestId,
  results: Type.Array(
    Type.Object({
      token: Type.String(),
      value: Type.Union([Type.String(), Type.Null()], { description: 'null when it is not a token of this tenant' }),
    }),
  ),
});
