// Which apps use each export of @croupier/shared. shared is the versioned contract between
// separately deployed teams: an export that one app alone uses belongs in that app, and one
// that no app uses belongs nowhere. Prints a line per export (apps using it, then the name)
// and exits 1 when an export is used by fewer than two apps.
//
//   node scripts/shared-exports.mjs           every export, fewest users first
//   node scripts/shared-exports.mjs --json    { entries: { '.': [{ name, apps }] } } for tests
//
// An app is the shell, the api, or a remote; e2e counts as one (it drives the whole site). A use
// is a named import (or re-export) from '@croupier/shared', '/contracts' or '/testing' anywhere
// in the app's folder, tests included. Type-only exports count like the others.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import remotesManifest from '../build/remotes.cjs';

const ROOT = remotesManifest.ROOT;
const APPS = ['api', ...remotesManifest.appNames(), 'e2e'];
const ENTRIES = {
  '@croupier/shared': 'shared/src/index.ts',
  '@croupier/shared/contracts': 'shared/src/contracts/index.ts',
  '@croupier/shared/testing': 'shared/src/testing/index.ts',
};
const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** The names each public entry of shared exports (its whole re-export tree). */
function exportedNames() {
  const program = ts.createProgram(
    Object.values(ENTRIES).map((f) => path.join(ROOT, f)),
    { allowJs: false, noEmit: true, resolveJsonModule: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const out = {};
  for (const [entry, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(path.join(ROOT, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    out[entry] = symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : [];
  }
  return out;
}

function* files(dir) {
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.stack', 'test-results'].includes(item.name)) continue;
    const full = path.join(dir, item.name);
    if (item.isDirectory()) yield* files(full);
    else if (SOURCE.test(item.name)) yield full;
  }
}

/** entry -> name -> the set of apps importing it. */
function importsByApp() {
  const used = Object.fromEntries(Object.keys(ENTRIES).map((e) => [e, new Map()]));
  for (const app of APPS) {
    const dir = path.join(ROOT, app);
    if (!fs.existsSync(dir)) continue;
    for (const file of files(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('@croupier/shared')) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      for (const statement of source.statements) {
        const from = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
        if (!from || !ts.isStringLiteral(from) || !(from.text in used)) continue;
        const names = [];
        const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
          for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
        }
        for (const name of names) {
          const apps = used[from.text].get(name) ?? new Set();
          apps.add(app);
          used[from.text].set(name, apps);
        }
      }
    }
  }
  return used;
}

/**
 * Per entry, its exports with the apps that use them. The browser entry re-exports the contracts:
 * a contract is listed once, under '@croupier/shared/contracts', with the apps importing it from either.
 */
export function sharedExportUse() {
  const exported = exportedNames();
  const used = importsByApp();
  const contracts = new Set(exported['@croupier/shared/contracts']);
  const appsOf = (entry, name) => {
    const apps = new Set(used[entry].get(name));
    if (entry === '@croupier/shared/contracts') for (const app of used['@croupier/shared'].get(name) ?? []) apps.add(app);
    return [...apps].sort();
  };
  return Object.fromEntries(
    Object.entries(exported).map(([entry, names]) => [
      entry,
      names
        .filter((name) => entry !== '@croupier/shared' || !contracts.has(name))
        .map((name) => ({ name, apps: appsOf(entry, name) }))
        .sort((a, b) => a.apps.length - b.apps.length || a.name.localeCompare(b.name)),
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const use = sharedExportUse();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ entries: use }, null, 2)}\n`);
  } else {
    let total = 0;
    let short = 0;
    for (const [entry, list] of Object.entries(use)) {
      process.stdout.write(`\n${entry} (${list.length} exports)\n`);
      for (const { name, apps } of list) {
        total += 1;
        if (apps.length < 2) short += 1;
        process.stdout.write(`  ${String(apps.length).padStart(2)}  ${name}${apps.length ? `  (${apps.join(', ')})` : ''}\n`);
      }
    }
    process.stdout.write(`\n${total} exports; ${short} used by fewer than two apps\n`);
    process.exitCode = short ? 1 : 0;
  }
}
