/** GET /v1/status (decisions.md "Other endpoints"). */
import { Type } from '@sinclair/typebox';
import { RequestId, StringEnum } from './common.js';

export const StatusResponse = Type.Object({
  request_id: RequestId,
  status: StringEnum(['ok', 'degraded']),
  version: Type.String(),
  uptime_s: Type.Integer(),
  components: Type.Record(Type.String(), StringEnum(['ok', 'down'])),
  plan: Type.Object({
    name: Type.String(),
    requests_per_second: Type.Integer(),
    burst: Type.Integer(),
    requests_per_month: Type.Union([Type.Integer(), Type.Null()], { description: 'null: unlimited' }),
    used_this_month: Type.Integer(),
  }),
});
