import { siteDetail } from '../test/site-detail.js';
import { likelyNextRemotes, preloadWhenIdle, remotesToPreload } from './preload.js';
import { createRemoteRegistry } from './registry.js';

describe('idle preloading', () => {
  it('loads the likely next enabled remotes when the browser is idle, and not before', async () => {
    const loadRemote = jest.fn(async () => ({ mount() {} }) as never);
    const registry = createRemoteRegistry(siteDetail({ 'mf-promotions': false }).modules, {
      registerRemotes: () => undefined,
      loadRemote,
    });
    let idle: (() => void) | undefined;
    preloadWhenIdle(registry, likelyNextRemotes(false), (task) => {
      idle = task;
      return () => undefined;
    });
    expect(loadRemote).not.toHaveBeenCalled();

    idle?.();
    expect(loadRemote.mock.calls).toEqual([['mf_games/app']]);
  });

  it('swallows a failed preload (the slot that needs the remote reports it)', async () => {
    const registry = createRemoteRegistry(siteDetail().modules, {
      registerRemotes: () => undefined,
      loadRemote: () => Promise.reject(new Error('RUNTIME-008')),
    });
    expect(() => preloadWhenIdle(registry, ['mf-games'], (task) => (task(), () => undefined))).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});

describe('what the shell preloads', () => {
  it('preloads nothing on the home page, and the likely next remotes elsewhere', () => {
    expect(remotesToPreload(true, false)).toEqual([]);
    expect(remotesToPreload(true, true)).toEqual([]);
    expect(remotesToPreload(false, false)).toEqual(likelyNextRemotes(false));
    expect(remotesToPreload(false, true)).toEqual(expect.arrayContaining(['mf-member-center']));
  });
});
