import { rememberShareResolutions } from './share-resolution-memo.js';

type Args = Parameters<NonNullable<ReturnType<typeof rememberShareResolutions>['resolveShare']>>[0];

const react = { version: '19.3.1', from: 'shell' };
const scopeMap = () => ({ default: { react: { '19.3.1': react } } });

/** What the runtime does: run the hook, then the resolver it hands back. */
function resolve(plugin: ReturnType<typeof rememberShareResolutions>, shareScopeMap: ReturnType<typeof scopeMap>, requiredVersion: string, check: jest.Mock) {
  const args = {
    shareScopeMap,
    scope: 'default',
    pkgName: 'react',
    version: '19.3.1',
    shareInfo: { shareConfig: { singleton: true, requiredVersion, strictVersion: false } },
    GlobalFederation: {},
    resolver: () => {
      check();
      return { shared: shareScopeMap.default.react['19.3.1'], useTreesShaking: false };
    },
  } as unknown as Args;
  return (plugin.resolveShare!(args) as Args).resolver();
}

describe('rememberShareResolutions', () => {
  it("runs the runtime's check once for the same package, version and range, and answers the same", () => {
    const plugin = rememberShareResolutions();
    const map = scopeMap();
    const check = jest.fn();
    const first = resolve(plugin, map, '^19.3.1', check);
    const again = resolve(plugin, map, '^19.3.1', check);
    expect(check).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    expect(again?.shared).toBe(react);
  });

  it('checks again for another range, or once the scope holds another entry for the version', () => {
    const plugin = rememberShareResolutions();
    const map = scopeMap();
    const check = jest.fn();
    resolve(plugin, map, '^19.3.1', check);
    resolve(plugin, map, '^19.0.0', check);
    expect(check).toHaveBeenCalledTimes(2);
    const replaced = { version: '19.3.1', from: 'mf_games' };
    map.default.react['19.3.1'] = replaced;
    expect(resolve(plugin, map, '^19.3.1', check)?.shared).toBe(replaced);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keeps no answer when the check threw (a strict version that does not satisfy)', () => {
    const plugin = rememberShareResolutions();
    const map = scopeMap();
    const failing = jest.fn(() => { throw new Error('does not satisfy'); });
    expect(() => resolve(plugin, map, '^20.0.0', failing)).toThrow('does not satisfy');
    expect(() => resolve(plugin, map, '^20.0.0', failing)).toThrow('does not satisfy');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
