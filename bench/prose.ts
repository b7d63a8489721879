/**
 * Real prose on the machine, for the speed tools that need text the bench corpus does not plant: node_modules READMEs
 * and change logs (URLs, commit hashes, authors) and Debian copyright files (names, e-mails, years). What it holds
 * depends on the machine and the install, so figures from it compare trees on one machine, never machines.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { REPO_ROOT } from './util.js';

/** Files this large or larger are left out (a few generated change logs run to megabytes). */
const MAX_FILE_BYTES = 400_000;

/**
 * The prose files, each as [label, text], in a stable order, labelled relative to the tree running the script (so two
 * worktrees' outputs compare equal).
 */
export function machineProse(): [label: string, text: string][] {
  const paths: string[] = [];
  const modules = join(REPO_ROOT, 'node_modules');
  for (const name of existsSync(modules) ? readdirSync(modules) : []) {
    const dirs = name.startsWith('@') ? readdirSync(join(modules, name)).map((sub) => join(modules, name, sub)) : [join(modules, name)];
    for (const dir of dirs) for (const file of ['README.md', 'readme.md', 'CHANGELOG.md', 'HISTORY.md']) paths.push(join(dir, file));
  }
  const docs = '/usr/share/doc';
  for (const name of existsSync(docs) ? readdirSync(docs) : []) paths.push(join(docs, name, 'copyright'));
  return paths
    .filter((p) => existsSync(p) && statSync(p).size < MAX_FILE_BYTES)
    .sort()
    .map((p) => [p.startsWith(REPO_ROOT) ? relative(REPO_ROOT, p) : p, readFileSync(p, 'utf8')]);
}

/** The texts a tool's corpus argument names: 'prose' (the list above), '100kb', or else the 1 KB corpus. */
export function textsNamed(name: string | undefined): string[] {
  if (name === 'prose') return machineProse().map(([, text]) => text);
  return generateCorpus(name === '100kb' ? BENCH_CORPORA[1] : BENCH_CORPORA[0]).map((d) => d.text);
}
