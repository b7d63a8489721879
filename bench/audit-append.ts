/**
 * What an audit entry costs the SQLite store's event loop, per schema version: each version's schema (its migrations
 * applied in order) in a database file of its own, entries committed `group` at a time as the group committer commits
 * them under load (one transaction, synchronous=OFF: the WAL's fdatasync runs on libuv's pool and is not counted).
 * Reports CPU µs per entry (median of alternating rounds) and WAL frames written per commit, which is exact: the
 * number of B-tree pages a commit dirties.
 * Usage: npx tsx bench/audit-append.ts [group=12] [rounds=7]
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../src/store/migrations/index.js';
import { auditInsertSql, auditToParams } from '../src/store/rows.js';
import { configureConnection } from '../src/store/sqlite/sqlite-store.js';
import type { AuditEntry } from '../src/store/store.js';
import { isMain, median, round3 } from './util.js';

/** Commits before measuring: the B-trees past their first pages, as in a log that has served for a while. */
const WARM_COMMITS = 3000;
const COMMITS_PER_ROUND = 2000;

interface Variant {
  version: number;
  db: Database.Database;
  commit: (entries: AuditEntry[]) => void;
  cpuPerEntry: number[];
  framesPerCommit: number[];
}

let seq = 0;
/** An entry as the detect route writes one, each a millisecond after the last. */
function entry(): AuditEntry {
  const timestamp = new Date(Date.UTC(2026, 10, 27) + seq).toISOString();
  return {
    timestamp, requestId: `req_01JXYZ${String(seq++).padStart(20, '0')}`, tenantId: 'tenant_bench', keyId: 'key_bench',
    action: 'detect', entitiesDetected: 3, entityCounts: { EMAIL: 1, PHONE: 2 }, methodUsed: null,
    userAgent: 'autocannon', ipAddress: '127.0.0.1', status: 200,
  };
}

function open(version: number, dir: string): Variant {
  const db = new Database(join(dir, `v${version}.sqlite`));
  configureConnection(db);
  // As the group committer commits (src/store/sqlite/group-commit.ts): its fdatasync runs off the loop, uncounted.
  db.pragma('synchronous = OFF');
  for (const m of MIGRATIONS) if (m.version <= version) db.exec(m.sql.sqlite);
  // The store's own statement (src/store/sqlite/sqlite-store.ts).
  const insert = db.prepare(auditInsertSql(() => '?'));
  const commit = db.transaction((entries: AuditEntry[]) => {
    for (const e of entries) insert.run(auditToParams(e));
  });
  return { version, db, commit, cpuPerEntry: [], framesPerCommit: [] };
}

function round(v: Variant, group: number, commits: number, record: boolean): void {
  const batches = Array.from({ length: commits }, () => Array.from({ length: group }, entry));
  v.db.pragma('wal_checkpoint(TRUNCATE)');
  const walFile = `${v.db.name}-wal`;
  const walBefore = statSync(walFile).size;
  const start = process.cpuUsage();
  for (const batch of batches) v.commit(batch);
  const cpu = process.cpuUsage(start);
  if (!record) return;
  v.cpuPerEntry.push((cpu.user + cpu.system) / (commits * group));
  const frameBytes = 24 + (v.db.pragma('page_size', { simple: true }) as number);
  v.framesPerCommit.push((statSync(walFile).size - walBefore) / frameBytes / commits);
}

export function measureAuditAppend(group = 12, rounds = 7) {
  const dir = mkdtempSync(join(tmpdir(), 'pdps-audit-bench-'));
  try {
    const variants = MIGRATIONS.map((m) => open(m.version, dir));
    for (const v of variants) round(v, group, WARM_COMMITS, false);
    for (let r = 0; r < rounds; r++) {
      // Alternating which goes first, so a drift of the machine's speed falls on both.
      const order = r % 2 === 0 ? variants : [...variants].reverse();
      for (const v of order) round(v, group, COMMITS_PER_ROUND, true);
    }
    const result = variants.map((v) => ({
      schemaVersion: v.version,
      cpuUsPerEntry: round3(median(v.cpuPerEntry)),
      walFramesPerCommit: round3(median(v.framesPerCommit)),
    }));
    for (const v of variants) v.db.close();
    return { group, rounds, commitsPerRound: COMMITS_PER_ROUND, variants: result };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const [group, rounds] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(measureAuditAppend(group || undefined, rounds || undefined), null, 2));
}
