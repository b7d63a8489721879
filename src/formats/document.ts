/**
 * Turns request `data` into the string values the engine scans, and back.
 * Text is one segment; JSON is walked depth-first with JSON Pointer paths and key names as context;
 * CSV is parsed with a real parser (quotes, embedded newlines, BOM) with `/ROW/COLUMN` paths.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { invalidRequest } from '../errors.js';

export type Format = 'text' | 'json' | 'csv';

export interface Segment {
  /** The scalar as text (numbers are scanned too: an SSN may be stored as a number). */
  value: string;
  kind: 'string' | 'number';
  /** JSON Pointer or `/ROW/COLUMN`; undefined for plain text. */
  path?: string;
  /** Key name or CSV header, used as detection context. */
  context?: string;
}

/** A record view of tabular input, for record-set methods (k-anonymity). */
export interface RecordSet {
  columns: string[];
  rows: Record<string, unknown>[];
}

export interface ParsedDocument {
  format: Format;
  segments: Segment[];
  /** Present when the input is a JSON array of flat objects or a CSV table. */
  records?: RecordSet;
  /** The document with segment i's value replaced by values[i] (same shape as the input). */
  renderSegments(values: readonly string[]): unknown;
  /** The document rebuilt from rows (same format as the input); only when `records` is present. */
  renderRecords(rows: readonly Record<string, unknown>[]): unknown;
}

export interface DocumentLimits {
  /** Max length of a text value in UTF-16 units (decisions.md: 1 MiB of text). */
  maxTextLength: number;
  /** Max JSON nesting depth (decisions.md: 64). */
  maxDepth: number;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = { maxTextLength: 1 << 20, maxDepth: 64 };

/** decisions.md: `format` defaults to text for a string and json otherwise. */
export function defaultFormat(data: unknown): Format {
  return typeof data === 'string' ? 'text' : 'json';
}

export function parseDocument(
  data: unknown,
  format: Format = defaultFormat(data),
  limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS,
  parameter = 'data',
): ParsedDocument {
  if (format === 'text') {
    if (typeof data !== 'string') {
      throw invalidRequest(parameter, 'invalid', `${parameter} must be a string when format is text`, { expected: 'string' });
    }
    checkLength(data, limits, parameter);
    return textDocument(data);
  }
  if (format === 'csv') {
    if (typeof data !== 'string') {
      throw invalidRequest(parameter, 'invalid', `${parameter} must be a CSV string when format is csv`, { expected: 'string' });
    }
    checkLength(data, limits, parameter);
    return csvDocument(data, parameter);
  }
  if (data === null || typeof data !== 'object') {
    if (typeof data === 'string') return textDocument(data);
    throw invalidRequest(parameter, 'invalid', `${parameter} must be a string, object or array`, { expected: 'string|object|array' });
  }
  return jsonDocument(data, limits, parameter);
}

function checkLength(text: string, limits: DocumentLimits, parameter: string): void {
  if (text.length > limits.maxTextLength) {
    throw invalidRequest(parameter, 'too_large', `${parameter} exceeds the maximum text length`, { limit: limits.maxTextLength });
  }
}

function textDocument(text: string): ParsedDocument {
  return {
    format: 'text',
    segments: [{ value: text, kind: 'string' }],
    renderSegments: (values) => values[0] ?? text,
    renderRecords: () => {
      throw new Error('text input has no records');
    },
  };
}

/** RFC 6901: `~` → `~0`, `/` → `~1`. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function jsonDocument(root: object, limits: DocumentLimits, parameter: string): ParsedDocument {
  const segments: Segment[] = [];
  let totalLength = 0;

  const walk = (node: unknown, path: string, context: string | undefined, depth: number): void => {
    if (typeof node === 'string' || typeof node === 'number') {
      const value = typeof node === 'string' ? node : String(node);
      totalLength += value.length;
      if (totalLength > limits.maxTextLength) {
        throw invalidRequest(parameter, 'too_large', `${parameter} exceeds the maximum text length`, { limit: limits.maxTextLength });
      }
      segments.push({ value, kind: typeof node === 'string' ? 'string' : 'number', path, context });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (depth >= limits.maxDepth) {
      throw invalidRequest(parameter, 'too_large', `${parameter} is nested too deeply`, { limit: limits.maxDepth });
    }
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${path}/${i}`, context, depth + 1));
      return;
    }
    for (const [k, child] of Object.entries(node as Record<string, unknown>)) {
      walk(child, `${path}/${escapePointerToken(k)}`, k, depth + 1);
    }
  };
  walk(root, '', undefined, 0);

  const records = recordView(root);
  return {
    format: 'json',
    segments,
    records,
    renderSegments(values) {
      const copy = structuredClone(root) as object;
      segments.forEach((segment, i) => {
        const replacement = values[i];
        if (replacement === undefined || replacement === segment.value) return;
        setByPointer(copy, segment.path ?? '', replacement);
      });
      return copy;
    },
    renderRecords: (rows) => rows.map((row) => ({ ...row })),
  };
}

function recordView(root: object): RecordSet | undefined {
  if (!Array.isArray(root) || root.length === 0) return undefined;
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of root) {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) return undefined;
    for (const [k, v] of Object.entries(row as Record<string, unknown>)) {
      if (v !== null && typeof v === 'object') return undefined;
      if (!seen.has(k)) {
        seen.add(k);
        columns.push(k);
      }
    }
  }
  return { columns, rows: root as Record<string, unknown>[] };
}

function setByPointer(root: object, pointer: string, value: string): void {
  const tokens = pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = root;
  for (let i = 0; i < tokens.length - 1; i++) {
    node = (node as Record<string, unknown>)[tokens[i] as string];
  }
  const last = tokens[tokens.length - 1];
  if (last !== undefined) (node as Record<string, unknown>)[last] = value;
}

function csvDocument(text: string, parameter: string): ParsedDocument {
  let table: string[][];
  try {
    table = parseCsv(text, { bom: true, relax_column_count: false, skip_empty_lines: true }) as string[][];
  } catch (err) {
    // csv-parse messages quote the offending record; keep only the position.
    const line = (err as { lines?: number }).lines;
    throw invalidRequest(parameter, 'invalid', `${parameter} is not valid CSV${line ? ` (near line ${line})` : ''}`, { expected: 'csv with a header row' });
  }
  const header = table[0];
  if (header === undefined) {
    throw invalidRequest(parameter, 'invalid', `${parameter} must hold a CSV header row`, { expected: 'csv with a header row' });
  }
  const body = table.slice(1);
  const segments: Segment[] = [];
  body.forEach((row, r) => {
    row.forEach((cell, c) => {
      const column = header[c] ?? String(c);
      segments.push({ value: cell, kind: 'string', path: `/${r}/${escapePointerToken(column)}`, context: column });
    });
  });
  const rows = body.map((row) => Object.fromEntries(header.map((h, c) => [h, row[c] ?? ''])));
  const render = (cells: unknown[][]): string => stringifyCsv([header, ...cells], { eof: text.endsWith('\n') });
  return {
    format: 'csv',
    segments,
    records: { columns: [...header], rows },
    renderSegments(values) {
      let i = 0;
      return render(body.map((row) => row.map(() => values[i++] ?? '')));
    },
    renderRecords: (outRows) => render(outRows.map((row) => header.map((h) => formatCell(row[h])))),
  };
}

function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}
