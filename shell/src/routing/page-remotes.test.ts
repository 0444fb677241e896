import { siteDetail } from '../test/site-detail.js';
import { createRemoteRegistry, type FederationRuntime } from '../remotes/registry.js';
import { pageRemotes, startPageRemotes } from './page-remotes.js';

describe('the remotes a page mounts, started at boot', () => {
  it("the home page: mf-promotions' banners, mf-games' lists and the site-wide parcels", () => {
    expect(pageRemotes('/', false)).toEqual([
      ['mf-promotions', 'home-banners'],
      ['mf-games', 'app'],
      ['mf-promotions', 'site-promotions'],
    ]);
  });

  it("a remote's route: that remote's app; a member also gets the member centre's services", () => {
    expect(pageRemotes('/gameHall/2', false)).toEqual([
      ['mf-games', 'app'],
      ['mf-promotions', 'site-promotions'],
    ]);
    expect(pageRemotes('/slotgame', true)).toEqual([
      ['mf-games', 'app'],
      ['mf-member-center', 'member-services'],
      ['mf-promotions', 'site-promotions'],
    ]);
    // /proxy/Plan is its own public route and outranks /proxy/* (members only).
    expect(pageRemotes('/proxy/Plan', false)[0]).toEqual(['mf-proxy', 'app']);
  });

  it("a guest on a members' page is sent to log in, so that page's remote is not started", () => {
    expect(pageRemotes('/user/Deposit', false)).toEqual([['mf-promotions', 'site-promotions']]);
    expect(pageRemotes('/user/Deposit', true)[0]).toEqual(['mf-member-center', 'app']);
  });

  it('a shell page starts only the site-wide parcels', () => {
    expect(pageRemotes('/faq', false)).toEqual([['mf-promotions', 'site-promotions']]);
  });

  it('loads each enabled one once, and the slot that mounts it later gets the same load', async () => {
    const loadRemote = jest.fn(async (id: string) => ({ id }) as never);
    const runtime: FederationRuntime = { registerRemotes: () => undefined, loadRemote };
    const registry = createRemoteRegistry(siteDetail({ 'mf-promotions': false }).modules, runtime);

    startPageRemotes(registry, '/', false);
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['mf_games/app']);
    await expect(registry.load('mf-games', 'app')).resolves.toEqual({ id: 'mf_games/app' });
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a start that fails is not reported by the boot, and the slot loads again', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValue({ mount() {} });
    const registry = createRemoteRegistry(siteDetail().modules, { registerRemotes: () => undefined, loadRemote });

    startPageRemotes(registry, '/gameHall/2', false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(registry.load('mf-games', 'app')).resolves.toBeDefined();
    expect(loadRemote.mock.calls.filter(([id]) => id === 'mf_games/app')).toHaveLength(2);
  });
});
