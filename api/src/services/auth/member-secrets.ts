// What a member proves who they are with, beyond the login password: the withdraw password
// (transfer verification, a double-validation question) and the identity id (another question).
// Registration collects both (migration 009: members.withdraw_password_hash, members.identity_id).
import type { Db } from '../../db/database.js';
import { verifyPassword } from '../../lib/passwords.js';

export interface MemberSecrets {
  /** argon2id hash of the withdraw password; '' = none set. */
  withdraw_password_hash: string;
  identity_id: string;
}

export function createMemberSecrets(db: Db) {
  const select = db.prepare('SELECT withdraw_password_hash, identity_id FROM members WHERE id = ?');
  const read = (memberId: number): MemberSecrets =>
    (select.get(memberId) as MemberSecrets | undefined) ?? { withdraw_password_hash: '', identity_id: '' };
  return {
    read,
    /** False when none is set: an empty hash never matches. */
    async checkWithdrawPassword(memberId: number, candidate: string): Promise<boolean> {
      const { withdraw_password_hash } = read(memberId);
      return withdraw_password_hash !== '' && (await verifyPassword(withdraw_password_hash, candidate));
    },
  };
}
export type MemberSecretsService = ReturnType<typeof createMemberSecrets>;
