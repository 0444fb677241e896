// The runtime the shell hands its remotes, and the shell's own loads after a remote has started.
import { createRequire } from 'node:module';
import { ModuleFederation } from '@module-federation/runtime-core';
const require = createRequire(__filename);
const { sharedVersions } = require('../../../build/shared-singletons.cjs') as {
  sharedVersions(): Record<string, { version: string; requiredVersion: string }>;
};

type Globals = {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_BUNDLER_RUNTIME?: {
    runtime: { init(options: { name: string; remotes: [] }): unknown };
    bundlerRuntime: Record<string, unknown>;
  };
};
const globals = globalThis as Globals & Record<string, unknown>;

beforeAll(() => {
  globals.__FEDERATION_NAME__ = 'shell';
  // What the build defines (build/webpack.factory.cjs).
  globals.__SHARED_VERSIONS__ = sharedVersions();
});
afterEach(() => jest.restoreAllMocks());

async function start() {
  const { startFederation } = await import('./federation-instance.js');
  return startFederation([{ name: 'mf_games', entry: 'http://localhost/mf-games/mf-manifest.json' }]);
}

describe('the federation runtime', () => {
  it('hands the remotes its runtime core and bundler runtime, the webpack side their builds leave out', async () => {
    await start();
    expect(globals._FEDERATION_RUNTIME_CORE).toEqual(
      expect.objectContaining({ ModuleFederation, loadScript: expect.any(Function) }),
    );
    const { bundlerRuntime } = globals._FEDERATION_BUNDLER_RUNTIME!;
    for (const part of ['init', 'consumes', 'I', 'installInitialConsumes', 'initContainerEntry'])
      expect(bundlerRuntime[part]).toEqual(expect.any(Function));
  });

  it("keeps loading through the shell's own instance once a remote's container has made its own", async () => {
    const owners: string[] = [];
    jest.spyOn(ModuleFederation.prototype, 'loadRemote').mockImplementation(function (this: ModuleFederation) {
      owners.push(this.options.name);
      return Promise.resolve({});
    });
    jest.spyOn(ModuleFederation.prototype, 'preloadRemote').mockResolvedValue(undefined);
    const federation = await start();
    // What a remote's remoteEntry.js does first, through the bundler runtime the shell handed it.
    globals._FEDERATION_BUNDLER_RUNTIME!.runtime.init({ name: 'mf_games', remotes: [] });
    await federation.loadRemote('mf_games/app');
    expect(owners).toEqual(['shell']);
  });
});
