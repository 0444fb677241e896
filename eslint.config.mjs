// Lint for the whole repository (npx eslint .): typescript-eslint's recommended rules (not the
// type-checked set, for speed), the rules of React hooks, and the boundaries of the design:
// a remote never imports another remote or the shell, the shell never imports a remote,
// shared never imports an app, the api takes only the node-safe contracts from shared, and
// nothing imports a remote by its Module Federation id (build/eslint-boundaries.mjs).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { appBoundaries, TESTS } from './build/eslint-boundaries.mjs';
import { featureFaces } from './build/eslint-feature-faces.mjs';
import { shellZones } from './build/eslint-shell-zones.mjs';
import remotesManifest from './build/remotes.cjs';

// The front end is the shell and the remotes of the manifest (shared/src/contracts/remotes.json),
// and the template a new remote is copied from (linted as the remote it becomes).
const APPS = [...remotesManifest.appNames(), remotesManifest.TEMPLATE];

const STORAGE_GLOBALS = ['localStorage', 'sessionStorage'];
const STORAGE_MESSAGE =
  "use browserStorage('local' | 'session') from @croupier/shared: it falls back to memory when the browser blocks storage";

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
  // The operator console too (its own app: not a remote, no shared code, its own router).
  {
    files: [`{shared,${[...APPS, remotesManifest.CONSOLE].join(',')}}/src/**/*.{ts,tsx}`],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      ...Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'warn'])),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  // Storage goes through shared's browserStorage (shared/src/stores/browser-storage.ts): a browser
  // that blocks site data throws on window.localStorage / sessionStorage, and the page must still
  // start. Tests may look at the real storage.
  {
    files: [`{shared,${APPS.join(',')}}/src/**/*.{ts,tsx}`],
    ignores: [...TESTS, 'shared/src/stores/browser-storage.ts'],
    rules: {
      'no-restricted-globals': ['error', ...STORAGE_GLOBALS.map((name) => ({ name, message: STORAGE_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...STORAGE_GLOBALS.map((property) => ({ property, message: STORAGE_MESSAGE })),
      ],
    },
  },
  // The router is the shell's and not a shared singleton (build/shared-singletons.cjs): a remote
  // navigates with the location and navigate props (its own copy would not see the shell's
  // history, and even matchPath alone costs a remote 11 KB gzip of react-router).
  {
    files: [`{${APPS.filter((app) => app !== 'shell').join(',')}}/src/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "the router is the shell's: use the location and navigate props (RemoteProps)",
          })),
        },
      ],
    },
  },
  // Node: the api, scripts, build and tool configuration.
  {
    files: [
      'api/**',
      'scripts/**',
      'build/**',
      'e2e/**',
      '*.{js,mjs,cjs}',
      '*/*.config.{js,mjs,cjs,ts}',
      '*/jest.config.cjs',
    ],
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
  // Specs take `test` from support/test.ts: it fails a test on a Content-Security-Policy violation.
  {
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "import from '../support/test.js' (Playwright's, plus the policy-violation check)",
            },
          ],
        },
      ],
    },
  },

  // The api's services are grouped by domain (api/src/services/<domain>/); a domain's index.ts is
  // its face. Code outside a domain (the routes, other domains, the composition in
  // services/index.ts) imports the domain only through that index.
  ...[
    { files: ['api/src/**/*.ts'], ignores: ['api/src/services/**'], regex: '(^|/)services/[^/]+/(?!index\\.js$)[^/]+' },
    { files: ['api/src/services/*/**/*.ts'], regex: '^\\.\\./[^./][^/]*/(?!index\\.js$)' },
    { files: ['api/src/services/index.ts'], regex: '^\\./[^/]+/(?!index\\.js$)' },
  ].map(({ files, ignores = [], regex }) => ({
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex, message: 'outside services/<domain>/, import the domain through its index.js (its face)' },
          ],
        },
      ],
    },
  })),

  // Boundaries between the apps (docs/architecture.md), from the manifest of remotes: every import
  // form (static, import(), require()) and Module Federation ids. build/eslint-boundaries.mjs.
  ...appBoundaries(),

  // Feature folders inside each remote: another feature imports one only through its index.ts
  // (build/eslint-feature-faces.mjs).
  ...featureFaces(),

  // Zones inside the shell (build/eslint-shell-zones.mjs).
  ...shellZones(),
]);
