// Members' bank accounts: at most MAX_BANK_ACCOUNTS, one default (the first bound; another when
// the default is unbound), one binding per bank and number. The number is stored; the wire shows
// only its last 4 digits. Each change is one transaction, so two binds at once cannot pass the limit.
import { CashierCode, MemberCode, type BankAccount } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';

/** At most this many bank accounts per member (the list answers it as `max`; the front end reads that). */
export const MAX_BANK_ACCOUNTS = 5;

interface AccountRow {
  id: number;
  bank_code: string;
  bank_name: string | null;
  account_holder: string;
  account_number: string;
  is_default: 0 | 1;
  created_at: number;
}

/** '000123456789' -> '**** 6789'. */
export const maskAccountNumber = (number: string) => `**** ${number.slice(-4)}`;

const toAccount = (row: AccountRow): BankAccount => ({
  id: row.id,
  bank_code: row.bank_code,
  bank_name: row.bank_name ?? row.bank_code,
  account_holder: row.account_holder,
  account_number_masked: maskAccountNumber(row.account_number),
  is_default: row.is_default,
  created_at: row.created_at,
});

export interface NewAccount {
  bank_code: string;
  account_holder: string;
  account_number: string;
  is_default: 0 | 1;
}

export type AccountRefusal = { refused: number; message: string };

export function createBankAccounts(db: Db, now: () => number = Date.now) {
  const SELECT = `SELECT a.id, a.bank_code, b.bank_name, a.account_holder, a.account_number, a.is_default, a.created_at
    FROM member_bank_accounts a JOIN members m ON m.id = a.member_id
    LEFT JOIN cashier_banks b ON b.currency = m.member_currency AND b.bank_code = a.bank_code`;
  const all = db.prepare(`${SELECT} WHERE a.member_id = ? ORDER BY a.is_default DESC, a.id`);
  const one = db.prepare(`${SELECT} WHERE a.member_id = ? AND a.id = ?`);
  const count = db.prepare('SELECT COUNT(*) FROM member_bank_accounts WHERE member_id = ?').pluck();
  const duplicate = db
    .prepare('SELECT 1 FROM member_bank_accounts WHERE member_id = ? AND bank_code = ? AND account_number = ?')
    .pluck();
  const clearDefault = db.prepare(
    'UPDATE member_bank_accounts SET is_default = 0 WHERE member_id = ? AND is_default = 1',
  );
  const makeDefault = db.prepare('UPDATE member_bank_accounts SET is_default = 1 WHERE member_id = ? AND id = ?');
  const insert = db.prepare(
    `INSERT INTO member_bank_accounts (member_id, bank_code, account_holder, account_number, is_default, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const remove = db.prepare('DELETE FROM member_bank_accounts WHERE member_id = ? AND id = ?');
  const oldest = db.prepare('SELECT id FROM member_bank_accounts WHERE member_id = ? ORDER BY id LIMIT 1').pluck();

  const find = (memberId: number, id: number) => one.get(memberId, id) as AccountRow | undefined;
  const notFound: AccountRefusal = { refused: MemberCode.notFound, message: 'No such bank account' };

  const store = db.transaction((memberId: number, account: NewAccount): BankAccount | AccountRefusal => {
    const bound = count.get(memberId) as number;
    if (bound >= MAX_BANK_ACCOUNTS)
      return { refused: CashierCode.bankAccountLimit, message: `At most ${MAX_BANK_ACCOUNTS} bank accounts` };
    if (duplicate.get(memberId, account.bank_code, account.account_number)) {
      return { refused: CashierCode.bankAccountDuplicate, message: 'This account is already bound' };
    }
    const isDefault = bound === 0 || account.is_default === 1;
    if (isDefault) clearDefault.run(memberId);
    const id = Number(
      insert.run(memberId, account.bank_code, account.account_holder, account.account_number, isDefault ? 1 : 0, now())
        .lastInsertRowid,
    );
    return toAccount(find(memberId, id)!);
  });

  const setDefault = db.transaction((memberId: number, id: number): BankAccount | AccountRefusal => {
    if (!find(memberId, id)) return notFound;
    clearDefault.run(memberId);
    makeDefault.run(memberId, id);
    return toAccount(find(memberId, id)!);
  });

  const destroy = db.transaction((memberId: number, id: number): { id: number } | AccountRefusal => {
    const row = find(memberId, id);
    if (!row) return notFound;
    remove.run(memberId, id);
    const next = oldest.get(memberId) as number | undefined;
    if (row.is_default === 1 && next !== undefined) makeDefault.run(memberId, next);
    return { id };
  });

  return {
    list: (memberId: number) => (all.all(memberId) as AccountRow[]).map(toAccount),
    /** The member's account with its full number (for a withdrawal), else undefined. */
    find,
    count: (memberId: number) => count.get(memberId) as number,
    store: (memberId: number, account: NewAccount) => store.immediate(memberId, account),
    setDefault: (memberId: number, id: number) => setDefault.immediate(memberId, id),
    destroy: (memberId: number, id: number) => destroy.immediate(memberId, id),
  };
}
export type BankAccounts = ReturnType<typeof createBankAccounts>;
