import { lazyFederationRuntime } from './federation-runtime.js';

const remote = (name: string) => ({ name, entry: `http://remotes.test/${name}/mf-manifest.json` });

describe("the shell's federation runtime, started with the first remote", () => {
  it('is not started by registering remotes, only by the first load, once, with every remote registered so far', async () => {
    const loadRemote = jest.fn(async (id: string) => ({ id }) as never);
    const start = jest.fn(async () => ({ loadRemote, registerRemotes: jest.fn() }));
    const runtime = lazyFederationRuntime(start);

    runtime.registerRemotes([remote('mf_games'), remote('mf_auth')]);
    expect(start).not.toHaveBeenCalled();

    await Promise.all([runtime.loadRemote('mf_games/app'), runtime.loadRemote('mf_auth/login-modal')]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith([remote('mf_games'), remote('mf_auth')]);
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['mf_games/app', 'mf_auth/login-modal']);
  });

  it('hands remotes registered after the start to the running instance', async () => {
    const registerRemotes = jest.fn();
    const runtime = lazyFederationRuntime(async () => ({ loadRemote: async () => null, registerRemotes }));
    await runtime.loadRemote('mf_games/app');

    runtime.registerRemotes([remote('mf_proxy')]);
    await Promise.resolve();
    expect(registerRemotes).toHaveBeenCalledWith([remote('mf_proxy')]);
  });

  it('a runtime that cannot load (its chunk is gone) fails the load that asked', async () => {
    const runtime = lazyFederationRuntime(() => Promise.reject(new Error('Loading chunk federation failed')));
    await expect(runtime.loadRemote('mf_games/app')).rejects.toThrow('Loading chunk federation failed');
  });
});
