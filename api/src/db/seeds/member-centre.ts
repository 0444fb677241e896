// Seed of the member centre (seeds/member-centre-data.ts). Idempotent: rows are found by their
// stable keys (account, title) and never written twice, so a member's reads, deletions and new
// passwords stay. Every seeded balance has its ledger rows (ledger sum = main wallet).
import { seedSite } from '../seed-data.js';
import { REWARD_LEDGER_REASON, rewardCents } from '../../services/promotions/index.js';
import {
  announcementsSeed,
  forcePasswordSeed,
  lettersSeed,
  recommendRulesSeed,
  REFERRER_ACCOUNT,
  referredMembersSeed,
  rewardTermsSeed,
  SEED_REWARD_ORDER,
} from './member-centre-data.js';
import type { AreaSeed } from './index.js';

export const seedMemberCentre: AreaSeed = (db, now) => {
  const siteId = seedSite.site_id;
  if (!db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(siteId)) return;
  const idOf = db.prepare('SELECT id FROM members WHERE site_id = ? AND member_account = ?').pluck();
  const referrerId = idOf.get(siteId, REFERRER_ACCOUNT) as number | undefined;

  // Reward terms: only where the operator has set none.
  const terms = db.prepare(
    `UPDATE bonus_settings SET reward_rate_bp = ?, reward_cap_cents = ?
      WHERE site_id = ? AND currency = ? AND reward_rate_bp = 0 AND reward_cap_cents = 0`,
  );
  for (const t of rewardTermsSeed) terms.run(t.reward_rate_bp, t.reward_cap_cents, siteId, t.currency);
  const rules = db.prepare('INSERT OR IGNORE INTO recommend_rules (site_id, language, content) VALUES (?, ?, ?)');
  for (const [language, content] of Object.entries(recommendRulesSeed)) rules.run(siteId, language, content);

  const announcement = db.prepare(
    `INSERT INTO announcements (site_id, title, content, display_before_login, display_after_login, sort, created_at)
     SELECT @site_id, @title, @content, @display_before_login, 1, @sort, @created_at
      WHERE NOT EXISTS (SELECT 1 FROM announcements WHERE site_id = @site_id AND json_extract(title, '$.en_US') = @en_title)`,
  );
  for (const a of announcementsSeed) {
    announcement.run({
      site_id: siteId,
      title: JSON.stringify(a.title),
      content: JSON.stringify(a.content),
      display_before_login: a.display_before_login,
      sort: a.sort,
      created_at: now - a.ago,
      en_title: a.title.en_US,
    });
  }

  const insertMember = db.prepare(
    `INSERT OR IGNORE INTO members (site_id, member_account, password_hash, member_name, member_currency, cash_cents,
       recommended_by, parent_agent_id, first_deposit_at, first_login_to_change_password, created_at)
     VALUES (@site_id, @member_account, @password_hash, @member_name, 'USD', @cash_cents,
       @recommended_by, @parent_agent_id, @first_deposit_at, @force, @created_at)`,
  );
  const ledger = db.prepare(
    `INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at)
     VALUES (?, NULL, ?, ?, ?, ?)`,
  );
  const newMember = (row: Record<string, unknown>): number | null =>
    insertMember.run({ recommended_by: null, parent_agent_id: null, first_deposit_at: null, force: 0, ...row })
      .changes === 1
      ? (idOf.get(siteId, row.member_account) as number)
      : null;

  const forcedId = newMember({ site_id: siteId, ...forcePasswordSeed, force: 1, created_at: now });
  if (forcedId !== null)
    ledger.run(forcedId, forcePasswordSeed.cash_cents, forcePasswordSeed.cash_cents, 'deposit', now);

  if (referrerId === undefined) return;
  const referrer = db.prepare('SELECT parent_agent_id FROM members WHERE id = ?').get(referrerId) as {
    parent_agent_id: number | null;
  };
  for (const f of referredMembersSeed) {
    const id = newMember({
      site_id: siteId,
      member_account: f.member_account,
      password_hash: f.password_hash,
      member_name: f.member_name,
      cash_cents: f.first_deposit_cents,
      recommended_by: referrerId,
      // Placed as a registration with a friend's code places it: under the friend's agent.
      parent_agent_id: referrer.parent_agent_id,
      first_deposit_at: f.first_deposit_cents > 0 ? now - f.deposit_ago : null,
      created_at: now - f.registered_ago,
    });
    if (id === null || f.first_deposit_cents === 0) continue;
    const depositAt = now - f.deposit_ago;
    ledger.run(id, f.first_deposit_cents, f.first_deposit_cents, 'deposit', depositAt);
    // The reward that deposit paid player01, as the service would have paid it.
    const usd = rewardTermsSeed.find((t) => t.currency === 'USD')!;
    const reward = rewardCents(f.first_deposit_cents, usd.reward_rate_bp, usd.reward_cap_cents);
    const balance = db
      .prepare('UPDATE members SET cash_cents = cash_cents + ? WHERE id = ? RETURNING cash_cents')
      .pluck()
      .get(reward, referrerId) as number;
    const ledgerId = Number(ledger.run(referrerId, reward, balance, REWARD_LEDGER_REASON, depositAt).lastInsertRowid);
    db.prepare(
      `INSERT INTO recommend_rewards (site_id, referrer_id, member_id, order_number, deposit_cents, reward_cents, ledger_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(siteId, referrerId, id, SEED_REWARD_ORDER, f.first_deposit_cents, reward, ledgerId, depositAt);
  }

  const letter = db.prepare(
    `INSERT INTO letters (site_id, member_id, title, content, is_read, created_at)
     SELECT ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM letters WHERE member_id = ? AND title = ?)`,
  );
  for (const l of lettersSeed)
    letter.run(siteId, referrerId, l.title, l.content, l.is_read, now - l.ago, referrerId, l.title);
};
