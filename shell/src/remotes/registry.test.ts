import { siteDetail } from '../test/site-detail.js';
import { createRemoteRegistry, type FederationRuntime } from './registry.js';

function fakeRuntime(loadRemote: FederationRuntime['loadRemote'] = async () => ({ mount() {} }) as never) {
  const registered: { name: string; entry: string }[] = [];
  return {
    registered,
    runtime: { registerRemotes: (r) => void registered.push(...r), loadRemote } as FederationRuntime,
  };
}

describe('remote registry', () => {
  it("registers the site's enabled modules under their federation names, by manifest URL", () => {
    const { registered, runtime } = fakeRuntime();
    const detail = siteDetail({ 'mf-proxy': false });
    const registry = createRemoteRegistry(detail.modules, runtime);

    expect(registered.map((r) => r.name)).toEqual(['mf_auth', 'mf_games', 'mf_member_center', 'mf_promotions']);
    expect(registered[1]?.entry).toBe(detail.modules.find((m) => m.name === 'mf-games')?.manifest_url);
    expect(registry.isEnabled('mf-games')).toBe(true);
    expect(registry.isEnabled('mf-proxy')).toBe(false);
  });

  it('loads an exposed module by its federation id and refuses a disabled one', async () => {
    const loadRemote = jest.fn(async () => ({ mount() {} }) as never);
    const registry = createRemoteRegistry(siteDetail({ 'mf-proxy': false }).modules, fakeRuntime(loadRemote).runtime);

    await expect(registry.load('mf-auth', 'login-modal')).resolves.toBeDefined();
    expect(loadRemote).toHaveBeenCalledWith('mf_auth/login-modal');
    await expect(registry.load('mf-proxy', 'app')).rejects.toThrow('mf-proxy is not enabled for this site');
  });

  it('asks the runtime once for a module asked twice while it loads', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const loadRemote = jest.fn(() => new Promise((resolve) => (finish = resolve)) as never);
    const registry = createRemoteRegistry(siteDetail().modules, fakeRuntime(loadRemote).runtime);

    const first = registry.load('mf-games', 'app');
    const second = registry.load('mf-games', 'app');
    finish({ mount() {} });
    expect(await second).toBe(await first);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure, and once after a success', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValueOnce(null)
      .mockResolvedValue({ mount() {} });
    const registry = createRemoteRegistry(siteDetail().modules, fakeRuntime(loadRemote).runtime);

    await expect(registry.load('mf-games', 'app')).rejects.toThrow('RUNTIME-008');
    await expect(registry.load('mf-games', 'app')).rejects.toThrow('mf_games/app could not be loaded');
    const first = await registry.load('mf-games', 'app');
    expect(await registry.load('mf-games', 'app')).toBe(first);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });
});
