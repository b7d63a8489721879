/**
 * An independent k-anonymity checker for the tests: it shares no code with src/operators/k-anonymity.
 * It groups output rows by their quasi-identifier values and checks every group has ≥ k rows, and that
 * each shown value truthfully covers the original one (a range holds it, a prefix starts it, `*` covers all).
 */

export interface CheckResult {
  minClass: number;
  classes: number;
}

export function checkKAnonymous(rows: readonly Record<string, unknown>[], quasi: readonly string[], k: number): CheckResult {
  const sizes = new Map<string, number>();
  for (const row of rows) {
    const key = JSON.stringify(quasi.map((q) => (row[q] === undefined || row[q] === null ? '' : String(row[q]))));
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  const minClass = sizes.size === 0 ? 0 : Math.min(...sizes.values());
  if (sizes.size > 0 && minClass < k) throw new Error(`a class has ${minClass} < ${k} rows`);
  return { minClass, classes: sizes.size };
}

/** True when `shown` is a truthful generalization of `original`. */
export function covers(original: unknown, shown: unknown): boolean {
  const o = original === undefined || original === null ? '' : String(original).trim();
  const s = shown === undefined || shown === null ? '' : String(shown);
  if (s === '*' || s === o) return true;
  if (o === '') return false;
  const range = /^(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/.exec(s);
  if (range && /^-?\d+(\.\d+)?$/.test(o)) return Number(range[1]) <= Number(o) && Number(o) <= Number(range[2]);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(o);
  if (iso) {
    if (/^\d{4}-\d{4}$/.test(s)) return s.slice(0, 4) <= o.slice(0, 4) && o.slice(0, 4) <= s.slice(5);
    return o.startsWith(s);
  }
  const stars = /^([^*]*)\*+$/.exec(s);
  if (stars) return o.startsWith(stars[1] as string) && s.length >= o.length;
  return false;
}
