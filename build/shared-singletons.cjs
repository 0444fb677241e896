// Packages that must exist once in the page. Sub-paths are listed on their own:
// sharing 'react-dom' does not cover 'react-dom/client' (see toolchain.md).
// Also read by the e2e singleton test and by scripts/size.mjs.
//
// Not shared: react-router-dom. Only the shell renders routes (one BrowserRouter, one history);
// a remote gets location and navigate as props and imports no router (ESLint: eslint.config.mjs). A shared module is never tree-shaken: shared,
// the router would cost 60 KB gzip before the first render; bundled into the shell, only what it uses.

const path = require('node:path');
const root = path.resolve(__dirname, '..');
const version = (pkg) => require(path.join(root, 'node_modules', pkg, 'package.json')).version;

const PACKAGES = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  zustand: 'zustand',
  '@tanstack/react-query': '@tanstack/react-query',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  'single-spa': 'single-spa',
  'single-spa-react': 'single-spa-react',
  '@croupier/shared': '@croupier/shared',
  // Its subpaths, each loaded when something imports it: the valibot schemas (forms) and a remote's
  // entry kit (defineRemote, single-spa-react) stay out of the shell's first render; the shell hands
  // each over from a chunk of its own. What holds state lives in the root entry; a subpath takes it
  // from there through the share scope.
  '@croupier/shared/validation': '@croupier/shared',
  '@croupier/shared/remote': '@croupier/shared',
  // '@croupier/shared/dates' extends dayjs with the utc and timezone plugins: one copy, extended
  // once in the page. The shell hands it over when a remote first asks (SHELL_SHARED_LOADERS).
  dayjs: 'dayjs',
};

const SHARED_SINGLETONS = Object.fromEntries(
  Object.entries(PACKAGES).map(([request, pkg]) => [
    request,
    { singleton: true, requiredVersion: `^${version(pkg)}`, version: version(pkg), strictVersion: false },
  ]),
);

/**
 * The singletons the shell provides (all of them: shell/src/remotes/shared-modules.ts), with the
 * versions its runtime registers them under.
 */
function sharedVersions() {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([request, { version, requiredVersion }]) => [
      request,
      { version, requiredVersion },
    ]),
  );
}

module.exports = { SHARED_SINGLETONS, SINGLETON_PACKAGES: [...new Set(Object.values(PACKAGES))], sharedVersions };
