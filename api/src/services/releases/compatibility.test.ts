import { incompatibilities, remoteNeeds, shellOffer, type RemoteNeeds, type ShellOffer } from './compatibility.js';

const offer: ShellOffer = {
  contract: { version: '7.5.0', servedMajors: 2 },
  shared: { react: '18.3.1', 'react-dom': '18.3.1', zustand: '5.0.8' },
  runtime: { '@module-federation/enhanced': '0.21.6' },
  routes: ['/'],
};
const shell = { version: '0.1.0+aaaaaaaaaaaa', offer };
const needs = (extra: Partial<RemoteNeeds> = {}): RemoteNeeds => ({
  contract: '7.4.0',
  shared: { react: '^18.3.1', zustand: '^5.0.0' },
  runtime: { '@module-federation/enhanced': '0.21.6' },
  routes: ['/promotions'],
  ...extra,
});
const check = (
  extra: Partial<RemoteNeeds> = {},
  neighbours = [{ module: 'mf-games', version: '1.0.0+b', routes: ['/gameHall'] }],
) => incompatibilities({ module: 'mf-promotions', version: '0.2.0+c', needs: needs(extra) }, shell, neighbours);

describe('incompatibilities', () => {
  it('finds none for a remote within every range', () => {
    expect(check()).toEqual([]);
    // The previous major, any minor; an older minor of the shell's own major.
    expect(check({ contract: '6.9.0' })).toEqual([]);
    expect(check({ contract: '7.0.0' })).toEqual([]);
    // The runtime may be older within its range.
    expect(check({ runtime: { '@module-federation/enhanced': '0.21.0' } })).toEqual([]);
  });

  it.each([
    ['8.0.0', 'a major newer than the shell'],
    ['7.6.0', 'a minor newer than the shell'],
    ['5.3.0', 'a major the shell no longer serves'],
  ])('refuses a contract %s (%s), naming the window', (contract) => {
    expect(check({ contract })).toEqual([
      `was built against contract ${contract}; the live shell 0.1.0+aaaaaaaaaaaa provides 7.5.0 and serves majors 7, 6 (a minor no newer than its own)`,
    ]);
  });

  it('refuses a singleton range the shell does not meet, and one it does not provide', () => {
    expect(check({ shared: { react: '^19.0.0', dayjs: '^1.11.0' } })).toEqual([
      'needs the singleton react ^19.0.0; the live shell provides 18.3.1',
      'needs the singleton dayjs ^1.11.0; the live shell provides none',
    ]);
  });

  it('refuses a runtime newer than the range of the shell, or none', () => {
    expect(check({ runtime: { '@module-federation/enhanced': '0.22.0' } })).toEqual([
      'was built with the federation runtime @module-federation/enhanced 0.22.0; the live shell runs 0.21.6',
    ]);
    expect(check({ runtime: { '@module-federation/runtime-core': '0.21.6' } })).toEqual([
      'was built with the federation runtime @module-federation/runtime-core 0.21.6; the live shell has none',
    ]);
  });

  it("refuses a route another live remote or the shell answers, but not the remote's own", () => {
    expect(check({ routes: ['/gameHall', '/', '/promotions'] })).toEqual([
      'answers the route /gameHall, which mf-games 1.0.0+b answers already',
      'answers the route /, which the shell 0.1.0+aaaaaaaaaaaa answers already',
    ]);
    expect(check({}, [{ module: 'mf-promotions', version: '0.1.0+old', routes: ['/promotions'] }])).toEqual([]);
  });
});

describe('reading release.json', () => {
  it("reads a shell's offer and refuses one that does not say it all", () => {
    expect(shellOffer({ provides: offer })).toEqual(offer);
    expect(shellOffer({ provides: { ...offer, routes: undefined } })).toEqual({ ...offer, routes: [] });
    expect(shellOffer({ provides: { ...offer, contract: { version: '7.5.0' } } })).toBeNull();
    expect(shellOffer({ provides: { ...offer, shared: { react: 18 } } })).toBeNull();
    expect(shellOffer({})).toBeNull();
  });

  it("reads a remote's needs and refuses one without them", () => {
    const record = { requires: { contract: '7.4.0', shared: {}, runtime: {} }, provides: { routes: ['/a'] } };
    expect(remoteNeeds(record)).toEqual({ contract: '7.4.0', shared: {}, runtime: {}, routes: ['/a'] });
    expect(remoteNeeds({ ...record, requires: { contract: 7 } })).toBeNull();
    expect(remoteNeeds({ provides: {} })).toBeNull();
  });
});
