/**
 * differential_privacy (decisions.md "Methods"): ages, dates and bare numbers or dates get calibrated noise;
 * every other entity (direct identifiers, postal codes, … — noise on an email means nothing) is redacted.
 *
 * Each value is released under ε-differential privacy with respect to a change of at most Δ in that
 * value (metric or d_X-privacy, Chatzikokolakis et al., PETS 2013): values Δ apart are e^ε-
 * indistinguishable, values kΔ apart e^(kε). The sensitivities Δ below are the documented unit per type.
 */
import type { Entity } from '../engine/entity.js';
import type { Segment } from '../formats/document.js';
import { findDate, type FoundDate } from './dates.js';
import { discreteLaplaceNoise, snappingMechanism } from './dp-sampling.js';
import type { Operator } from './operator.js';
import { epsilonFor } from './params.js';
import { createRedactor } from './redact.js';
import { replaceSpans } from './spans.js';

/** Δ per kind: ages in years, dates in days, bare numbers (counts, amounts) in their own unit. */
const SENSITIVITY = { age: 5, dateDays: 30, number: 1 } as const;
/** Ages are clamped to a human range after noise (post-processing keeps the guarantee). */
const MAX_AGE = 120;
const INTEGER_TEXT = /^-?(0|[1-9]\d{0,14})$/;
const DECIMAL_TEXT = /^-?(0|[1-9]\d{0,14})\.\d{1,15}$/;
/** Longest whole-value date considered ("September 30th, 2024" and the like). */
const MAX_DATE_TEXT = 32;

/** The noised text of an AGE/DATE/DATE_OF_BIRTH entity, or undefined when it holds nothing to noise. */
function noiseEntity(entity: Entity, epsilon: number): string | undefined {
  if (entity.type === 'AGE') {
    const m = /\d{1,3}/.exec(entity.text);
    if (m === null) return undefined;
    return entity.text.slice(0, m.index) + noiseAge(Number(m[0]), epsilon) + entity.text.slice(m.index + m[0].length);
  }
  if (entity.type === 'DATE' || entity.type === 'DATE_OF_BIRTH') {
    const date = findDate(entity.text);
    return date === undefined ? undefined : noiseDate(date, epsilon);
  }
  return undefined;
}

/** Keys and headers that hold ages (so bare values there get the age sensitivity and range). */
const AGE_KEY = /^age([\s_-]?(years|yrs))?$/i;

/**
 * A value no entity covers, in JSON or CSV: a number (a JSON number, or a string that is only a number)
 * or a whole-value date. Integers get discrete Laplace noise (under an `age` key with the age
 * sensitivity), decimals the snapping mechanism (printed with the input's decimals), dates day noise.
 * Strings with leading zeros are codes, not quantities, and are left alone; so is anything else.
 */
function noiseBareValue(segment: Segment, epsilon: number): string | undefined {
  const text = segment.value.trim();
  if (INTEGER_TEXT.test(text)) {
    if (AGE_KEY.test(segment.context ?? '')) return noiseAge(Number(text), epsilon);
    return String(Number(text) + discreteLaplaceNoise(epsilon, SENSITIVITY.number));
  }
  if (DECIMAL_TEXT.test(text)) {
    const decimals = text.length - text.indexOf('.') - 1;
    return snappingMechanism(Number(text), epsilon, SENSITIVITY.number).toFixed(decimals);
  }
  const date = text.length <= MAX_DATE_TEXT ? findDate(text) : undefined;
  if (date !== undefined && date.replace('') === '') return noiseDate(date, epsilon);
  return undefined;
}

/** Noised dates stay within four-digit years, 1000-01-01 … 9999-12-31 (post-processing). */
const FIRST_DAY = Date.UTC(1000, 0, 1) / 86_400_000;
const LAST_DAY = Date.UTC(9999, 11, 31) / 86_400_000;

function noiseDate(date: FoundDate, epsilon: number): string {
  const day = date.day + discreteLaplaceNoise(epsilon, SENSITIVITY.dateDays);
  return date.rewrite(Math.min(LAST_DAY, Math.max(FIRST_DAY, day)));
}

function noiseAge(age: number, epsilon: number): string {
  return String(Math.min(MAX_AGE, Math.max(0, age + discreteLaplaceNoise(epsilon, SENSITIVITY.age))));
}

export const differentialPrivacy: Operator = {
  method: 'differential_privacy',
  apply({ doc, entities, params }) {
    const epsilon = epsilonFor(params);
    const redact = createRedactor(params);
    const result = replaceSpans(
      doc,
      entities,
      (entity) => noiseEntity(entity, epsilon) ?? redact(entity),
      // Plain text has no bare numbers to speak of: only structured values are quantities.
      doc.format === 'text' ? undefined : (segment) => noiseBareValue(segment, epsilon),
    );
    return { ...result, metrics: { epsilonSpent: epsilon } };
  },
};
