// Feature folders inside a remote, as the repository's ESLint config enforces them: fixture code
// linted through ESLint's Node API as if it were a file of the named remote. (The config module is
// imported and handed over whole, as in eslint-boundaries.test.ts.)
import path from 'node:path';
import { ESLint } from 'eslint';
import config from '../../eslint.config.mjs';
import { featureFaces } from '../../build/eslint-feature-faces.mjs';
import remotesManifest from '../../build/remotes.cjs';

const ROOT = path.join(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

const RULE = 'croupier/no-feature-internals';

/** The feature-face problems ESLint reports for `code` in `filePath`, by source (a parse error fails the test). */
async function reachingIn(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result!.messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(`${filePath} does not parse: ${fatal[0]!.message}`);
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => /'([^']+)'/.exec(m.message)?.[1] ?? m.message);
}

jest.setTimeout(30_000);

describe('a feature of a remote is imported only through its index.ts', () => {
  it("fails another feature's files, in every import form, and names the face to use", async () => {
    const code = [
      "import { GameGrid } from '../lists/components/game-grid.js';",
      "export { gameName } from '../lists/game-name.js';",
      "export const modal = () => import('../demo/demo-providers-modal.js');",
      "export const frame = () => require('../launcher/game-frame.js');",
      'export const any = (name: string) => import(`../sport/${name}.js`);',
      'export { GameGrid };',
    ].join('\n');
    expect(await reachingIn(code, 'mf-games/src/pages/fixture.tsx')).toEqual([
      '../lists/components/game-grid.js',
      '../lists/game-name.js',
      '../demo/demo-providers-modal.js',
      '../launcher/game-frame.js',
      '../sport/',
    ]);
    const [result] = await eslint.lintText(
      "import { gameName } from '../../lists/game-name.js';\nexport { gameName };\n",
      {
        filePath: 'mf-games/src/demo/api/fixture.ts',
      },
    );
    expect(result!.messages.find((m) => m.ruleId === RULE)?.message).toContain(
      "import its face, '../../lists/index.js'",
    );
  });

  it('holds for the files at the top of src/ too', async () => {
    const code = "import { useListRefresh } from './lists/use-list-refresh.js';\nexport { useListRefresh };\n";
    expect(await reachingIn(code, 'mf-games/src/fixture.tsx')).toEqual(['./lists/use-list-refresh.js']);
    expect(
      await reachingIn(
        "import { page } from './pages/fixture-page.js';\nexport { page };\n",
        'remote-template/src/fixture.ts',
      ),
    ).toEqual(['./pages/fixture-page.js']);
  });

  it("passes a face, the feature's own files, the top of src/, translations, and packages", async () => {
    const code = [
      "import { useLauncher } from '../launcher/index.js';",
      "import { DemoPlay } from '../demo';",
      "import { useGameList } from '../lists/index.js';",
      "import { GameSection } from './components/game-section.js';",
      "import { gamesKeys } from '../query-keys.js';",
      "import en from '../locales/lists/en_US.json';",
      "import { GT_SLOT } from '@croupier/shared';",
      'export const locale = (area: string) => import(`../locales/${area}/en_US.json`);',
      'export { useLauncher, DemoPlay, useGameList, GameSection, gamesKeys, en, GT_SLOT };',
    ].join('\n');
    expect(await reachingIn(code, 'mf-games/src/lists/fixture.tsx')).toEqual([]);
    expect(
      await reachingIn("import { GamesApp } from './games-app.js';\nexport { GamesApp };\n", 'mf-games/src/fixture.ts'),
    ).toEqual([]);
  });

  it('refuses a stylesheet in a face where the remote declares sideEffects (webpack may leave the face out)', async () => {
    const code = "import './styles.css';\nexport { LoginForm } from './login-form.js';\n";
    const styleProblems = async (filePath: string) =>
      (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    expect(await styleProblems('mf-auth/src/login/index.ts')).toHaveLength(1);
    expect(await styleProblems('mf-auth/src/login/login-view.tsx')).toEqual([]);
    expect(await styleProblems('mf-games/src/lists/index.ts')).toEqual([]);
  });

  it("lets tests reach in: they mock a feature's modules and use its test kit", async () => {
    const code = [
      "import { mountGames } from '../lists/test-kit.js';",
      "jest.mock('../launcher/launcher-loader.js');",
      'export { mountGames };',
    ].join('\n');
    expect(await reachingIn(code, 'mf-games/src/pages/fixture.test.tsx')).toEqual([]);
  });
});

describe('featureFaces (build/eslint-feature-faces.mjs)', () => {
  const linted = (manifest = remotesManifest.MANIFEST) =>
    featureFaces(manifest)
      .filter((block) => block.plugins)
      .flatMap((block) => block.files ?? []);

  it('holds every remote of the manifest and the template', () => {
    const held = remotesManifest.remoteNames();
    expect(linted()).toEqual(
      [...held, remotesManifest.TEMPLATE].map((app) => `${app}/src/**/*.{ts,tsx,js,jsx,mjs,cjs}`),
    );
  });

  it('holds a remote added to the manifest from the start', () => {
    const manifest = {
      ...remotesManifest.MANIFEST,
      remotes: [...remotesManifest.MANIFEST.remotes, { ...remotesManifest.MANIFEST.remotes[0]!, name: 'mf-new' }],
    };
    expect(linted(manifest)).toContain('mf-new/src/**/*.{ts,tsx,js,jsx,mjs,cjs}');
  });
});
