import { yieldAfterManifest } from './manifest-yield.js';

type Hook = (args: unknown) => Promise<unknown>;

describe('yieldAfterManifest', () => {
  it("hands the runtime the manifest's snapshot unchanged, and only once the main thread was yielded", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const hook = yieldAfterManifest(() => gate).afterLoadSnapshot as unknown as Hook;
    const args = { id: 'mf_games/app', remoteSnapshot: { remoteEntry: 'remoteEntry.js' } };
    let handed: unknown;
    const going = hook(args).then((value) => (handed = value));
    await Promise.resolve();
    await Promise.resolve();
    expect(handed).toBeUndefined();
    release();
    await going;
    expect(handed).toBe(args);
  });
});
