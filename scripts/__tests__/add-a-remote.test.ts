// "How to add a remote" (README) is true: one entry in the manifest of remotes and one folder,
// and every piece of the repository picks the new remote up. The test adds a throwaway remote
// the README's way — remote-template/ copied, renamed in the files step 2 names — into a scratch
// root under .test-results/ (ignored by git; node resolution from there still reaches
// node_modules), with the manifest extended by its entry, and then sees it typechecked and its
// tests pass, built, served, listed by the api, registered and routed by the shell, zoned by
// ESLint, a jest project and deployed by compose.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import type { FastifyInstance } from 'fastify';
import { matchRoutes } from 'react-router-dom';
import type { RemotesManifest, SiteDetail, SiteModule } from '@croupier/shared/contracts';
// The manifest's own check (not part of the contracts apps import).
import { readRemotesManifest } from '../../shared/src/contracts/remotes-schema.js';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/database.js';
import { seedIfEmpty } from '../../api/src/db/seed.js';
import { seedModules } from '../../api/src/db/seed-data.js';
import { appBoundaries } from '../../build/eslint-boundaries.mjs';
import remotesManifest from '../../build/remotes.cjs';
import { remoteConfig } from '../../build/webpack.factory.cjs';
import { createRemoteRegistry, type FederationRuntime } from '../../shell/src/remotes/registry.js';
import { likelyNextRemotes } from '../../shell/src/remotes/preload.js';
import { remoteRoutes } from '../../shell/src/routing/remote-routes.js';
import { isMemberOnly } from '../../shell/src/routing/route-table.js';
import { composeFile } from '../generate-deploy.mjs';
import { freePort, stopPid } from '../lib/proc.mjs';
import { launchService, serviceSpecs } from '../stack.mjs';

const ROOT = path.join(__dirname, '..', '..');
const TEMPLATE = path.join(ROOT, remotesManifest.TEMPLATE);
const SCRATCH = path.join(ROOT, '.test-results', 'add-a-remote');
const NAME = 'mf-throwaway';
const FOLDER = path.join(SCRATCH, NAME);

/** README step 1: one entry in shared/src/contracts/remotes.json. */
const MANIFEST: RemotesManifest = readRemotesManifest({
  ...remotesManifest.MANIFEST,
  remotes: [
    ...remotesManifest.MANIFEST.remotes,
    {
      name: NAME,
      federationName: 'mf_throwaway',
      port: 3099,
      exposes: { './app': './src/app.tsx' },
      routes: [
        { path: '/throwaway', basePath: '/throwaway' },
        { path: '/throwaway/*', basePath: '/throwaway', access: 'member' },
      ],
      preload: ['guest'],
    },
  ],
});

const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const SECTION = /^## How to add a remote\n([\s\S]*?)(?=^## )/m.exec(README)?.[1] ?? '';
/** The numbered steps, each with its indented continuation lines. */
const STEPS = SECTION.split('\n')
  .filter((line) => /^\d+\. /.test(line) || /^ {3}\S/.test(line))
  .join('\n');
const STEP_2 = /^2\. [\s\S]*?(?=^\d+\. |$(?![\s\S]))/m.exec(STEPS)?.[0] ?? '';

/** Every source file under `dir` (not its build output), as paths relative to it. */
const filesIn = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => !/^(dist|node_modules)\//.test(f) && fs.statSync(path.join(dir, f)).isFile(),
  );
const containing = (dir: string, text: string) =>
  filesIn(dir).filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(text));

/**
 * README step 2, as written: copy the template, then in the template's files that step 2 names,
 * replace the placeholder name and the base path. What the step misses stays in the copy.
 */
