// Which apps use each export of @croupier/shared. shared is the versioned contract between
// separately deployed teams: an export that one app alone uses belongs in that app, and one
// that no app uses belongs nowhere. Prints a line per export (apps using it, then the name),
// then a summary line, and exits 1 when an export is used by fewer than two apps.
//
//   node scripts/shared-exports.mjs           every export, fewest users first
//   node scripts/shared-exports.mjs --json    { entries: { '.': [{ name, apps }] }, summary } for tests
//
// An app is the shell, the api, or a remote; e2e counts as one (it drives the whole site). A use
// is a named import (or re-export) from '@croupier/shared', '/contracts' or '/testing' anywhere
// in the app's folder, tests included. Type-only exports count like the others.
// The remotes' standalone harness in shared (shared/src/remote/, shared/src/testing/) counts as
// one more user, 'harness': it stands in for the shell when a remote runs alone, so what it needs
// from the rest of shared stays there even if only the shell uses it too (an import from inside
// the harness folders, or from a test file, is not a use).
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
/** The user name of the remotes' standalone harness, and its folders inside shared. */
export const HARNESS = 'harness';
const HARNESS_DIRS = ['shared/src/remote', 'shared/src/testing'].map((d) => path.join(ROOT, d) + path.sep);
const inHarness = (file) => HARNESS_DIRS.some((dir) => path.resolve(file).startsWith(dir));
const isTest = (file) => /\.test\.(ts|tsx)$/.test(file);

/** The declaration an (import or export) alias stands for. */
function original(checker, symbol) {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The names each public entry of shared exports (its whole re-export tree), and per entry the
 * names the harness imports from the rest of shared.
 */
function exportedNames() {
  const harnessFiles = HARNESS_DIRS.flatMap((dir) => [...files(dir)]).filter((f) => !isTest(f));
  const program = ts.createProgram(
    [...Object.values(ENTRIES).map((f) => path.join(ROOT, f)), ...harnessFiles],
    { allowJs: false, noEmit: true, resolveJsonModule: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();

  // What the harness takes from outside its folders, by declaration.
  const harnessUses = new Set();
  for (const file of harnessFiles) {
    const source = program.getSourceFile(file);
    for (const statement of source?.statements ?? []) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = checker.getSymbolAtLocation(statement.moduleSpecifier)?.valueDeclaration?.getSourceFile().fileName;
      if (!target || inHarness(target) || !path.resolve(target).startsWith(path.join(ROOT, 'shared', 'src'))) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const el of bindings.elements) {
        const symbol = checker.getSymbolAtLocation(el.name);
        if (symbol) harnessUses.add(original(checker, symbol));
      }
    }
  }

  const names = {};
  const harness = {};
  for (const [entry, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(path.join(ROOT, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    const exports = symbol ? checker.getExportsOfModule(symbol) : [];
    names[entry] = exports.map((s) => s.getName());
    harness[entry] = new Set(exports.filter((s) => harnessUses.has(original(checker, s))).map((s) => s.getName()));
  }
  return { names, harness };
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
  const { names: exported, harness } = exportedNames();
  const used = importsByApp();
  const contracts = new Set(exported['@croupier/shared/contracts']);
  const appsOf = (entry, name) => {
    const apps = new Set(used[entry].get(name));
    if (entry === '@croupier/shared/contracts') for (const app of used['@croupier/shared'].get(name) ?? []) apps.add(app);
    if (harness[entry].has(name) || (entry === '@croupier/shared/contracts' && harness['@croupier/shared'].has(name))) apps.add(HARNESS);
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

/** The exports used by fewer than two apps (the harness counting as one), as 'entry: name'. */
export function tooFewUsers(use = sharedExportUse()) {
  return Object.entries(use).flatMap(([entry, list]) => list.filter((e) => e.apps.length < 2).map((e) => `${entry}: ${e.name}`));
}

/** One line: how many exports, and how many have two or more users, one, none. */
export function summary(use = sharedExportUse()) {
  const all = Object.values(use).flat();
  const count = (test) => all.filter((e) => test(e.apps.length)).length;
  return `shared exports: ${all.length}; used by two or more apps: ${count((n) => n >= 2)}, by one: ${count((n) => n === 1)}, by none: ${count((n) => n === 0)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const use = sharedExportUse();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ entries: use, summary: summary(use) }, null, 2)}\n`);
  } else {
    for (const [entry, list] of Object.entries(use)) {
      process.stdout.write(`\n${entry} (${list.length} exports)\n`);
      for (const { name, apps } of list) {
        process.stdout.write(`  ${String(apps.length).padStart(2)}  ${name}${apps.length ? `  (${apps.join(', ')})` : ''}\n`);
      }
    }
    process.stdout.write(`\n${summary(use)}\n`);
  }
  process.exitCode = tooFewUsers(use).length ? 1 : 0;
}
