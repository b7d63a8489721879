/**
 * Distribution tests of the DP samplers against their theoretical CDFs.
 * Bound: the Dvoretzky–Kiefer–Wolfowitz inequality with Massart's constant (Ann. Probab. 18(3), 1990),
 * P(sup_x |F_n(x) − F(x)| > ε) ≤ 2·exp(−2nε²), valid for every distribution (discrete ones included) and
 * every n — no asymptotics. With α = 1e-7 per test, a correct sampler fails with probability < 1e-6 over
 * the whole file. Each test also shows the bound would catch a 25% error in the scale.
 */
import { describe, expect, it } from 'vitest';
import {
  discreteLaplaceNoise,
  rationalOf,
  snappingGrid,
  snappingMechanism,
  uniformBelow,
  uniformUnitInterval,
} from '../../src/operators/dp-sampling.js';

const ALPHA = 1e-7;
const N = 60_000;
const dkwBound = (n: number): number => Math.sqrt(Math.log(2 / ALPHA) / (2 * n));

/** Discrete Laplace with scale b: P(y) = (1−p)/(1+p)·p^|y|, p = e^(−1/b). */
function discreteLaplaceCdf(y: number, scale: number): number {
  const p = Math.exp(-1 / scale);
  return y < 0 ? p ** -y / (1 + p) : 1 - p ** (y + 1) / (1 + p);
}

/** Continuous Laplace(μ, λ) CDF. */
function laplaceCdf(x: number, mu: number, lambda: number): number {
  return x < mu ? 0.5 * Math.exp((x - mu) / lambda) : 1 - 0.5 * Math.exp(-(x - mu) / lambda);
}

/** sup over integer points in [lo, hi] of |F_n − F|, from a sorted sample. */
function supDistance(sorted: Float64Array, cdf: (x: number) => number, points: number[]): number {
  let worst = 0;
  let i = 0;
  for (const x of points) {
    while (i < sorted.length && (sorted[i] as number) <= x) i++;
    worst = Math.max(worst, Math.abs(i / sorted.length - cdf(x)));
  }
  return worst;
}

const range = (lo: number, hi: number, step = 1): number[] => Array.from({ length: Math.floor((hi - lo) / step) + 1 }, (_, i) => lo + i * step);

describe('discrete Laplace sampler', () => {
  it.each([
    [1, 1],
    [0.5, 5],
    [0.1, 1],
  ])('matches the discrete Laplace CDF for ε=%f, Δ=%i', (epsilon, sensitivity) => {
    const scale = sensitivity / epsilon;
    const sample = Float64Array.from({ length: N }, () => discreteLaplaceNoise(epsilon, sensitivity)).sort();
    const points = range(-Math.ceil(12 * scale), Math.ceil(12 * scale));
    const distance = supDistance(sample, (y) => discreteLaplaceCdf(y, scale), points);
    expect(distance).toBeLessThan(dkwBound(N));
    // Power: the theoretical CDF of a scale 25% off is farther than 2× the bound at some point.
    const wrong = Math.max(...points.map((y) => Math.abs(discreteLaplaceCdf(y, scale) - discreteLaplaceCdf(y, scale * 1.25))));
    expect(wrong).toBeGreaterThan(2 * dkwBound(N));
  });
});

describe('snapping mechanism', () => {
  it.each([
    [0, 1],
    [0.3, 1],
    [10.7, 0.5],
  ])('rounds Laplace noise around %f to the 2^k grid (ε=%f)', (x, epsilon) => {
    const grid = snappingGrid(epsilon);
    const lambda = (1 + 2 ** -49 * 2 ** 40) / epsilon;
    const sample = Float64Array.from({ length: N }, () => snappingMechanism(x, epsilon, 1)).sort();
    expect(sample.every((v) => Number.isInteger(v / grid))).toBe(true);
    // P(out ≤ jΛ) = P(x + noise < jΛ + Λ/2): the Laplace CDF at the grid midpoints.
    const points = range(-Math.ceil(15 * lambda / grid) * grid, Math.ceil(15 * lambda / grid) * grid, grid);
    const distance = supDistance(sample, (y) => laplaceCdf(y + grid / 2, x, lambda), points);
    expect(distance).toBeLessThan(dkwBound(N));
    const wrong = Math.max(...points.map((y) => Math.abs(laplaceCdf(y + grid / 2, x, lambda) - laplaceCdf(y + grid / 2, x, lambda * 1.25))));
    expect(wrong).toBeGreaterThan(2 * dkwBound(N));
  });
});

describe('uniform helpers', () => {
  it('draws uniform integers below n (DKW on [0, 10))', () => {
    const sample = Float64Array.from({ length: N }, () => Number(uniformBelow(10n))).sort();
    expect(sample[0]).toBe(0);
    expect(sample[N - 1]).toBe(9);
    expect(supDistance(sample, (y) => (y + 1) / 10, range(0, 9))).toBeLessThan(dkwBound(N));
  });

  it('draws doubles in (0, 1) uniformly (DKW at 100 points)', () => {
    const sample = Float64Array.from({ length: N }, uniformUnitInterval).sort();
    expect(sample[0]).toBeGreaterThan(0);
    expect(sample[N - 1]).toBeLessThan(1);
    expect(supDistance(sample, (u) => u, range(0.01, 0.99, 0.01))).toBeLessThan(dkwBound(N));
  });

  it('turns doubles into exact rationals', () => {
    expect(rationalOf(1)).toEqual({ n: 1n, d: 1n });
    expect(rationalOf(0.75)).toEqual({ n: 3n, d: 4n });
    const r = rationalOf(0.1);
    expect(Number(r.n) / Number(r.d)).toBe(0.1);
    expect(() => rationalOf(0)).toThrow();
  });
});
