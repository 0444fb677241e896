import argon2 from 'argon2';

/**
 * argon2id at the library's defaults (64 MiB, 3 passes, 4 lanes): deliberately slow, ~0.3-0.7 s a
 * hash on two shared cores. CROUPIER_DEV_FAST_PASSWORD_HASH=1 (the api's tests and the e2e stack;
 * production refuses every CROUPIER_DEV_* switch) hashes new passwords with 1 MiB and one pass:
 * every login and registration of a test run would otherwise pay the full cost. A hash keeps its
 * own parameters, so either kind verifies under either setting.
 */
const fastHash = () => process.env.CROUPIER_DEV_FAST_PASSWORD_HASH === '1';
const FAST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...(fastHash() ? FAST : {}) });
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against the stored hash, or against a throw-away hash when there is none, so an
 * unknown account takes as long to refuse as a wrong password.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('croupier-no-such-account');
  const target = hash ?? (await dummyHash);
  try {
    const ok = await argon2.verify(target, password);
    return ok && hash != null;
  } catch {
    return false;
  }
}
