/**
 * Floating-point-safe noise for differential privacy, from cryptographic randomness (node:crypto).
 *
 * - Integers: the discrete Laplace distribution P(y) ∝ exp(−|y|·ε/Δ), sampled exactly with integer
 *   arithmetic (Canonne, Kamath, Steinke, "The Discrete Gaussian for Differential Privacy", NeurIPS 2020,
 *   Algorithms 1 and 2). No floating point is involved, so Mironov's attack on textbook Laplace
 *   implementations does not apply.
 * - Reals: the snapping mechanism (Mironov, "On Significance of the Least Significant Bits for
 *   Differential Privacy", CCS 2012, §5): clamp, add Laplace noise built from a correctly rounded uniform,
 *   round to a power-of-two grid Λ ≥ λ, clamp again.
 */
import { randomBytes } from 'node:crypto';

/** A positive rational n/d with BigInt parts. */
interface Rational {
  n: bigint;
  d: bigint;
}

/** The exact value of a finite positive double as a rational (its binary expansion). */
export function rationalOf(x: number): Rational {
  if (!(x > 0) || !Number.isFinite(x)) throw new RangeError('expected a finite positive number');
  let d = 1n;
  let v = x;
  // Doubling is exact in binary floating point; at most 1074 steps reach an integer.
  while (!Number.isInteger(v)) {
    v *= 2;
    d *= 2n;
  }
  const n = BigInt(v);
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Uniform integer in [0, n), by rejection from random bytes (no modulo bias). */
export function uniformBelow(n: bigint): bigint {
  if (n <= 0n) throw new RangeError('n must be positive');
  if (n === 1n) return 0n;
  const bits = (n - 1n).toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const excess = BigInt(bytes * 8 - bits);
  for (;;) {
    const r = BigInt(`0x${randomBytes(bytes).toString('hex')}`) >> excess;
    if (r < n) return r;
  }
}

/** Bernoulli(n/d), 0 ≤ n ≤ d. */
function bernoulli(n: bigint, d: bigint): boolean {
  return uniformBelow(d) < n;
}

/** Bernoulli(exp(−n/d)) for n/d ≥ 0 (CKS 2020, Algorithm 1). */
function bernoulliExp(n: bigint, d: bigint): boolean {
  let rest = n;
  while (rest > d) {
    if (!bernoulliExpAtMostOne(1n, 1n)) return false;
    rest -= d;
  }
  return bernoulliExpAtMostOne(rest, d);
}

function bernoulliExpAtMostOne(n: bigint, d: bigint): boolean {
  let k = 1n;
  while (bernoulli(n, d * k)) k++;
  return k % 2n === 1n;
}

/**
 * A discrete Laplace sample with scale t/s (P(y) ∝ exp(−|y|·s/t)), s, t ≥ 1 (CKS 2020, Algorithm 2).
 * For noise calibrated to sensitivity Δ and ε, call with s/t = ε/Δ (see discreteLaplaceNoise).
 */
function sampleDiscreteLaplace(s: bigint, t: bigint): bigint {
  for (;;) {
    const u = uniformBelow(t);
    if (!bernoulliExp(u, t)) continue;
    let v = 0n;
    while (bernoulliExp(1n, 1n)) v++;
    const y = (u + t * v) / s;
    const negative = bernoulli(1n, 2n);
    if (negative && y === 0n) continue;
    return negative ? -y : y;
  }
}

/** Integer noise for ε-DP at integer sensitivity Δ: discrete Laplace with scale Δ/ε. */
export function discreteLaplaceNoise(epsilon: number, sensitivity: number): number {
  const e = rationalOf(epsilon);
  // scale Δ/ε = Δ·d/n, so s = n and t = Δ·d.
  return Number(sampleDiscreteLaplace(e.n, BigInt(sensitivity) * e.d));
}

/**
 * A uniform double in (0, 1) where every double is drawn with the probability of the real interval it
 * stands for (Mironov 2012 §5.2): a geometric binade [2^e, 2^(e+1)), then 52 uniform mantissa bits.
 * Never 0, so its logarithm is finite.
 */
export function uniformUnitInterval(): number {
  let exponent = -1;
  // Each step down a binade has probability 1/2; −1074 is the smallest (subnormal) exponent.
  while (exponent > -1074 && (randomBytes(1)[0] as number) < 128) exponent--;
  const mantissa = Number(BigInt(`0x${randomBytes(7).toString('hex')}`) & ((1n << 52n) - 1n));
  return (1 + mantissa / 2 ** 52) * 2 ** exponent;
}

/** Smallest power of two ≥ x (x > 0). */
function powerOfTwoAtLeast(x: number): number {
  return 2 ** Math.ceil(Math.log2(x));
}

function clamp(x: number, bound: number): number {
  return Math.min(bound, Math.max(-bound, x));
}

/** Bound B of the snapping mechanism, in units of Δ: |values| beyond 2^40·Δ are clamped. */
const SNAPPING_BOUND_UNITS = 2 ** 40;

/**
 * The snapping mechanism for a real x with sensitivity Δ. Mironov's Theorem: with λ < B < 2^46·λ it is
 * (1/λ + 2^−49·B/λ)-DP for Δ = 1; λ is chosen so that this equals ε exactly, and values are scaled by Δ.
 */
export function snappingMechanism(x: number, epsilon: number, sensitivity: number): number {
  const bound = SNAPPING_BOUND_UNITS;
  const lambda = (1 + 2 ** -49 * bound) / epsilon;
  const grid = powerOfTwoAtLeast(lambda);
  const sign = (randomBytes(1)[0] as number) < 128 ? -1 : 1;
  const noisy = clamp(x / sensitivity, bound) + sign * lambda * Math.log(uniformUnitInterval());
  return clamp(Math.round(noisy / grid) * grid, bound) * sensitivity;
}

/** The grid spacing the snapping mechanism rounds to, in units of Δ (for tests and docs). */
export function snappingGrid(epsilon: number): number {
  return powerOfTwoAtLeast((1 + 2 ** -49 * SNAPPING_BOUND_UNITS) / epsilon);
}
