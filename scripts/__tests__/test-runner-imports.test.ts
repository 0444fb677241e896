// npm test (scripts/test.mjs) installs the packages itself, so nothing it loads before that may
// need one: every module it imports, directly or through another, is Node's own or the
// repository's. A package may be imported later, inside a function (`await import(...)`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPTS = path.resolve(__dirname, '..');
const STATIC_IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The bare specifiers (packages) the file and the repository files it loads ask for, at load time. */
function packagesLoadedBy(entry: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (specifier.startsWith('node:')) continue;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(`${path.relative(SCRIPTS, file)}: ${specifier}`);
    }
  };
  visit(entry);
  return [...packages].sort();
}

test('npm test loads no package before it has installed them', () => {
  expect(packagesLoadedBy(path.join(SCRIPTS, 'test.mjs'))).toEqual([]);
});

test('the check sees a package a loaded file imports at its top', () => {
  // skew.mjs imports the contract inside a function; stack.mjs, nothing: a top-level one is seen.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-imports-'));
  fs.writeFileSync(path.join(dir, 'a.mjs'), "import './b.mjs';\nimport fs from 'node:fs';\n");
  fs.writeFileSync(
    path.join(dir, 'b.mjs'),
    "import { x } from '@croupier/shared/contracts';\nconst later = () => import('semver');\n",
  );
  try {
    expect(packagesLoadedBy(path.join(dir, 'a.mjs'))).toEqual([
      `${path.relative(SCRIPTS, path.join(dir, 'b.mjs'))}: @croupier/shared/contracts`,
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
