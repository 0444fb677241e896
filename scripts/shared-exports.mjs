// Which apps use each export of @croupier/shared. shared is the versioned contract between
// separately deployed teams: an export that one app alone uses belongs in that app, and one
// that no app uses belongs nowhere. Prints a line per export (apps using it, then the name),
// then a summary line, and exits 1 when an export breaks the rule:
//
// - every export has a direct user: an app imports it, or it stops being exported;
// - except an export marked @deprecated: the shell keeps serving it to the remotes built against
//   this major (what a major removes is deprecated in a minor first, shared/CHANGELOG.md);
// - a contract value (constants, codes, tables, functions in shared/src/contracts/) has two users
//   or more, or it moves into the one app that uses it. Using a tool of shared that relies on a
//   contract counts as using it (the API client's '/api' prefix is used by every app that calls
//   the api through the client), and so does using another contract built on it (gameTypeById
//   reads GAME_TYPES);
// - a contract type (a wire shape: one end names it, the other sends the JSON) is counted by its
//   module: two apps or more use the module;
// - a tool (a module of the browser entry — api client, bus, stores, realtime, i18n, UI kit,
//   windows, cookies, sanitizer, the remote harness — or the rules both ends run, contracts/
//   validation/*, or the manifest of remotes) is counted as a module: two apps or more use the
//   module. A tool is used from both ends (mf-games opens a game window, the shell closes it; a
//   form and the api run one register schema), so one export of it may have one user while the
//   module serves several.
//
//   node scripts/shared-exports.mjs           every export, fewest users first
//   node scripts/shared-exports.mjs --json    { entries: { '.': [{ name, apps }] }, summary } for tests
//
// An app is the shell, the api, or a remote; e2e counts as one (it drives the whole site). A use
// is a named import (or re-export) from '@croupier/shared' or one of its subpaths anywhere
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
  '@croupier/shared/contracts': 'shared/src/contracts/node.ts',
  '@croupier/shared/validation': 'shared/src/contracts/validation/index.ts',
  '@croupier/shared/remote': 'shared/src/remote/entry.ts',
  '@croupier/shared/harness': 'shared/src/remote/harness.ts',
  '@croupier/shared/testing': 'shared/src/testing/index.ts',
  '@croupier/shared/form': 'shared/src/form/use-form.ts',
  '@croupier/shared/dates': 'shared/src/dates/index.ts',
  '@croupier/shared/records': 'shared/src/ui/records/index.ts',
  '@croupier/shared/session-id': 'shared/src/contracts/session-id.ts',
  '@croupier/shared/answers': 'shared/src/answers/index.ts',
};
const SOURCE = /\.(ts|tsx|mts|cts)$/;
/** The user name of the remotes' standalone harness, and its folders inside shared. */
export const HARNESS = 'harness';
const HARNESS_DIRS = ['shared/src/remote', 'shared/src/testing'].map((d) => path.join(ROOT, d) + path.sep);
const inHarness = (file) => HARNESS_DIRS.some((dir) => path.resolve(file).startsWith(dir));
const isTest = (file) => /\.test\.(ts|tsx)$/.test(file);

/** Is this module of shared (path from the root) a tool, counted as a whole? */
export const isToolModule = (module) =>
  !module.startsWith('shared/src/contracts/') ||
  module.startsWith('shared/src/contracts/validation/') ||
  module === 'shared/src/contracts/remotes.ts';

/**
 * The unit a tool is counted by: its file, but the rules both ends run are one (a form runs a
 * schema, the api reads its issues), and so is the first paint (a remote defines it, the shell
 * finds its boxes).
 */