function copyTemplate(to: string) {
  fs.cpSync(TEMPLATE, to, { recursive: true });
  const named = [...STEP_2.matchAll(/`([^`\s]+\.[a-z]+)`/g)]
    .map((m) => m[1]!)
    .filter((f) => fs.existsSync(path.join(TEMPLATE, f)));
  for (const file of named) {
    const target = path.join(to, file);
    fs.writeFileSync(
      target,
      fs.readFileSync(target, 'utf8').replaceAll('mf-template', NAME).replaceAll("'/template", "'/throwaway"),
    );
  }
}

const run = promisify(execFile);

async function webpackBuild(dir: string, manifest: RemotesManifest): Promise<void> {
  const webpack = (await import('webpack')).default;
  const config = remoteConfig(dir, manifest)({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) => {
    webpack({ ...config, devtool: false }, (err, stats) => {
      if (err || stats?.hasErrors()) reject(err ?? new Error(stats!.toString('errors-only')));
      else resolve();
    });
  });
}

jest.setTimeout(180_000);

let remoteUrl: string;
let servedPid: number | undefined;
let api: FastifyInstance | undefined;

beforeAll(async () => {
  fs.rmSync(SCRATCH, { recursive: true, force: true });
  copyTemplate(FOLDER);
  // The stack runs `<root>/scripts/serve.mjs` for `<root>/<app>/dist`, and a remote's configs
  // extend the root's: the scratch root has the repository's scripts and shared configs.
  for (const item of ['scripts', 'tsconfig.base.json', 'jest.preset.cjs'])
    fs.symlinkSync(path.join(ROOT, item), path.join(SCRATCH, item));
  await webpackBuild(FOLDER, MANIFEST);

  const ports = { ...remotesManifest.localPorts(MANIFEST), [NAME]: await freePort() };
  const specs = serviceSpecs({ ports, dbPath: ':memory:', root: SCRATCH, manifest: MANIFEST });
  servedPid = (await launchService(specs[NAME]!, { log: () => undefined, readyTimeoutMs: 30_000 })).pid;
  remoteUrl = `http://127.0.0.1:${ports[NAME]}`;

  // The api's module list for a new brand: the seed of a fresh database, CROUPIER_MODULE_URLS as the stack sets it.
  const dbPath = path.join(SCRATCH, 'croupier.db');
  const db = openDatabase(dbPath);
  await seedIfEmpty(db, seedModules(MANIFEST));
  db.close();
  const env = { ...specs.api!.env, DATABASE_PATH: dbPath, LOG_LEVEL: 'silent', PUSHER_PORT: '9' };
  api = buildApp(loadConfig(env, path.join(ROOT, 'api'), MANIFEST));
  await api.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await api?.close();
  if (servedPid) await stopPid(servedPid);
  fs.rmSync(SCRATCH, { recursive: true, force: true });
});

async function siteModules(): Promise<SiteModule[]> {
  const { port } = api!.server.address() as net.AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/api/arks/web/site/detail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site_id: '1' }),
  });
  return ((await res.json()) as { data: SiteDetail }).data.modules;
}

