/**
 * Typed F1 on the labelled dev set (../shared/data/pii-dev.jsonl), with the rules the engine issue fixes for
 * `npm run eval`, so the figures here and there are comparable:
 * - a prediction is a true positive when a gold span has exactly its start, end and type family;
 * - DATE_OF_BIRTH and DATE are one family;
 * - gold spans typed `OTHER:*` are not scored: they are never misses, and a prediction that overlaps one without
 *   matching a scored gold span is not a false positive either (the data README: "neither misses nor false positives").
 */
import { readFileSync } from 'node:fs';

/** A typed span, UTF-16 offsets, end exclusive. */
export interface TypedSpan {
  start: number;
  end: number;
  type: string;
}

export interface GoldRecord {
  id: string;
  text: string;
  entities: TypedSpan[];
}

export interface TypeScore {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface DevSetScore extends TypeScore {
  /** Per gold/predicted family. */
  byType: Record<string, TypeScore>;
}

/** Reads the JSONL dev set. */
export function loadDevSet(path: string): GoldRecord[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as GoldRecord);
}

function family(type: string): string {
  return type === 'DATE_OF_BIRTH' ? 'DATE' : type;
}

function finish(counts: { tp: number; fp: number; fn: number }): TypeScore {
  const precision = counts.tp + counts.fp === 0 ? 0 : counts.tp / (counts.tp + counts.fp);
  const recall = counts.tp + counts.fn === 0 ? 0 : counts.tp / (counts.tp + counts.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...counts, precision, recall, f1 };
}

/** Scores `predict` over every record: micro-averaged typed precision, recall and F1, and the same per type. */
export function scoreTyped(records: readonly GoldRecord[], predict: (text: string) => TypedSpan[]): DevSetScore {
  const perType = new Map<string, { tp: number; fp: number; fn: number }>();
  const bump = (type: string, key: 'tp' | 'fp' | 'fn'): void => {
    const counts = perType.get(type) ?? { tp: 0, fp: 0, fn: 0 };
    counts[key] += 1;
    perType.set(type, counts);
  };
  for (const record of records) {
    const scored = record.entities.filter((e) => !e.type.startsWith('OTHER:'));
    const unscored = record.entities.filter((e) => e.type.startsWith('OTHER:'));
    const matched = new Set<TypedSpan>();
    for (const p of predict(record.text)) {
      const gold = scored.find(
        (g) => !matched.has(g) && g.start === p.start && g.end === p.end && family(g.type) === family(p.type),
      );
      if (gold !== undefined) {
        matched.add(gold);
        bump(family(gold.type), 'tp');
      } else if (!unscored.some((u) => p.start < u.end && u.start < p.end)) {
        bump(family(p.type), 'fp');
      }
    }
    for (const g of scored) if (!matched.has(g)) bump(family(g.type), 'fn');
  }
  const total = { tp: 0, fp: 0, fn: 0 };
  const byType: Record<string, TypeScore> = {};
  for (const [type, counts] of [...perType].sort(([a], [b]) => a.localeCompare(b))) {
    total.tp += counts.tp;
    total.fp += counts.fp;
    total.fn += counts.fn;
    byType[type] = finish(counts);
  }
  return { ...finish(total), byType };
}
