import { CONTRACT_VERSION } from '@croupier/shared';
import { createFakeRemote } from '../test/fake-remote.js';
import { checkRemoteModule } from './remote-module.js';

describe('checkRemoteModule', () => {
  const { remote } = createFakeRemote('mf-games', 'Games lobby');

  it('accepts lifecycles exported by name or as the default export', () => {
    expect(checkRemoteModule(remote)).toEqual({ ok: true, remote });
    expect(checkRemoteModule({ default: remote })).toEqual({ ok: true, remote });
  });

  it('accepts an older minor of the same major or the previous major, refuses a newer minor or an older major', () => {
    const [major] = CONTRACT_VERSION.split('.');
    expect(checkRemoteModule({ ...remote, sharedContract: `${major}.0.0` }, `${major}.3.0`).ok).toBe(true);
    expect(checkRemoteModule({ ...remote, sharedContract: `${major}.4.0` }, `${major}.3.0`)).toEqual({
      ok: false,
      reason: 'incompatible',
      remoteContract: `${major}.4.0`,
      hostContract: `${major}.3.0`,
    });
    expect(checkRemoteModule({ ...remote, sharedContract: '0.9.0' }, '1.0.0').ok).toBe(true);
    expect(checkRemoteModule({ ...remote, sharedContract: '0.9.0' }, '2.0.0')).toEqual({
      ok: false,
      reason: 'incompatible',
      remoteContract: '0.9.0',
      hostContract: '2.0.0',
    });
    expect(checkRemoteModule({ ...remote, sharedContract: '2.0.0' }, '1.0.0').ok).toBe(false);
  });

  it('refuses a remote that declares no contract, and a module without lifecycles', () => {
    const undeclared: Record<string, unknown> = { ...remote };
    delete undeclared.sharedContract;
    expect(checkRemoteModule(undeclared)).toMatchObject({
      ok: false,
      reason: 'incompatible',
      remoteContract: 'unknown',
    });
    expect(checkRemoteModule({ App: () => null })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(checkRemoteModule(undefined)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
