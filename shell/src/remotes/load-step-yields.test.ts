import { ModuleFederation } from '@module-federation/enhanced/runtime';
import { yieldBetweenLoadSteps } from './load-step-yields.js';

type Hook = (args: unknown) => Promise<unknown>;

/** A promise the test opens, standing in for the yield to the main thread. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { yielding: () => opened, release };
}

const settled = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('yieldBetweenLoadSteps', () => {
  it("hands the runtime the manifest's snapshot unchanged, and only once the main thread was yielded", async () => {
    const { yielding, release } = gate();
    const hook = yieldBetweenLoadSteps(yielding).afterLoadSnapshot as unknown as Hook;
    const args = { id: 'mf_games/app', remoteSnapshot: { remoteEntry: 'remoteEntry.js' } };
    let handed: unknown;
    const going = hook(args).then((value) => (handed = value));
    await settled();
    expect(handed).toBeUndefined();
    release();
    await going;
    expect(handed).toBe(args);
  });

  it("keeps the runtime's list of files and hands it on only once the main thread was yielded", async () => {
    const { yielding, release } = gate();
    // The real runtime: its own plugin makes the list (a bare remoteEntry.js URL: the entry alone).
    const host = new ModuleFederation({ name: 'host', remotes: [], plugins: [yieldBetweenLoadSteps(yielding)] });
    const remote = { name: 'mf_games', entry: 'http://localhost:3002/remoteEntry.js' };
    let assets: unknown;
    const going = host.remoteHandler.hooks.lifecycle.generatePreloadAssets
      .emit({
        origin: host,
        preloadOptions: { remote, preloadConfig: { nameOrAlias: 'mf_games' } },
        remote,
        remoteInfo: { ...remote, type: 'global' },
        globalSnapshot: {},
        remoteSnapshot: {},
      } as never)
      .then((value) => {
        assets = value;
      });
    await settled();
    expect(assets).toBeUndefined();
    release();
    await going;
    expect(assets).toMatchObject({
      cssAssets: [],
      jsAssetsWithoutEntry: [],
      entryAssets: [{ name: 'mf_games', url: remote.entry }],
    });
  });
});
