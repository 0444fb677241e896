// Fills an empty database with the demo site, its modules and members. Idempotent: it does
// nothing once a site exists, and every insert ignores rows already there.
import type { Db } from './database.js';
import { hashPassword } from '../lib/passwords.js';
import { seedMembers, seedProviders, seedSite, type SeedSite } from './seed-data.js';
import { areaSeeds } from './seeds/index.js';

// One argon2 hash per seed password per process (argon2id is deliberately slow; tests seed often).
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** @param modules the brand's module list (default: every remote of the manifest of remotes). */
export async function seedIfEmpty(db: Db, modules: SeedSite['modules'] = seedSite.modules): Promise<boolean> {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM sites').get() as { n: number };
  if (n > 0) return false;
  // Hash before the transaction: better-sqlite3 transactions must be synchronous.
  const passwordHashes = await Promise.all(seedMembers.map((m) => hashOnce(m.password)));
  const now = Date.now();

  db.transaction(() => {
    db.prepare(
      `INSERT OR IGNORE INTO sites (site_id, site_name, titles, settings, env_config, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(
      seedSite.site_id,
      seedSite.site_name,
      JSON.stringify(seedSite.titles),
      JSON.stringify(seedSite.settings),
      JSON.stringify(seedSite.env_config),
      now,
    );
    const insertModule = db.prepare(
      'INSERT OR IGNORE INTO site_modules (site_id, name, manifest_url, enabled, sort) VALUES (?, ?, ?, ?, ?)',
    );
    modules.forEach((m, i) => insertModule.run(seedSite.site_id, m.name, m.manifest_url, m.enabled ? 1 : 0, i));

    const insertProvider = db.prepare(
      'INSERT OR IGNORE INTO game_providers (gp_id, gp_name, icon_light, icon_dark) VALUES (?, ?, ?, ?)',
    );
    for (const p of seedProviders) insertProvider.run(p.gp_id, p.gp_name, p.icon_light, p.icon_dark);

    const insertMember = db.prepare(
      `INSERT OR IGNORE INTO members (site_id, member_account, password_hash, member_name, member_currency,
         member_type, member_email, member_phone, status, cash_cents, is_agent, agent_active, agent_type,
         agent_level, parent_agent_id, created_at)
       VALUES (@site_id, @member_account, @password_hash, @member_name, @member_currency, @member_type,
         @member_email, @member_phone, @status, @cash_cents, @is_agent, @agent_active, @agent_type,
         @agent_level, (SELECT id FROM members WHERE site_id = @site_id AND member_account = @parent_agent), @now)`,
    );
    const insertWallet = db.prepare(
      `INSERT OR IGNORE INTO member_wallets (member_id, gp_id, cash_cents, updated_at)
       SELECT id, ?, ?, ? FROM members WHERE site_id = ? AND member_account = ?`,
    );
    seedMembers.forEach((m, i) => {
      insertMember.run({
        site_id: seedSite.site_id,
        member_account: m.member_account,
        password_hash: passwordHashes[i],
        member_name: m.member_name,
        member_currency: m.member_currency,
        member_type: m.member_type,
        member_email: m.member_email,
        member_phone: m.member_phone,
        status: m.status,
        cash_cents: m.cash_cents,
        is_agent: m.is_agent ?? 0,
        agent_active: m.agent_active ?? 0,
        agent_type: m.agent_type ?? 0,
        agent_level: m.agent_level ?? 0,
        parent_agent: m.parent_agent ?? null,
        now,
      });
      for (const [gpId, cents] of Object.entries(m.wallets ?? {})) {
        insertWallet.run(gpId, cents, now, seedSite.site_id, m.member_account);
      }
    });
  })();
  return true;
}

/** Runs every area seed (idempotent) in one transaction. */
export function seedAreas(db: Db, now: number = Date.now()): void {
  db.transaction(() => {
    for (const seed of areaSeeds) seed(db, now);
  })();
}
