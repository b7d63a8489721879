/** POST/GET/DELETE /v1/keys (key management extension, admin scope). */
import { Type } from '@sinclair/typebox';
import { PLAN_NAMES, SCOPES } from '../../store/store.js';
import { RequestId, StringEnum } from './common.js';

export const CreateKeyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  plan: StringEnum(PLAN_NAMES),
  scopes: Type.Array(StringEnum(SCOPES), { minItems: 1, maxItems: SCOPES.length }),
  tenant_id: Type.Optional(Type.String({ description: 'Issue the key for an existing tenant; default a new tenant' })),
});

const KeyFields = {
  id: Type.String(),
  name: Type.String(),
  plan: Type.String(),
  scopes: Type.Array(Type.String()),
  tenant_id: Type.String(),
  created_at: Type.String(),
};

export const CreatedKey = Type.Object({
  request_id: RequestId,
  ...KeyFields,
  key: Type.String({ description: 'The raw API key; shown only in this response' }),
});

export const KeyView = Type.Object({ ...KeyFields, revoked_at: Type.Union([Type.String(), Type.Null()]) });

export const KeyList = Type.Object({ request_id: RequestId, keys: Type.Array(KeyView) });

export const KeyIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const RevokedKey = Type.Object({ request_id: RequestId, ...KeyView.properties });
