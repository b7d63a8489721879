/**
 * re2 must stay out of threads that never compile a custom pattern: its addon can crash the process
 * when several worker threads initialise it at once, and batch workers import the engine.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function re2LoadedAfter(script: string): boolean {
  const code = `
    import { createRequire } from 'node:module';
    const engine = await import('./src/engine/index.ts');
    ${script}
    const cache = createRequire(import.meta.url).cache;
    console.log(Object.keys(cache).some((file) => /[\\\\/]node_modules[\\\\/]re2[\\\\/]/.test(file)));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
  return out.trim().split('\n').pop() === 'true';
}

describe('re2 loading', () => {
  it('is not loaded by importing the engine and analysing text', () => {
    expect(re2LoadedAfter(`engine.createAnalyzer().analyze('SSN 536-22-1234');`)).toBe(false);
  });

  it('is loaded when a custom pattern is compiled', () => {
    expect(re2LoadedAfter(`engine.compileCustomPatterns([{ name: 'EMP', pattern: 'EMP-\\\\d+' }]);`)).toBe(true);
  });
});
