// Seed of responsible gaming (seeds/responsible-gaming-data.ts): rglimits01 with its limits, a
// waiting raise and their history. Idempotent: written only when the member is created, so the
// member's own changes stay; its balance has its ledger row.
import { seedSite } from '../seed-data.js';
import { rgChangesSeed, rgLimitsSeed, rgMemberSeed } from './responsible-gaming-data.js';
import type { AreaSeed } from './index.js';

export const seedResponsibleGaming: AreaSeed = (db, now) => {
  const siteId = seedSite.site_id;
  if (!db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(siteId)) return;
  const m = rgMemberSeed;
  const created = db
    .prepare(
      `INSERT OR IGNORE INTO members (site_id, member_account, password_hash, member_name, member_currency, cash_cents, reality_check_minutes, created_at)
       VALUES (?, ?, ?, ?, 'USD', ?, ?, ?)`,
    )
    .run(
      siteId,
      m.member_account,
      m.password_hash,
      m.member_name,
      m.cash_cents,
      m.reality_check_minutes,
      now - 7 * 24 * 60 * 60 * 1000,
    );
  if (created.changes === 0) return;
  const id = Number(created.lastInsertRowid);
  db.prepare(
    `INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, NULL, ?, ?, 'deposit', ?)`,
  ).run(id, m.cash_cents, m.cash_cents, now - 7 * 24 * 60 * 60 * 1000);
  const limit = db.prepare(
    'INSERT INTO rg_limits (member_id, subject, value, pending_value, pending_effective_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const l of rgLimitsSeed)
    limit.run(id, l.subject, l.value, l.pending_value, l.pending_at === null ? null : now + l.pending_at, now);
  const change = db.prepare(
    'INSERT INTO rg_changes (member_id, created_at, subject, action, from_value, to_value, effective_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const c of rgChangesSeed)
    change.run(
      id,
      now + c.at,
      c.subject,
      c.action,
      c.from,
      c.to,
      c.effective_at === null ? null : now + c.effective_at,
    );
};
