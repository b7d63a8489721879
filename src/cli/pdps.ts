#!/usr/bin/env node
/**
 * `pdps`: serve the API, manage API keys, rotate the tokenization key. Configuration comes from the
 * environment (README.md); errors print a message without a stack and exit 1.
 */
import { Command, Option } from 'commander';
import { ConfigError, loadConfig } from '../config.js';
import { PdpsError } from '../errors.js';
import { handleSignals, startServer } from '../http/server.js';
import { PLAN_NAMES, SCOPES } from '../store/store.js';
import { createKeyCommand, listKeysCommand, revokeKeyCommand, rotateTokenKeyCommand } from './commands.js';

const print = (line: string) => process.stdout.write(`${line}\n`);

const program = new Command('pdps').description('Privacy Data Protection Service').showHelpAfterError();

program
  .command('serve')
  .description('start the HTTP API (PORT, HOST, PDPS_DATA_DIR, PDPS_ADMIN_KEY, …)')
  .action(async () => {
    const config = loadConfig();
    const server = await startServer(config);
    handleSignals(server, config.shutdownTimeoutMs);
  });

const keys = program.command('keys').description('manage API keys');
keys
  .command('create')
  .description('create an API key and print it (shown only once)')
  .requiredOption('--name <name>', 'a label for the key')
  .addOption(new Option('--plan <plan>', 'rate-limit plan').choices(PLAN_NAMES).default('starter'))
  .requiredOption('--scopes <list>', `comma-separated scopes: ${SCOPES.join(',')}`)
  .option('--tenant <id>', 'issue the key for an existing tenant (ten_…)')
  .option('--json', 'print JSON')
  .action(async (opts: { name: string; plan: string; scopes: string; tenant?: string; json?: boolean }) => {
    await createKeyCommand(loadConfig(), opts, print);
  });
keys
  .command('list')
  .description('list API keys, newest first')
  .option('--json', 'print JSON')
  .action(async (opts: { json?: boolean }) => {
    await listKeysCommand(loadConfig(), opts, print);
  });
keys
  .command('revoke')
  .description('revoke an API key')
  .argument('<id>', 'key id (key_…)')
  .action(async (id: string) => {
    await revokeKeyCommand(loadConfig(), id, print);
  });

program
  .command('token-key')
  .description('tokenization keys')
  .command('rotate')
  .description('add a new tokenization key version (old tokens stay reversible)')
  .action(async () => {
    await rotateTokenKeyCommand(loadConfig(), print);
  });

program.parseAsync(process.argv).catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof PdpsError;
  process.stderr.write(`pdps: ${known ? (err as Error).message : String((err as Error)?.message ?? err)}\n`);
  process.exit(1);
});
