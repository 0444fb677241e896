// Feature folders inside each remote, as ESLint config blocks made from the manifest of remotes:
// a folder directly under a remote's src/ is a feature, and its index.ts is its face. Another
// feature, or a file at the top of src/ (app.tsx, routes.ts, i18n.ts...), imports it only through
// that index (croupier/no-feature-internals, eslint-rules.mjs). Tests may reach into any feature:
// they mock its modules and use its test kit.
import fs from 'node:fs';
import path from 'node:path';
import remotesManifest from './remotes.cjs';
import { TESTS } from './eslint-boundaries.mjs';
import { croupierPlugin } from './eslint-rules.mjs';

const SOURCES = '**/*.{ts,tsx,js,jsx,mjs,cjs}';

/** The folders of src/ that are no feature: translations (by area and language) and test support. */
export const EXEMPT_FOLDERS = ['locales', 'testing'];

/**
 * Every remote of the manifest, a new one included, and the template are held to the rule.
 * @param {import('./remotes.cjs').Manifest} [manifest] the manifest of remotes (default: the real one)
 * @returns {import('eslint').Linter.Config[]}
 */
export function featureFaces(manifest = remotesManifest.MANIFEST) {
  const apps = [...remotesManifest.remoteNames(manifest), remotesManifest.TEMPLATE];
  return [...apps.map(faceRule), ...apps.filter(declaresSideEffects).map(noStylesInFaces)];
}

/** Whether the app's package.json lists its side effects (webpack may then skip a face's module). */
function declaresSideEffects(app) {
  const file = path.join(remotesManifest.ROOT, app, 'package.json');
  return fs.existsSync(file) && 'sideEffects' in JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Where a package declares `sideEffects` without its faces, webpack wires an import of a face
 * straight to the modules the face re-exports and leaves the face out, with any stylesheet it
 * imports: the styles would silently go missing from the build.
 */
function noStylesInFaces(app) {
  return {
    files: [`${app}/src/*/index.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/\\.css$/]',
          message: `${app} declares sideEffects, so webpack may leave a face out of the build with its stylesheet: import the CSS in the component that needs it.`,
        },
      ],
    },
  };
}

function faceRule(app) {
  return {
    files: [`${app}/src/${SOURCES}`],
    ignores: TESTS,
    plugins: { croupier: croupierPlugin },
    rules: {
      'croupier/no-feature-internals': [
        'error',
        { src: path.join(remotesManifest.ROOT, app, 'src'), exempt: EXEMPT_FOLDERS },
      ],
    },
  };
}
