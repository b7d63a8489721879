/**
 * User-supplied patterns (spec §2.2, decisions.md "Request validation"): compiled once per request
 * with RE2, so matching is linear in the input whatever the pattern. Errors name the offending field
 * and never echo the pattern or any submitted text.
 */
import { createRequire } from 'node:module';
import type RE2 from 're2';
import { invalidRequest } from '../errors.js';
import type { CompiledPatterns, CustomPatternSpec } from './analyze-api.js';
import { candidate, type Candidate } from './candidate.js';

type RE2Constructor = typeof RE2;
let re2Constructor: RE2Constructor | undefined;

/**
 * re2 is loaded on first use, not at import: its native addon can crash the process when two worker
 * threads initialise it at once (seen with re2 1.23 on Node 20), and batch workers import the engine.
 * Requests with custom patterns therefore run on the request thread only (src/service/batch.ts).
 */
function loadRE2(): RE2Constructor {
  re2Constructor ??= createRequire(import.meta.url)('re2') as RE2Constructor;
  return re2Constructor;
}

/** Bounds on what one request may compile. */
export interface CustomPatternLimits {
  maxPatterns: number;
  maxPatternLength: number;
}

/** decisions.md limits: 100 patterns per request, 1,000 characters per pattern (deployments may configure others). */
export const DEFAULT_CUSTOM_PATTERN_LIMITS: CustomPatternLimits = { maxPatterns: 100, maxPatternLength: 1000 };
/** decisions.md: custom matches get confidence 1.0 unless the pattern says otherwise. */
const DEFAULT_CONFIDENCE = 1;

interface CompiledPattern {
  readonly name: string;
  readonly regex: RE2;
  readonly confidence: number;
}

class RE2Patterns implements CompiledPatterns {
  constructor(readonly patterns: readonly CompiledPattern[]) {}
  get size(): number {
    return this.patterns.length;
  }
}

/**
 * Validates and compiles custom patterns.
 * @throws PdpsError invalid_request naming `custom_patterns`, `custom_patterns[i].pattern`, `.name` or `.confidence`.
 * @example compileCustomPatterns([{ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{6}' }])
 */
export function compileCustomPatterns(
  specs: CustomPatternSpec[],
  limits: CustomPatternLimits = DEFAULT_CUSTOM_PATTERN_LIMITS,
): CompiledPatterns {
  const { maxPatterns, maxPatternLength } = limits;
  if (specs.length > maxPatterns) {
    throw invalidRequest('custom_patterns', 'too_large', `at most ${maxPatterns} custom patterns are allowed`, {
      limit: maxPatterns,
    });
  }
  const RE2Class = specs.length > 0 ? loadRE2() : undefined;
  const compiled = specs.map((spec, i): CompiledPattern => {
    const field = `custom_patterns[${i}]`;
    if (typeof spec.name !== 'string' || spec.name.trim() === '') {
      throw invalidRequest(`${field}.name`, 'invalid', 'name must be a non-empty string');
    }
    if (typeof spec.pattern !== 'string' || spec.pattern === '') {
      throw invalidRequest(`${field}.pattern`, 'invalid', 'pattern must be a non-empty string');
    }
    if (spec.pattern.length > maxPatternLength) {
      throw invalidRequest(`${field}.pattern`, 'too_large', `pattern must be at most ${maxPatternLength} characters`, {
        limit: maxPatternLength,
      });
    }
    const confidence = spec.confidence ?? DEFAULT_CONFIDENCE;
    if (typeof confidence !== 'number' || !Number.isFinite(confidence) || confidence < 0 || confidence > 1) {
      throw invalidRequest(`${field}.confidence`, 'invalid', 'confidence must be a number from 0.0 to 1.0');
    }
    let regex: RE2;
    try {
      regex = new (RE2Class as RE2Constructor)(spec.pattern, 'gu');
    } catch {
      throw invalidRequest(
        `${field}.pattern`,
        'invalid',
        'pattern is not a valid RE2 regular expression (backreferences and look-around are not supported)',
      );
    }
    return { name: spec.name, regex, confidence };
  });
  return new RE2Patterns(compiled);
}

/** Runs compiled custom patterns over `text`, skipping empty matches. */
export function findCustomMatches(text: string, patterns: CompiledPatterns, out: Candidate[]): void {
  if (!(patterns instanceof RE2Patterns)) return;
  for (const { name, regex, confidence } of patterns.patterns) {
    regex.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = regex.exec(text)) !== null) {
      if (m[0].length === 0) {
        regex.lastIndex = m.index + 1;
        continue;
      }
      out.push(candidate(name, m.index, m.index + m[0].length, confidence, 'custom'));
    }
  }
}
