/** Builds each `<name>.jsonl` from its `<name>.marked.txt` (see README.md in this folder). */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const MARK = /\{\{([A-Z_]+)\|(.*?)\}\}/g;
const SETS = [
  { name: 'realistic', idPrefix: 'real' },
  { name: 'realistic2', idPrefix: 'real2' },
  { name: 'realistic3', idPrefix: 'real3' },
  { name: 'realistic4', idPrefix: 'real4' },
  { name: 'realistic5', idPrefix: 'real5' },
  { name: 'realistic6', idPrefix: 'real6' },
];

for (const { name, idPrefix } of SETS) {
  const lines = readFileSync(join(here, `${name}.marked.txt`), 'utf8').trim().split('\n');
  const records = lines.map((raw, i) => {
    const line = raw.replaceAll('\\n', '\n');
    let text = '';
    let from = 0;
    const entities: { start: number; end: number; type: string }[] = [];
    for (const m of line.matchAll(MARK)) {
      text += line.slice(from, m.index);
      entities.push({ start: text.length, end: text.length + m[2]!.length, type: m[1]! });
      text += m[2]!;
      from = m.index! + m[0].length;
    }
    text += line.slice(from);
    return JSON.stringify({ id: `${idPrefix}-${i + 1}`, text, entities });
  });
  writeFileSync(join(here, `${name}.jsonl`), `${records.join('\n')}\n`);
  console.log(`${name}.jsonl: ${records.length} records`);
}
