// The local owner of a development database (docs/operators.md "The local owner"): every site,
// every role, its second factor enrolled with a secret published here so that the tests and a
// developer can sign in. It is public, so production never seeds it and refuses to start while it
// is active (app.ts); a real deployment makes its first owner with `npm run operator -w api`.
import type { Db } from '../database.js';
import { hashPassword } from '../../lib/passwords.js';
import { createOperatorAccounts } from '../../services/operators/index.js';

export const LOCAL_OWNER = {
  account: 'owner',
  display_name: 'Local owner',
  password: 'croupier-owner-password',
  totp_secret: 'CROUPIERCONSOLELOCALOWNERTOTP234',
} as const;

let hash: Promise<string> | null = null;

/** Adds the local owner when the database has no operator yet. */
export async function seedLocalOwner(db: Db): Promise<void> {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM operators').get() as { n: number };
  if (n > 0) return;
  hash ??= hashPassword(LOCAL_OWNER.password);
  const password_hash = await hash;
  db.transaction(() => {
    if ((db.prepare('SELECT COUNT(*) AS n FROM operators').get() as { n: number }).n > 0) return;
    createOperatorAccounts(db).create({
      account: LOCAL_OWNER.account,
      display_name: LOCAL_OWNER.display_name,
      password_hash,
      roles: ['owner'],
      all_sites: true,
      site_ids: [],
      totp_secret: LOCAL_OWNER.totp_secret,
      seeded: true,
    });
  })();
}
