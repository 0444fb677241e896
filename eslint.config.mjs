// Lint for the whole repository (npx eslint .): typescript-eslint's recommended rules (not the
// type-checked set, for speed), the rules of React hooks, and the boundaries of the design:
// a remote never imports another remote or the shell, the shell never imports a remote,
// shared never imports an app, and the api takes only the node-safe contracts from shared.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import remotesManifest from './build/remotes.cjs';

// The remotes are the manifest's (shared/src/contracts/remotes.json): a new remote gets its zone.
const REMOTES = remotesManifest.remoteNames();
const APPS = remotesManifest.appNames();
const SOURCES = '**/*.{ts,tsx,js,jsx,mjs,cjs}';

/**
 * Imports of the named packages, by package name (@croupier/x) or by a relative path
 * into their folder (../../x/src/...).
 */
function packagesPattern(names, message) {
  const alt = names.join('|');
  return [
    { regex: `^@croupier/(${alt})(/|$)`, message },
    { regex: `^(\\.\\./)+(${alt})/(src|dist)(/|$)`, message },
  ];
}

const TESTS = ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/src/test/**', '**/src/testing/**'];

function boundary(folder, patterns, { testsOnly = false, ignores = [] } = {}) {
  return {
    files: testsOnly ? TESTS.map((t) => `${folder}/${t}`) : [`${folder}/${SOURCES}`],
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

// Zones inside the shell (shell/README.md, "How the shell is organised"): an area imports only
// areas below it. app/ (boot, the tree) is the top and no area imports it; services/ (what boot
// hands down) is the bottom and imports no area; templates/ compose the parts of layout/, never
// the reverse. Tests and the shell's test support may compose anything. The rule is
// typescript-eslint's twin of no-restricted-imports, so it adds to the boundaries above instead
// of replacing them. (Its import sits here to keep the block in one piece.)
import fs from 'node:fs';

const SHELL_SRC = 'shell/src';
const SHELL_AREAS = fs
  .readdirSync(new URL(`./${SHELL_SRC}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'test')
  .map((entry) => entry.name);
const SHELL_ZONE_MESSAGES = {
  app: 'app/ is the top of the shell (boot, the tree): no area imports it. What boot hands down is in services/.',
  templates: 'layout/ holds the parts that templates/ compose into frames: templates import layout, never the reverse.',
  services: 'services/ is the bottom of the shell (what boot hands down): it imports no other area.',
};
/** The areas each area may not import, with the reason. */
function shellForbidden(area) {
  if (area === 'services') return SHELL_AREAS.filter((a) => a !== area).map((a) => [a, SHELL_ZONE_MESSAGES.services]);
  const forbidden = area === 'app' ? [] : [['app', SHELL_ZONE_MESSAGES.app]];
  if (area === 'layout') forbidden.push(['templates', SHELL_ZONE_MESSAGES.templates]);
  return forbidden;
}
const shellZones = () =>
  SHELL_AREAS.map((area) => ({
    files: [`${SHELL_SRC}/${area}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: shellForbidden(area).map(([to, message]) => ({ regex: `^(\\.\\./)+${to}/`, message })) },
      ],
    },
  }));

export default defineConfig([
  {
    ignores: [
      '**/dist/',
      '**/node_modules/',
      '**/.nx/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      '.test-results/',
      'e2e/.stack/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed parameters and rest siblings are intentionally unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },

  // Front end: browser globals and the rules of hooks. The plugin's React Compiler checks
  // (refs, globals, immutability, ...) only warn: this code base does not use the compiler.
  {
    files: [`{shared,${APPS.join(',')}}/src/**/*.{ts,tsx}`],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      ...Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'warn'])),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  // Node: the api, scripts, build and tool configuration.
  {
    files: ['api/**', 'scripts/**', 'build/**', 'e2e/**', '*.{js,mjs,cjs}', '*/*.config.{js,mjs,cjs,ts}', '*/jest.config.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // A CommonJS module scope may shadow a global (e.g. a polyfill of TextEncoder).
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  // Tests: jest globals beside the code; the e2e tests run code in the page too.
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Boundaries (design.md, style.md 2).
  ...REMOTES.map((remote) =>
    boundary(
      remote,
      packagesPattern(
        APPS.filter((app) => app !== remote),
        `${remote} is a remote: it never imports the shell or another remote. Go through the bus, the stores or @croupier/shared.`,
      ),
    ),
  ),
  boundary('shell', packagesPattern(REMOTES, 'The shell loads remotes at run time (Module Federation); it never imports one.')),
  boundary('shared', packagesPattern([...APPS, 'api'], '@croupier/shared is the contract below the apps: it never imports the shell, a remote or the api.'), {
    ignores: TESTS,
  }),
  // Its tests may start the reference api's real servers as fixtures, but still no app.
  boundary('shared', packagesPattern(APPS, '@croupier/shared never imports the shell or a remote, not even in tests.'), {
    testsOnly: true,
  }),
  boundary('api', [
    ...packagesPattern(APPS, 'The api never imports front-end code.'),
    {
      regex: '^@croupier/shared(/(?!contracts$).*)?$',
      message: "The api takes only '@croupier/shared/contracts' (node-safe) from shared, not the browser entry.",
    },
    { regex: '^(\\.\\./)+shared/(src|dist)(/|$)', message: "Import '@croupier/shared/contracts', not shared's files." },
  ]),

  // Zones inside the shell (SHELL_AREAS above).
  ...shellZones(),
]);
