import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as React from 'react';
import * as ReactQuery from '@tanstack/react-query';
import * as croupierShared from '@croupier/shared';
import dayjs from 'dayjs';
import ts from 'typescript';
import { NARROWED, SHELL_SHARED_LOADERS, SHELL_SHARED_MODULES, sharedOption } from './shared-modules.js';

const require = createRequire(__filename);
const { sharedVersions } = require('../../../build/shared-singletons.cjs') as {
  sharedVersions(): Record<string, { version: string; requiredVersion: string }>;
};
const { remoteNames, TEMPLATE } = require('../../../build/remotes.cjs') as {
  remoteNames(): string[];
  TEMPLATE: string;
};
const ROOT = path.resolve(__dirname, '../../..');

/** The code that runs on the share scope's modules: every remote, the template, shared's subpaths the remotes build. */
const REMOTE_CODE = [
  ...remoteNames().map((name) => `${name}/src`),
  `${TEMPLATE}/src`,
  ...['remote', 'form', 'contracts/validation', 'dates', 'ui/records'].map((dir) => `shared/src/${dir}`),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each value import of `packages` in `file`: the name, or '*' for a namespace or default import (which would see only some names). */
function valueImports(file: string, packages: readonly string[]): { pkg: string; name: string }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: { pkg: string; name: string }[] = [];
  for (const node of source.statements) {
    const from =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : null;
    if (from === null || !packages.includes(from)) continue;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) found.push({ pkg: from, name: '*' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) found.push({ pkg: from, name: '*' });
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements)
          if (!element.isTypeOnly) found.push({ pkg: from, name: (element.propertyName ?? element.name).text });
      }
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      const clause = node.exportClause;
      if (!clause || !ts.isNamedExports(clause)) found.push({ pkg: from, name: '*' });
      else
        for (const element of clause.elements)
          if (!element.isTypeOnly) found.push({ pkg: from, name: (element.propertyName ?? element.name).text });
    }
  }
  return found;
}

describe("the shell's shared singletons in the federation share scope", () => {
  it('are exactly the ones the build says the shell provides (the remotes consume them with no copy of their own)', () => {
    expect([...Object.keys(SHELL_SHARED_MODULES), ...Object.keys(SHELL_SHARED_LOADERS)].sort()).toEqual(
      Object.keys(sharedVersions()).sort(),
    );
  });

  it("are the shell's own modules, handed over as singletons of the build's version", async () => {
    const shared = sharedOption(sharedVersions());
    const react = shared['react'] as {
      version: string;
      lib: () => unknown;
      shareConfig: { singleton: boolean; requiredVersion: string };
    };
    expect(react.version).toBe(React.version);
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: `^${React.version}`, strictVersion: false });
    // What a remote's `import { useState } from 'react'` reads.
    expect((react.lib() as typeof React).useState).toBe(React.useState);
  });

  it("hand @croupier/shared's root over when a remote first asks for it, the very modules the shell runs on (its toasts, its api client)", async () => {
    const entry = sharedOption(sharedVersions())['@croupier/shared'] as {
      lib?: unknown;
      get: () => Promise<() => typeof croupierShared>;
    };
    expect(entry.lib).toBeUndefined();
    const shared = (await entry.get())();
    expect(shared.createApiClient).toBe(croupierShared.createApiClient);
    expect(shared.toast).toBe(croupierShared.toast);
  });

  it('hand dayjs over only when a remote first asks for it (a getter the runtime awaits), the same dayjs', async () => {
    const entry = sharedOption(sharedVersions())['dayjs'] as {
      lib?: unknown;
      get: () => Promise<() => { default: unknown }>;
    };
    expect(entry.lib).toBeUndefined();
    const factory = await entry.get();
    expect(factory().default).toBe(dayjs);
  });

  it('narrow react-i18next, React Query and single-spa to the names the remotes import, each the package’s own export', () => {
    const packages = Object.keys(NARROWED);
    const files = REMOTE_CODE.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    const imports = files.flatMap((file) =>
      valueImports(file, packages).map((use) => ({ ...use, file: path.relative(ROOT, file) })),
    );
    // The scan sees the imports it must (a broken scan would pass anything).
    expect(
      imports.filter((use) => use.pkg === 'react-i18next' && use.name === 'useTranslation').length,
    ).toBeGreaterThan(20);
    expect(
      imports.filter((use) => use.pkg === '@tanstack/react-query' && use.name === 'useQuery').length,
    ).toBeGreaterThan(10);
    const missing = imports
      .filter(({ pkg, name }) => !(name in (NARROWED[pkg] ?? {})))
      .map(({ pkg, name, file }) => `${file}: ${name} from ${pkg}`);
    expect(missing).toEqual([]);
    // Not a name a remote could read as undefined: each is the package's own export.
    for (const [name, value] of Object.entries(NARROWED['@tanstack/react-query'] ?? {}))
      expect(value).toBe((ReactQuery as Record<string, unknown>)[name]);
    expect(SHELL_SHARED_MODULES['react-i18next']).toBe(NARROWED['react-i18next']);
  });

  it('refuses a singleton whose version the build did not give (it would be registered as version 0)', () => {
    expect(() => sharedOption({}, { react: React })).toThrow('no version is known for the shared singleton react');
  });
});
