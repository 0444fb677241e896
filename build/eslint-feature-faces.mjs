// Feature folders inside each remote, as ESLint config blocks made from the manifest of remotes:
// a folder directly under a remote's src/ is a feature, and its index.ts is its face. Another
// feature, or a file at the top of src/ (app.tsx, routes.ts, i18n.ts...), imports it only through
// that index (croupier/no-feature-internals, eslint-rules.mjs). Tests may reach into any feature:
// they mock its modules and use its test kit.
import path from 'node:path';
import remotesManifest from './remotes.cjs';
import { TESTS } from './eslint-boundaries.mjs';
import { croupierPlugin } from './eslint-rules.mjs';

const SOURCES = '**/*.{ts,tsx,js,jsx,mjs,cjs}';

/** The folders of src/ that are no feature: translations (by area and language) and test support. */
export const EXEMPT_FOLDERS = ['locales', 'testing'];

/**
 * Remotes whose features import each other's files: each joins the rule once every feature the
 * others use has an index.ts they import instead. A remote not listed here, a new one included,
 * is held to the rule.
 */
export const WITHOUT_FACES = [];

/**
 * @param {import('./remotes.cjs').Manifest} [manifest] the manifest of remotes (default: the real one)
 * @param {{ without?: string[] }} [options] the remotes left out (default: WITHOUT_FACES)
 * @returns {import('eslint').Linter.Config[]}
 */
export function featureFaces(manifest = remotesManifest.MANIFEST, { without = WITHOUT_FACES } = {}) {
  return [...remotesManifest.remoteNames(manifest), remotesManifest.TEMPLATE]
    .filter((app) => !without.includes(app))
    .map((app) => ({
      files: [`${app}/src/${SOURCES}`],
      ignores: TESTS,
      plugins: { croupier: croupierPlugin },
      rules: {
        'croupier/no-feature-internals': ['error', { src: path.join(remotesManifest.ROOT, app, 'src'), exempt: EXEMPT_FOLDERS }],
      },
    }));
}
