// Seed of the cashier (local data only; accounts in api/README.md): the demo brand's payment
// methods and the banks per currency; player01's bound bank account, withdraw password (2580) and
// a month of orders and play; bindfirst01, who must bind a bank account before depositing; and,
// for every member of the site whose balances have no ledger yet (the seeded ones), the history
// that explains them (player01's month, an opening deposit for the others), so that for each
// member the ledger sums to main + provider wallets. Idempotent: a member with any ledger row or
// order is left alone.
import { seedSite } from '../seed-data.js';
import type { AreaSeed } from './index.js';
import {
  BINDFIRST,
  cashierSeedBanks,
  cashierSeedMethods,
  PLAYER01_ACCOUNT,
  PLAYER01_WITHDRAW_PASSWORD_HASH,
} from './cashier-data.js';
import { writeOpening, writeRichHistory, type HistoryMember, type MethodPick } from './cashier-history.js';

export const seedCashier: AreaSeed = (db, now) => {
  const siteId = seedSite.site_id;
  if (!db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(siteId)) return;

  const insertMethod = db.prepare(
    `INSERT OR IGNORE INTO cashier_methods (site_id, currency, direction, kind, name, min_cents, max_cents, quick_amounts, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  cashierSeedMethods.forEach((m, i) =>
    insertMethod.run(
      siteId,
      m.currency,
      m.direction,
      m.kind,
      m.name,
      m.min_cents,
      m.max_cents,
      JSON.stringify(m.quick),
      i * 10,
    ),
  );
  const insertBank = db.prepare(
    `INSERT OR IGNORE INTO cashier_banks (currency, bank_code, bank_name, account_length_min, account_length_max, sort)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  cashierSeedBanks.forEach((b, i) =>
    insertBank.run(b.currency, b.bank_code, b.bank_name, b.account_length_min, b.account_length_max, i),
  );

  db.prepare(
    `INSERT OR IGNORE INTO members (site_id, member_account, password_hash, member_currency, need_bank_account_deposit_verified, cash_cents, created_at)
     VALUES (?, ?, ?, 'USD', 1, 0, ?)`,
  ).run(siteId, BINDFIRST.member_account, BINDFIRST.password_hash, now);

  const player = db
    .prepare('SELECT id, member_name FROM members WHERE site_id = ? AND member_account = ?')
    .get(siteId, 'player01') as { id: number; member_name: string } | undefined;
  let playerAccount: { id: number; masked: string } | null = null;
  if (player) {
    db.prepare("UPDATE members SET withdraw_password_hash = ? WHERE id = ? AND withdraw_password_hash = ''").run(
      PLAYER01_WITHDRAW_PASSWORD_HASH,
      player.id,
    );
    const hasAccount = db.prepare('SELECT 1 FROM member_bank_accounts WHERE member_id = ?').get(player.id);
    if (!hasAccount) {
      db.prepare(
        `INSERT INTO member_bank_accounts (member_id, bank_code, account_holder, account_number, is_default, created_at)
         VALUES (?, ?, ?, ?, 1, ?)`,
      ).run(
        player.id,
        PLAYER01_ACCOUNT.bank_code,
        player.member_name || 'Daniel Carter',
        PLAYER01_ACCOUNT.account_number,
        now - 29 * 86_400_000,
      );
    }
    const bound = db
      .prepare(
        `SELECT a.id, b.bank_name, a.account_number FROM member_bank_accounts a
         LEFT JOIN cashier_banks b ON b.currency = 'USD' AND b.bank_code = a.bank_code
         WHERE a.member_id = ? AND a.bank_code = ? AND a.account_number = ?`,
      )
      .get(player.id, PLAYER01_ACCOUNT.bank_code, PLAYER01_ACCOUNT.account_number) as
      { id: number; bank_name: string | null; account_number: string } | undefined;
    if (bound)
      playerAccount = {
        id: bound.id,
        masked: `${bound.bank_name ?? PLAYER01_ACCOUNT.bank_code} **** ${bound.account_number.slice(-4)}`,
      };
  }

  // Members whose balances the ledger does not explain yet: no ledger row and no order at all.
  const unexplained = db
    .prepare(
      `SELECT id, member_currency, cash_cents FROM members m WHERE site_id = ?
         AND NOT EXISTS (SELECT 1 FROM wallet_ledger WHERE member_id = m.id)
         AND NOT EXISTS (SELECT 1 FROM cashier_orders WHERE member_id = m.id)
       ORDER BY id`,
    )
    .all(siteId) as { id: number; member_currency: string; cash_cents: number }[];
  const walletsOf = db.prepare('SELECT gp_id, cash_cents FROM member_wallets WHERE member_id = ? ORDER BY gp_id');
  const methodOf = db.prepare(
    `SELECT id, name FROM cashier_methods WHERE site_id = ? AND currency = ? AND direction = ? AND kind = ? AND active = 1 ORDER BY sort LIMIT 1`,
  );
  const pick = (currency: string, direction: 'deposit' | 'withdrawal', kind: string): MethodPick =>
    (methodOf.get(siteId, currency, direction, kind) as MethodPick | undefined) ?? { id: null, name: 'Bank Transfer' };

  for (const m of unexplained) {
    const wallets = new Map(
      (walletsOf.all(m.id) as { gp_id: string; cash_cents: number }[]).map((w) => [w.gp_id, w.cash_cents]),
    );
    const member: HistoryMember = { id: m.id, main: m.cash_cents, wallets };
    if (player && m.id === player.id) {
      writeRichHistory(
        db,
        member,
        {
          bank: pick(m.member_currency, 'deposit', 'bank_transfer'),
          card: pick(m.member_currency, 'deposit', 'card'),
          wallet: pick(m.member_currency, 'deposit', 'e_wallet'),
          withdrawal: pick(m.member_currency, 'withdrawal', 'bank_transfer'),
        },
        playerAccount,
        now,
      );
    } else {
      writeOpening(db, member, pick(m.member_currency, 'deposit', 'bank_transfer'), now);
    }
  }
};
