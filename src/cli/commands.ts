/**
 * The CLI's commands. They act on the configured data directory (or DATABASE_URL) through service/,
 * never through HTTP, so they work whether or not the server is running.
 */
import type { Config } from '../config.js';
import { KeyService, type KeyView } from '../service/keys.js';
import { openConfiguredStore } from '../service/runtime.js';
import { TokenKeys, loadMasterSecret } from '../service/token-keys.js';
import type { PlanName, Scope } from '../store/store.js';

/** Where commands write (stdout in production, a buffer in tests). */
export type Print = (line: string) => void;

async function withKeys<T>(config: Config, fn: (keys: KeyService) => Promise<T>): Promise<T> {
  const store = await openConfiguredStore(config);
  try {
    return await fn(new KeyService(store));
  } finally {
    await store.close();
  }
}

function describe(view: KeyView): string {
  const state = view.revoked_at === null ? 'active' : `revoked ${view.revoked_at}`;
  return `${view.id}\t${view.name}\t${view.plan}\t${view.scopes.join(',')}\t${view.tenant_id}\t${view.created_at}\t${state}`;
}

export interface CreateKeyArgs {
  name: string;
  plan: string;
  scopes: string;
  tenant?: string;
  json?: boolean;
}

/** `pdps keys create`: prints the raw key once. */
export async function createKeyCommand(config: Config, args: CreateKeyArgs, print: Print): Promise<void> {
  const scopes = args.scopes.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const { key, view } = await withKeys(config, (keys) =>
    keys.create({ name: args.name, plan: args.plan as PlanName, scopes: scopes as Scope[], tenantId: args.tenant }),
  );
  if (args.json) {
    const { revoked_at: _, ...fields } = view;
    print(JSON.stringify({ ...fields, key }));
    return;
  }
  print(`id:      ${view.id}`);
  print(`key:     ${key}`);
  print(`plan:    ${view.plan}`);
  print(`scopes:  ${view.scopes.join(',')}`);
  print(`tenant:  ${view.tenant_id}`);
  print('The key is shown only now; store it safely.');
}

/** `pdps keys list`: one line per key (tab-separated), newest first; never a secret. */
export async function listKeysCommand(config: Config, args: { json?: boolean }, print: Print): Promise<void> {
  const views = await withKeys(config, (keys) => keys.list());
  if (args.json) {
    print(JSON.stringify(views));
    return;
  }
  print('id\tname\tplan\tscopes\ttenant\tcreated_at\tstate');
  for (const view of views) print(describe(view));
}

/** `pdps keys revoke ID`. */
export async function revokeKeyCommand(config: Config, id: string, print: Print): Promise<void> {
  const view = await withKeys(config, (keys) => keys.revoke(id));
  print(`revoked ${view.id}`);
}

/** `pdps token-key rotate`: adds a tokenization key version; old tokens stay reversible. */
export async function rotateTokenKeyCommand(config: Config, print: Print): Promise<void> {
  const store = await openConfiguredStore(config);
  try {
    const tokenKeys = new TokenKeys(store, loadMasterSecret(config.tokenKey, config.dataDir));
    await tokenKeys.init();
    const version = await tokenKeys.rotate();
    print(`token key version ${version} is now current`);
  } finally {
    await store.close();
  }
}
