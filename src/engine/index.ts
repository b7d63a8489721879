/** The detection engine's public API: a pure library (no HTTP, storage, environment or clock). */
export { createAnalyzer } from './analyze.js';
export { compileCustomPatterns, DEFAULT_CUSTOM_PATTERN_LIMITS, type CustomPatternLimits } from './custom-patterns.js';
export * from './entity.js';
export { adoptLexicon, shareLexicon, type LexiconData } from './lexicons/person-names.js';
export type * from './analyze-api.js';