const toolUnit = (module) =>
  ['shared/src/contracts/validation/', 'shared/src/first-paint/'].find((unit) => module.startsWith(unit)) ?? module;

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
  const program = ts.createProgram([...Object.values(ENTRIES).map((f) => path.join(ROOT, f)), ...harnessFiles], {
    allowJs: false,
    noEmit: true,
    resolveJsonModule: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
  });
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

  // What each tool file of shared imports from the contracts, by declaration (one level: a tool
  // relying on a contract passes its users on to it).
  const relPath = (file) => path.relative(ROOT, file).split(path.sep).join('/');
  const toolImports = new Map();
  /** file -> the shared files it imports (both relative to the root). */
  const fileImports = new Map();
  for (const source of program.getSourceFiles()) {
    const file = relPath(source.fileName);
    if (!file.startsWith('shared/src/') || isTest(file)) continue;
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = checker.getSymbolAtLocation(statement.moduleSpecifier)?.valueDeclaration?.getSourceFile().fileName;
      if (target && relPath(target).startsWith('shared/src/'))
        fileImports.set(file, new Set([...(fileImports.get(file) ?? []), relPath(target)]));
      if (!isToolModule(file)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const el of bindings.elements) {
        const symbol = checker.getSymbolAtLocation(el.name);
        const declared = symbol && original(checker, symbol);
        const at = declared?.declarations?.[0]?.getSourceFile().fileName;
        if (!at || isToolModule(relPath(at)) || !relPath(at).startsWith('shared/src/')) continue;
        toolImports.set(declared, [...(toolImports.get(declared) ?? []), file]);
      }
    }
  }

  const names = {};
  const harness = {};
  const modules = {};
  const reliedOnBy = {};
  const typeOnly = {};
  const deprecated = {};
  const dependsOn = {};
  for (const [entry, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(path.join(ROOT, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    const exports = symbol ? checker.getExportsOfModule(symbol) : [];
    names[entry] = exports.map((s) => s.getName());
    harness[entry] = new Set(exports.filter((s) => harnessUses.has(original(checker, s))).map((s) => s.getName()));
    // Where each export is declared (a re-export of zustand's useStore is declared outside shared).
    modules[entry] = new Map(
      exports.map((s) => [
        s.getName(),
        relPath(original(checker, s).declarations?.[0]?.getSourceFile().fileName ?? file),
      ]),
    );
    // The tool files that import each contract.
    reliedOnBy[entry] = new Map(exports.map((s) => [s.getName(), toolImports.get(original(checker, s)) ?? []]));
    // The exports each export's own declaration uses (gameTypeById reads GAME_TYPES).
    const bySymbol = new Map(exports.map((x) => [original(checker, x), x.getName()]));
    dependsOn[entry] = new Map(
      exports.map((x) => {
        const found = new Set();
        const visit = (node) => {
          if (ts.isIdentifier(node)) {
            const target = checker.getSymbolAtLocation(node);
            const name = target && bySymbol.get(original(checker, target));
            if (name && name !== x.getName()) found.add(name);
          }
          ts.forEachChild(node, visit);
        };
        for (const declaration of original(checker, x).declarations ?? []) visit(declaration);
        return [x.getName(), found];
      }),
    );
    // A type (interface or type alias) is a wire shape: one end names it, the other sends the JSON.
    const valueFlags = ts.SymbolFlags.Value;
    typeOnly[entry] = new Set(
      exports.filter((s) => !(original(checker, s).flags & valueFlags)).map((s) => s.getName()),
    );
    // Marked @deprecated: still served for the contract's major (shared/CHANGELOG.md), gone in the next.
    deprecated[entry] = new Set(
      exports
        .filter((s) => (original(checker, s).declarations ?? []).some((d) => ts.getJSDocDeprecatedTag(d)))
        .map((s) => s.getName()),
    );
  }
  return { names, harness, modules, reliedOnBy, typeOnly, deprecated, fileImports, dependsOn };
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
      const source = ts.createSourceFile(
        file,
        text,
        ts.ScriptTarget.Latest,
        false,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      for (const statement of source.statements) {
        const from =
          (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
        if (!from || !ts.isStringLiteral(from) || !(from.text in used)) continue;
        const names = [];
        const bindings = ts.isImportDeclaration(statement)
          ? statement.importClause?.namedBindings
          : statement.exportClause;
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
 * Per entry, its exports with the apps that use them. The browser entries re-export the contracts
 * (the root, '/session-id', '/dates') and their validation rules ('/validation'): a contract is listed once, under
 * '@croupier/shared/contracts', with the apps importing it from any of them.
 */
export function sharedExportUse() {
  const {
    names: exported,
    harness,
    modules,
    reliedOnBy,
    typeOnly,
    deprecated,
    fileImports,
    dependsOn,
  } = exportedNames();
  const used = importsByApp();
  const contracts = new Set(exported['@croupier/shared/contracts']);
  const appsOf = (entry, name) => {
    const apps = new Set(used[entry].get(name));
    const browser = [
      '@croupier/shared',
      '@croupier/shared/validation',
      '@croupier/shared/session-id',
      '@croupier/shared/dates',
    ];
    if (entry === '@croupier/shared/contracts')
      for (const other of browser) for (const app of used[other].get(name) ?? []) apps.add(app);
    if (
      harness[entry].has(name) ||
      (entry === '@croupier/shared/contracts' && browser.some((b) => harness[b].has(name)))
    )
      apps.add(HARNESS);
    return [...apps].sort();
  };
  const use = Object.fromEntries(
    Object.entries(exported).map(([entry, names]) => [
      entry,
      names
        .filter((name) => entry === '@croupier/shared/contracts' || !contracts.has(name))
        .map((name) => ({
          name,
          module: modules[entry].get(name),
          type: typeOnly[entry].has(name),
          deprecated: deprecated[entry].has(name),
          reliedOnBy: reliedOnBy[entry].get(name),
          usedBy: [...dependsOn[entry]].filter(([, deps]) => deps.has(name)).map(([other]) => other),
          apps: appsOf(entry, name),
        }))
        .sort((a, b) => a.apps.length - b.apps.length || a.name.localeCompare(b.name)),
    ]),
  );
  Object.defineProperty(use, FILE_IMPORTS, { value: fileImports });
  return use;
}

const FILE_IMPORTS = Symbol('shared file imports');

/**
 * Per file of shared, the apps that use it: those importing any of its exports, and the users of
 * every file of shared that imports it (an app using the modal uses the layers the modal imports).
 */
function moduleUsers(use) {
  const users = new Map();
  const add = (key, apps) => {
    const before = users.get(key)?.size ?? 0;
    users.set(key, new Set([...(users.get(key) ?? []), ...apps]));
    return users.get(key).size !== before;
  };
  for (const { module, apps } of Object.values(use).flat()) {
    add(module, apps);
    if (toolUnit(module) !== module) add(toolUnit(module), apps);
  }
  const imports = use[FILE_IMPORTS] ?? new Map();
  for (let changed = true; changed;) {
    changed = false;
    for (const [file, targets] of imports) {
      for (const target of targets) if (add(target, users.get(file) ?? [])) changed = true;
    }
  }
  return users;
}

/** The exports that break the rule (see the top of this file), as 'entry: name (why)'. */
export function tooFewUsers(use = sharedExportUse()) {
  const users = moduleUsers(use);
  return Object.entries(use).flatMap(([entry, list]) =>
    list.flatMap(({ name, module, type, deprecated = false, reliedOnBy = [], usedBy = [], apps }) => {
      // Kept for the remotes built against this major; the next major removes it.
      if (deprecated) return [];
      if (apps.length === 0) return [`${entry}: ${name} (no app imports it)`];
      if (!isToolModule(module) && type) {
        const moduleApps = users.get(module).size;
        return moduleApps < 2 ? [`${entry}: ${name} (a wire type whose module ${module} has ${moduleApps} user)`] : [];
      }
      if (!isToolModule(module)) {
        // The exports built on this one, and on those, and so on (FAQ_ID_LIST <- isFaqId <- ...).
        const byName = new Map(list.map((e) => [e.name, e]));
        const builtOn = new Set();
        for (const queue = [...usedBy]; queue.length;) {
          const next = queue.pop();
          if (builtOn.has(next)) continue;
          builtOn.add(next);
          queue.push(...(byName.get(next)?.usedBy ?? []));
        }
        const through = new Set([
          ...apps,
          ...reliedOnBy.flatMap((tool) => [...(users.get(tool) ?? [])]),
          ...[...builtOn].flatMap((other) => byName.get(other)?.apps ?? []),
        ]);
        return through.size < 2 ? [`${entry}: ${name} (a contract only ${apps.join(', ')} uses)`] : [];
      }
      const moduleApps = users.get(toolUnit(module)).size;
      return moduleApps < 2 ? [`${entry}: ${name} (its module ${toolUnit(module)} has ${moduleApps} user)`] : [];
    }),
  );
}

/** One line: how many exports, how many have two or more users, one, none, and how many break the rule. */
export function summary(use = sharedExportUse()) {
  const all = Object.values(use).flat();
  const count = (test) => all.filter((e) => test(e.apps.length)).length;
  return `shared exports: ${all.length}; used by two or more apps: ${count((n) => n >= 2)}, by one: ${count((n) => n === 1)}, by none: ${count((n) => n === 0)}; against the rule: ${tooFewUsers(use).length}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const use = sharedExportUse();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ entries: use, summary: summary(use) }, null, 2)}\n`);
  } else {
    for (const [entry, list] of Object.entries(use)) {
      process.stdout.write(`\n${entry} (${list.length} exports)\n`);
      for (const { name, module, apps } of list) {
        const tool = isToolModule(module) ? `  [tool: ${module}]` : '';
        process.stdout.write(
          `  ${String(apps.length).padStart(2)}  ${name}${apps.length ? `  (${apps.join(', ')})` : ''}${tool}\n`,
        );
      }
    }
    const broken = tooFewUsers(use);
    if (broken.length) process.stdout.write(`\nagainst the rule:\n${broken.map((b) => `  ${b}`).join('\n')}\n`);
    process.stdout.write(`\n${summary(use)}\n`);
  }
  process.exitCode = tooFewUsers(use).length ? 1 : 0;
}
