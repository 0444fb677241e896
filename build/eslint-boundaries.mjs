// The boundaries between the apps (docs/architecture.md), as ESLint config blocks made from the
// manifest of remotes: a remote never imports another remote or the shell, the shell never
// imports a remote, shared never imports an app, the api takes only the node-safe contracts from
// shared; and nothing imports a remote by its Module Federation id. Every import form counts
// (static, re-export, import(), require()): the rules are the repository's own (eslint-rules.mjs),
// so a block that sets no-restricted-imports for finer zones inside an app cannot switch them off.
import remotesManifest from './remotes.cjs';
import { croupierPlugin } from './eslint-rules.mjs';

const SOURCES = '**/*.{ts,tsx,js,jsx,mjs,cjs}';
export const TESTS = ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/src/test/**', '**/src/testing/**'];

/** Imports of the named packages, by package name (@croupier/x) or by a relative path into their folder (../../x/src/...). */
function packagesPattern(names, message) {
  const alt = names.join('|');
  return [
    { regex: `^@croupier/(${alt})(/|$)`, message },
    { regex: `^(\\.\\./)+(${alt})/(src|dist)(/|$)`, message },
  ];
}

function zone(folder, patterns, { testsOnly = false, ignores = [] } = {}) {
  return {
    files: testsOnly ? TESTS.map((t) => `${folder}/${t}`) : [`${folder}/${SOURCES}`],
    ignores,
    plugins: { croupier: croupierPlugin },
    rules: { 'croupier/no-cross-app-import': ['error', { patterns }] },
  };
}

/**
 * @param {import('./remotes.cjs').Manifest} [manifest] the manifest of remotes (default: the real one)
 * @returns {import('eslint').Linter.Config[]}
 */
export function appBoundaries(manifest = remotesManifest.MANIFEST) {
  const remotes = remotesManifest.remoteNames(manifest);
  const apps = remotesManifest.appNames(manifest);
  // The operator console (console/) is an app of its own origin: it imports no other workspace,
  // and nothing members load (nor the api) imports it.
  const noConsole = packagesPattern(
    [remotesManifest.CONSOLE],
    'The operator console is an app of its own: nothing else imports it.',
  );
  return [
    ...remotes.map((remote) =>
      zone(remote, [
        ...packagesPattern(
          apps.filter((app) => app !== remote),
          `${remote} is a remote: it never imports the shell or another remote. Go through the bus, the stores or @croupier/shared.`,
        ),
        ...noConsole,
      ]),
    ),
    // The template a new remote is copied from is a remote too.
    zone(remotesManifest.TEMPLATE, [
      ...packagesPattern(apps, 'The remote template becomes a remote: it never imports the shell or a remote.'),
      ...noConsole,
    ]),
    zone('shell', [
      ...packagesPattern(remotes, 'The shell loads remotes at run time (Module Federation); it never imports one.'),
      ...noConsole,
    ]),
    zone(
      'shared',
      packagesPattern(
        [...apps, remotesManifest.CONSOLE, 'api'],
        '@croupier/shared is the contract below the apps: it never imports the shell, a remote or the api.',
      ),
      {
        ignores: TESTS,
      },
    ),
    // Its tests may start the reference api's real servers as fixtures, but still no app.
    zone(
      'shared',
      packagesPattern(
        [...apps, remotesManifest.CONSOLE],
        '@croupier/shared never imports the shell or a remote, not even in tests.',
      ),
      { testsOnly: true },
    ),
    zone('api', [
      ...packagesPattern([...apps, remotesManifest.CONSOLE], 'The api never imports front-end code.'),
      {
        regex: '^@croupier/shared(/(?!contracts$).*)?$',
        message: "The api takes only '@croupier/shared/contracts' (node-safe) from shared, not the browser entry.",
      },
      {
        regex: '^(\\.\\./)+shared/(src|dist)(/|$)',
        message: "Import '@croupier/shared/contracts', not shared's files.",
      },
    ]),
    zone(
      remotesManifest.CONSOLE,
      packagesPattern(
        [...apps, 'shared', 'api'],
        'The operator console is an app of its own origin: it imports no other workspace, not even @croupier/shared.',
      ),
    ),
    // A remote's Module Federation id, anywhere: remotes are loaded by the shell's registry only.
    {
      files: [SOURCES],
      plugins: { croupier: croupierPlugin },
      rules: {
        'croupier/no-federation-id': ['error', { federationNames: manifest.remotes.map((r) => r.federationName) }],
      },
    },
  ];
}
