// Builds the fixture remote of e2e/fixtures/previous-contract-remote with today's build factory,
// once per contract version it is to bake in, and serves a build in place of one of the stack's
// remotes: the shell registers that remote's manifest URL from the module list, and the page's
// requests to its origin are answered from the build (its origin stays the one the
// Content-Security-Policy lists).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { E2E_PORTS } from './ports.js';

const require = createRequire(import.meta.url);
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/previous-contract-remote');

interface WebpackStats {
  hasErrors(): boolean;
  toString(options: string): string;
}
type Webpack = (configs: object[]) => {
  run(done: (error: Error | null, stats?: { stats: WebpackStats[] }) => void): void;
  close(done: () => void): void;
};

/** The fixtures stand in for mf-proxy: its federation name and its one expose, './app'. */
export const STANDS_FOR = { module: 'mf-proxy', federationName: 'mf_proxy' } as const;

/** One build of a fixture remote: its folder, the contract it bakes in, where it goes, and constants it reads. */
export interface FixtureBuild {
  dir: string;
  contract: string;
  out: string;
  define?: Record<string, string>;
}

/** Builds fixture remotes standing in for mf-proxy (in parallel, one webpack run). */
export async function buildFixtureRemotes(builds: readonly FixtureBuild[]): Promise<void> {
  const webpack = require('webpack') as Webpack & { DefinePlugin: new (values: object) => object };
  const { createConfig } = require('../../build/webpack.factory.cjs') as {
    createConfig(app: object): (env: unknown, argv: { mode: string }) => { output: object; plugins: object[] };
  };
  const configs = builds.map(({ dir, contract, out, define = {} }) => {
    const config = createConfig({
      dir,
      name: STANDS_FOR.federationName,
      port: 0,
      exposes: { './app': './src/app.tsx' },
      sharedContract: contract,
    })(undefined, { mode: 'production' });
    // No standalone harness (the factory's entry): the container is the remote, and no source maps.
    // Only errors are printed: the manifest plugin's note on publicPath 'auto' is every remote's.
    return {
      ...config,
      entry: {},
      devtool: false,
      output: { ...config.output, path: out },
      plugins: [...config.plugins, new webpack.DefinePlugin(define)],
      infrastructureLogging: { level: 'error' },
    };
  });
  const compiler = webpack(configs);
  const stats = await new Promise<WebpackStats[]>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result?.stats ?? []))),
  );
  await new Promise<void>((resolve) => compiler.close(resolve));
  const failed = stats.filter((s) => s.hasErrors());
  if (failed.length > 0) throw new Error(failed.map((s) => s.toString('errors-only')).join('\n'));
}

/** Builds the contract fixture once per contract; the folder of each build. */
export async function buildContractFixtures(contracts: readonly string[]): Promise<Record<string, string>> {
  const outputs = Object.fromEntries(contracts.map((contract) => [contract, path.join(FIXTURE, 'dist', contract)]));
  await buildFixtureRemotes(contracts.map((contract) => ({ dir: FIXTURE, contract, out: outputs[contract]! })));
  return outputs;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Answers the page's requests to the stood-in remote's origin from `dist`, with CORS as a remote's server does. */
export async function serveInPlaceOfRemote(page: Page, dist: string): Promise<string> {
  const origin = `http://localhost:${E2E_PORTS[STANDS_FOR.module]}`;
  await page.route(`${origin}/**`, async (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname);
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      await route.fulfill({ status: 404, headers, body: 'not found' });
      return;
    }
    await route.fulfill({
      status: 200,
      headers,
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      body: fs.readFileSync(file),
    });
  });
  return origin;
}
