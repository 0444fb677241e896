// remote-template/ (README "How to add a remote", step 2) stays in step with the real remotes:
// a copy gets the configuration and dependencies a remote of today has. Its own tests (jest
// project remote-template) check its page and translations against this contract; the
// add-a-remote test builds a copy of it.
import fs from 'node:fs';
import path from 'node:path';
import remotesManifest from '../../build/remotes.cjs';
import { workspaceFolders } from '../lib/workspaces.mjs';

const ROOT = path.join(__dirname, '..', '..');
const { TEMPLATE } = remotesManifest;
const REMOTES = remotesManifest.remoteNames();

interface PackageJson {
  name: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
const read = (folder: string, file: string) => fs.readFileSync(path.join(ROOT, folder, file), 'utf8');
const packageJson = (folder: string) => JSON.parse(read(folder, 'package.json')) as PackageJson;
const versions = (p: PackageJson) => ({ ...p.dependencies, ...p.devDependencies });

describe(`the remote template (${TEMPLATE}/)`, () => {
  const template = packageJson(TEMPLATE);

  it('is neither a workspace nor a remote of the manifest: nothing installs, builds or serves it', () => {
    expect(workspaceFolders(ROOT)).not.toContain(TEMPLATE);
    expect(REMOTES).not.toContain(TEMPLATE);
    expect(remotesManifest.jestProjects()).toContain(`<rootDir>/${TEMPLATE}`);
  });

  it.each(['webpack.config.cjs', 'jest.config.cjs', 'tsconfig.json', 'src/index.ts', 'src/globals.d.ts'])(
    "has every remote's %s",
    (file) => {
      const differing = REMOTES.filter((remote) => read(remote, file) !== read(TEMPLATE, file));
      expect(differing).toEqual([]);
    },
  );

  it("is named by the placeholder step 2 replaces, with every remote's scripts", () => {
    expect(template.name).toBe('@croupier/mf-template');
    for (const remote of REMOTES) expect([remote, packageJson(remote).scripts]).toEqual([remote, template.scripts]);
  });

  it('depends on what every remote depends on, at the versions the remotes use, and on nothing more', () => {
    const remotes = REMOTES.map((remote) => versions(packageJson(remote)));
    const common = Object.keys(remotes[0]!).filter((name) => remotes.every((r) => name in r));
    expect(Object.keys(versions(template)).sort()).toEqual(common.sort());
    const promotions = versions(packageJson('mf-promotions'));
    for (const [name, version] of Object.entries(versions(template))) {
      expect([name, version]).toEqual([name, promotions[name]]);
      expect(remotes.filter((r) => r[name] !== version)).toEqual([]);
    }
  });
});
