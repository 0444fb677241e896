// The boundaries between the apps, as the repository's ESLint config enforces them: fixture code
// linted through ESLint's Node API as if it were a file of the named app. (The config module is
// imported and handed over whole: ESLint's own loading of eslint.config.mjs needs a dynamic
// import() that jest's sandbox does not allow.)
import path from 'node:path';
import { ESLint } from 'eslint';
import config from '../../eslint.config.mjs';

const ROOT = path.join(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

const BOUNDARY_RULES = ['croupier/no-cross-app-import', 'croupier/no-federation-id', 'no-restricted-imports'];

/** The boundary problems ESLint reports for `code` in `filePath`, as `rule: source` (a parse error fails the test). */
async function boundaryProblems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result!.messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(`${filePath} does not parse: ${fatal[0]!.message}`);
  return result!.messages
    .filter((m) => m.ruleId && BOUNDARY_RULES.includes(m.ruleId))
    .map((m) => `${m.ruleId}: ${/'([^']+)'/.exec(m.message)?.[1] ?? m.message}`);
}

jest.setTimeout(30_000);

describe('a Module Federation id is never imported', () => {
  it.each(['shell/src/fixture.ts', 'mf-games/src/fixture.ts', 'shell/src/layout/fixture.tsx'])(
    'in %s: statically, with import(), in a template',
    async (file) => {
      const code = [
        "import loginModal from 'mf_auth/login-modal';",
        "export const app = () => import('mf_auth/app');",
        'export const any = (name: string) => import(`mf_promotions/${name}`);',
        'export { loginModal };',
      ].join('\n');
      expect(await boundaryProblems(code, file)).toEqual([
        'croupier/no-federation-id: mf_auth/login-modal',
        'croupier/no-federation-id: mf_auth/app',
        'croupier/no-federation-id: mf_promotions/',
      ]);
    },
  );

  it('while the same ids as plain strings (the registry asks the runtime for them) pass', async () => {
    const code =
      "declare function loadRemote(id: string): Promise<unknown>;\nexport const app = () => loadRemote('mf_auth/app');\n";
    expect(await boundaryProblems(code, 'shell/src/remotes/fixture.ts')).toEqual([]);
  });
});

describe('an app does not import another, in any import form', () => {
  it('the shell: a remote by a relative path or by package, with import() as well as statically', async () => {
    const code = [
      "import { x } from '@croupier/mf-games';",
      "export const a = () => import('../../mf-games/src/launcher/controller.js');",
      "export const b = () => import('@croupier/mf-games');",
      'export const c = (f: string) => import(`../../mf-proxy/src/${f}`);',
      'export { x };',
    ].join('\n');
    expect(await boundaryProblems(code, 'shell/src/fixture.ts')).toEqual([
      'croupier/no-cross-app-import: @croupier/mf-games',
      'croupier/no-cross-app-import: ../../mf-games/src/launcher/controller.js',
      'croupier/no-cross-app-import: @croupier/mf-games',
      'croupier/no-cross-app-import: ../../mf-proxy/src/',
    ]);
  });

  it('a remote: another remote or the shell, statically, with import() or require()', async () => {
    const code = [
      "import { useLogin } from '@croupier/mf-auth';",
      "import '../../mf-auth/src/app.js';",
      "export { useLogin } from '../../mf-auth/src/login/use-login.js';",
      "export const shell = () => import('@croupier/shell');",
      "export const cjs = () => require('../../shell/src/app/app.js');",
    ].join('\n');
    expect(await boundaryProblems(code, 'mf-games/src/fixture.ts')).toEqual([
      'croupier/no-cross-app-import: @croupier/mf-auth',
      'croupier/no-cross-app-import: ../../mf-auth/src/app.js',
      'croupier/no-cross-app-import: ../../mf-auth/src/login/use-login.js',
      'croupier/no-cross-app-import: @croupier/shell',
      'croupier/no-cross-app-import: ../../shell/src/app/app.js',
    ]);
  });

  it('shared imports no app, and the api takes only the contracts from shared', async () => {
    expect(
      await boundaryProblems("export const s = () => import('@croupier/shell');\n", 'shared/src/fixture.ts'),
    ).toEqual(['croupier/no-cross-app-import: @croupier/shell']);
    expect(
      await boundaryProblems(
        "import { createStores } from '@croupier/shared';\nexport { createStores };\n",
        'api/src/fixture.ts',
      ),
    ).toEqual(['croupier/no-cross-app-import: @croupier/shared']);
  });

  it('while @croupier/shared, a file of the same app and its lazy chunks are fine', async () => {
    const code = [
      "import { REMOTES_MANIFEST } from '@croupier/shared';",
      "import { NAMESPACE } from './i18n.js';",
      'export const locale = (language: string) => import(`./locales/${language}.json`);',
      "export const page = () => import('./pages/deposit-page.js');",
      'export { REMOTES_MANIFEST, NAMESPACE };',
    ].join('\n');
    expect(await boundaryProblems(code, 'shell/src/fixture.ts')).toEqual([]);
    expect(await boundaryProblems(code, 'mf-member-center/src/fixture.ts')).toEqual([]);
    expect(
      await boundaryProblems(
        "import { API_PREFIX } from '@croupier/shared/contracts';\nexport { API_PREFIX };\n",
        'api/src/fixture.ts',
      ),
    ).toEqual([]);
  });
});

describe('the operator console is an app of its own', () => {
  it('imports no other workspace, not even @croupier/shared', async () => {
    const code = [
      "import { createStores } from '@croupier/shared';",
      "export const shell = () => import('../../shell/src/index.js');",
      'export { createStores };',
    ].join('\n');
    expect(await boundaryProblems(code, 'console/src/fixture.ts')).toEqual([
      'croupier/no-cross-app-import: @croupier/shared',
      'croupier/no-cross-app-import: ../../shell/src/index.js',
    ]);
  });

  it('and nothing members load, nor the api, imports it', async () => {
    const code = "export const c = () => import('@croupier/console');\n";
    for (const file of [
      'shell/src/fixture.ts',
      'mf-games/src/fixture.ts',
      'shared/src/fixture.ts',
      'api/src/fixture.ts',
    ]) {
      expect(await boundaryProblems(code, file)).toEqual(['croupier/no-cross-app-import: @croupier/console']);
    }
  });
});
