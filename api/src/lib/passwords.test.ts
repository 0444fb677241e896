import argon2 from 'argon2';
import { hashPassword, verifyPassword } from './passwords.js';

/** [memory KiB, passes, lanes] as the hash records them. */
const params = (hash: string) => {
  const found = /\$m=(\d+),p=(\d+),t=(\d+)\$/.exec(hash);
  return found ? [Number(found[1]), Number(found[3]), Number(found[2])] : null;
};

describe('password hashes', () => {
  const before = process.env.CROUPIER_DEV_FAST_PASSWORD_HASH;
  afterEach(() => {
    if (before === undefined) delete process.env.CROUPIER_DEV_FAST_PASSWORD_HASH;
    else process.env.CROUPIER_DEV_FAST_PASSWORD_HASH = before;
  });

  it("are argon2id at the library's full cost unless the development switch says otherwise", async () => {
    delete process.env.CROUPIER_DEV_FAST_PASSWORD_HASH;
    const hash = await hashPassword('player123');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(params(hash)).toEqual([65536, 3, 4]);
  });

  it('are cheap with CROUPIER_DEV_FAST_PASSWORD_HASH=1, and verify either way', async () => {
    process.env.CROUPIER_DEV_FAST_PASSWORD_HASH = '1';
    const fast = await hashPassword('player123');
    expect(params(fast)).toEqual([1024, 1, 1]);
    const full = await argon2.hash('player123', { type: argon2.argon2id });
    await expect(verifyPassword(fast, 'player123')).resolves.toBe(true);
    await expect(verifyPassword(full, 'player123')).resolves.toBe(true);
    await expect(verifyPassword(fast, 'player124')).resolves.toBe(false);
    delete process.env.CROUPIER_DEV_FAST_PASSWORD_HASH;
    await expect(verifyPassword(fast, 'player123')).resolves.toBe(true);
  });

  it('refuse an unknown account like a wrong password', async () => {
    await expect(verifyPassword(null, 'croupier-no-such-account')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'x')).resolves.toBe(false);
  });
});