describe(`a remote added the README's way (${NAME}: a manifest entry and a folder)`, () => {
  it('is the template renamed everywhere: no placeholder name or base path is left in the copy', () => {
    expect(containing(FOLDER, 'mf-template')).toEqual([]);
    expect(containing(FOLDER, "'/template")).toEqual([]);
    expect(containing(FOLDER, NAME)).toContain('package.json');
    expect(fs.readFileSync(path.join(FOLDER, 'src/bootstrap.ts'), 'utf8')).toContain("basePath: '/throwaway'");
  });

  it('typechecks and passes its own tests (its package name, namespace and query keys are its own)', async () => {
    await run(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', path.join(FOLDER, 'tsconfig.json'), '--noEmit'],
      { cwd: ROOT },
    );
    const { stdout } = await run(
      process.execPath,
      [require.resolve('jest/bin/jest'), '--config', path.join(FOLDER, 'jest.config.cjs'), '--json', '--ci'],
      {
        cwd: FOLDER,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const result = JSON.parse(stdout) as {
      success: boolean;
      numPassedTests: number;
      numFailedTests: number;
      testResults: { name: string }[];
    };
    expect(result).toMatchObject({ success: true, numFailedTests: 0 });
    expect(result.numPassedTests).toBeGreaterThan(0);
    expect(result.testResults.map((r) => path.relative(FOLDER, r.name)).sort()).toEqual([
      'src/app.test.tsx',
      'src/locales/locales.test.ts',
    ]);
  });

  it('builds with remoteConfig and is served the way the stack serves remotes, as a federation container', async () => {
    const res = await fetch(`${remoteUrl}/mf-manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const mf = (await res.json()) as { name: string; exposes: { path: string }[] };
    expect(mf.name).toBe('mf_throwaway');
    expect(mf.exposes.map((e) => e.path)).toEqual(['./app']);
    expect((await fetch(`${remoteUrl}/remoteEntry.js`)).status).toBe(200);
  });

  it("is in the api's module list of a new brand, at the URL the stack gives it", async () => {
    expect(await siteModules()).toContainEqual({
      name: NAME,
      manifest_url: `${remoteUrl.replace('127.0.0.1', 'localhost')}/mf-manifest.json`,
      enabled: true,
    });
  });

  it('is registered by the shell under its federation name, and loaded by its federation id', async () => {
    const registered: { name: string; entry: string }[] = [];
    const loadRemote = jest.fn(async () => ({ mount() {} }));
    const runtime: FederationRuntime = {
      registerRemotes: (r) => void registered.push(...r),
      loadRemote: loadRemote as FederationRuntime['loadRemote'],
    };
    const modules = await siteModules();

    const registry = createRemoteRegistry(modules, runtime, MANIFEST);
    expect(registered).toContainEqual({
      name: 'mf_throwaway',
      entry: modules.find((m) => m.name === NAME)!.manifest_url,
    });
    await registry.load(NAME, 'app');
    expect(loadRemote).toHaveBeenCalledWith('mf_throwaway/app');
    // Without its manifest entry the shell cannot know its federation name: it is the manifest that registers it.
    expect(createRemoteRegistry(modules, { ...runtime, registerRemotes: () => undefined }).isEnabled(NAME)).toBe(false);
  });

  it("is routed by the shell's route table, guarded where the manifest says, and preloaded for guests", () => {
    const routes = remoteRoutes(MANIFEST);
    const best = (pathname: string) => matchRoutes(routes, pathname)?.[0]?.route;
    expect(best('/throwaway')).toMatchObject({ module: NAME, basePath: '/throwaway' });
    expect(best('/throwaway/reports/2026')).toMatchObject({ module: NAME, basePath: '/throwaway', access: 'member' });
    expect(isMemberOnly('/throwaway/reports', routes)).toBe(true);
    expect(isMemberOnly('/throwaway', routes)).toBe(false);
    expect(likelyNextRemotes(false, MANIFEST)).toContain(NAME);
  });

  it("has ESLint's boundary zone: it imports no other app, and no app imports it", async () => {
    const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: appBoundaries(MANIFEST) });
    const problems = async (code: string, filePath: string) =>
      (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);
    expect(await problems("import '@croupier/mf-games';\n", `${NAME}/src/fixture.js`)).toEqual([
      'croupier/no-cross-app-import',
    ]);
    expect(
      await problems("export const t = () => import('@croupier/mf-throwaway');\n", 'mf-games/src/fixture.js'),
    ).toEqual(['croupier/no-cross-app-import']);
    expect(await problems("import '../../mf-throwaway/src/app.js';\n", 'shell/src/fixture.js')).toEqual([
      'croupier/no-cross-app-import',
    ]);
    expect(await problems("export const t = () => import('mf_throwaway/app');\n", 'shell/src/fixture.js')).toEqual([
      'croupier/no-federation-id',
    ]);
  });

  it('is a jest project, and a web service of docker-compose.yml that the api is told about', () => {
    expect(remotesManifest.jestProjects(MANIFEST)).toContain(`<rootDir>/${NAME}`);
    const compose = composeFile(MANIFEST);
    expect(compose).toContain(
      `  ${NAME}:\n    build:\n      context: .\n      dockerfile: deploy/Dockerfile.web\n      args: { APP: ${NAME}, NGINX_CONF: remote.conf }\n    ports: ["3099:80"]`,
    );
    expect(compose).toContain(`${NAME}=http://\${PUBLIC_HOST:-localhost}:3099/mf-manifest.json`);
  });
});

describe("the README's steps", () => {
  it('edit nothing but the manifest and the new folder (the lockfile and compose file are regenerated by commands)', () => {
    expect(STEPS).not.toBe('');
    const files = [...STEPS.matchAll(/`([^`\s]+\.(?:json|ya?ml|cjs|mjs|tsx?|md))`/g)].map((m) => m[1]!);
    expect(files).toContain('shared/src/contracts/remotes.json');
    // The manifest, the generated files, and the new folder's files (by their path in it: the template's, copied).
    const allowed = (file: string) =>
      ['shared/src/contracts/remotes.json', 'package-lock.json', 'docker-compose.yml'].includes(file) ||
      /^mf-lottery\//.test(file) ||
      fs.existsSync(path.join(TEMPLATE, file));
    expect(files.filter((file) => !allowed(file))).toEqual([]);
  });

  it('step 2 copies the template, and names every template file that holds its placeholder name or base path', () => {
    expect(STEP_2).toContain('`remote-template/`');
    const named = new Set([...STEP_2.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!));
    const toRename = [...new Set([...containing(TEMPLATE, 'mf-template'), ...containing(TEMPLATE, "'/template")])];
    expect(toRename).toContain('src/bootstrap.ts');
    expect(toRename.filter((file) => !named.has(file))).toEqual([]);
  });
});
