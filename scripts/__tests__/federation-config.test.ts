// What build/webpack.factory.cjs tells Module Federation a remote shares: in production a remote
// takes every singleton from the shell (no fallback copy of its own), while its development build
// keeps them so that its harness runs it alone; and what the shell's own runtime registers them as.
// The page-level check (one copy of each) is the e2e singletons spec; this one fails fast when a
// build mode gets the other's settings.
import fs from 'node:fs';
import path from 'node:path';
import { remoteConfig, shellConfig } from '../../build/webpack.factory.cjs';
import { SHARED_SINGLETONS } from '../../build/shared-singletons.cjs';

const ROOT = path.resolve(__dirname, '../..');

type SharedConfig = { import?: false | string; singleton?: boolean; requiredVersion?: string };
type FederationOptions = {
  shared: Record<string, SharedConfig>;
  experiments?: { externalRuntime?: boolean; optimization?: { disableRemote?: boolean } };
};

function federationOptions(config: { plugins: unknown[] }): FederationOptions {
  const plugin = config.plugins.find((p) => (p as { name?: string }).name === 'ModuleFederationPlugin') as
    { _options: FederationOptions } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin in the config');
  return plugin._options;
}

const build = (factory: (env: unknown, argv: { mode: string }) => { plugins: unknown[] }, mode: string) =>
  federationOptions(factory({}, { mode }));
const games = (mode: string) => build(remoteConfig(path.join(ROOT, 'mf-games')), mode);

describe('the federation options of the builds', () => {
  it("a production remote consumes the shell's singletons at the same version range, shared's subpaths too, and provides none", () => {
    const { shared, experiments } = games('production');
    expect(Object.keys(shared).sort()).toEqual(Object.keys(SHARED_SINGLETONS).sort());
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['@croupier/shared/remote', '@croupier/shared/validation']),
    );
    for (const [request, config] of Object.entries(shared)) {
      expect({ request, ...config }).toMatchObject({
        request,
        singleton: true,
        requiredVersion: SHARED_SINGLETONS[request]!.requiredVersion,
      });
      expect({ request, import: config.import }).toEqual({ request, import: false });
    }
    expect(shared.react?.import).toBe(false);
    expect(experiments).toMatchObject({ externalRuntime: true, optimization: { disableRemote: true } });
  });

  it("a remote's development build keeps its fallbacks and its own runtime, for the harness", () => {
    const { shared, experiments } = games('development');
    for (const config of Object.values(shared)) expect(config.import).not.toBe(false);
    expect(experiments?.externalRuntime).toBeFalsy();
    expect(experiments?.optimization?.disableRemote).toBeFalsy();
  });

  it('the shell is no federation container: its runtime registers a version for every singleton a remote takes from it', () => {
    const config = shellConfig(path.join(ROOT, 'shell'))({}, { mode: 'production' }) as {
      plugins: { name?: string; definitions?: Record<string, string> }[];
    };
    expect(config.plugins.some((p) => p.name === 'ModuleFederationPlugin')).toBe(false);
    const definitions = config.plugins.find((p) => p.constructor.name === 'DefinePlugin')?.definitions ?? {};
    const versions = JSON.parse(definitions.__SHARED_VERSIONS__ ?? '{}') as Record<
      string,
      { version: string; requiredVersion: string }
    >;
    const consumed = Object.entries(games('production').shared).filter(([, config]) => config.import === false);
    expect(Object.keys(versions).sort()).toEqual(consumed.map(([request]) => request).sort());
    for (const [request, config] of consumed) expect(versions[request]?.requiredVersion).toBe(config.requiredVersion);
    // The runtime's browser build (no Node.js script loaders).
    expect(definitions.ENV_TARGET).toBe('"web"');
  });
});

describe("a remote's bundler runtime", () => {
  type External = (data: { request?: string }, callback: (err?: Error | null, result?: string) => void) => void;
  const externalOf = (mode: string, request: string) => {
    const { externals = [] } = remoteConfig(path.join(ROOT, 'mf-games'))({}, { mode }) as { externals?: External[] };
    let result: string | undefined;
    for (const external of externals) external({ request }, (_err, value) => (result ??= value));
    return result;
  };
  const bundler = require.resolve('@module-federation/webpack-bundler-runtime/bundler');

  it("is the shell's in production (globalThis._FEDERATION_BUNDLER_RUNTIME), and nothing else is taken from there", () => {
    expect(externalOf('production', bundler)).toBe('global _FEDERATION_BUNDLER_RUNTIME');
    expect(externalOf('production', 'react')).toBeUndefined();
  });

  it("is the remote's own in development, for the harness", () => {
    expect(externalOf('development', bundler)).toBeUndefined();
  });
});

describe('what the builds resolve', () => {
  const alias = (mode: string) =>
    (shellConfig(path.join(ROOT, 'shell'))({}, { mode }) as { resolve: { alias?: Record<string, string> } }).resolve
      .alias ?? {};

  it("a production build takes react-router's production files (its package exports only the development ones)", () => {
    const production = alias('production');
    for (const request of ['react-router$', 'react-router/dom$']) {
      expect(production[request]).toMatch(/react-router[\\/]dist[\\/]production[\\/]/);
      expect(fs.existsSync(production[request]!)).toBe(true);
    }
    expect(alias('development')['react-router$']).toBeUndefined();
  });
});
