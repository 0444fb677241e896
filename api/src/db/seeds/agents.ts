// Seed of the agent area (data in seeds/agents-data.ts, accounts in the root README):
// the commission plans (USD, INR, VND), the level names and the agreement in every seed language;
// agent01 as master agent since 90 days with subagent01 and subagent02 (level 2) and subagent03
// (level 3, under subagent01), 27 downline members across agent01's three depths with their
// registrations, logins, deposits, bets, wins and withdrawals over the last 60 days (ledger rows
// and cashier orders, so every balance is explained), visits through agent01's links; and
// applicant01 with an application pending. Idempotent: rows are found by stable keys and a
// member's history is written only when the member is created.
import { seedSite } from '../seed-data.js';
import type { Db } from '../database.js';
import { AGENT_MEMBER_TYPE } from '../../services/agents/index.js';
import type { AreaSeed } from './index.js';
import {
  agentAgreementsSeed,
  agentLevelNamesSeed,
  agentLinkVisitsSeed,
  agentPlansSeed,
  applicantSeed,
  DOWNLINE_PASSWORD_HASH,
  downlineSeed,
  MASTER_AGENT,
  SUB_AGENT_PASSWORD_HASH,
  subAgentsSeed,
} from './agents-data.js';
import { downlineHistory, seededRandom, type HistoryMethods } from './agents-history.js';
import { writeSteps, type MethodPick } from './cashier-history.js';

const DAY = 86_400_000;
const SEED = 12;

const NAMES = [
  'Aarav Shah',
  'Bella Moreno',
  'Chen Wei',
  'Divya Pillai',
  'Ethan Brooks',
  'Farah Khan',
  'Gopal Rao',
  'Hana Sato',
  'Ishaan Gupta',
  'Jade Nguyen',
  'Karan Malhotra',
  'Lena Fischer',
  'Manoj Kumar',
  'Nora Ali',
  'Omar Haddad',
  'Pooja Desai',
  'Quinn Taylor',
  'Rohan Das',
  'Sara Lopez',
  'Tariq Aziz',
  'Uma Krishnan',
  'Victor Lee',
  'Wen Li',
  'Xavier Cruz',
  'Yash Verma',
  'Zoe Martin',
  'Anil Joshi',
];

function seedTerms(db: Db, siteId: string): void {
  const plan = db.prepare(
    `INSERT OR IGNORE INTO agent_plans (site_id, currency, active_min_valid_bet_cents, transfer_min_cents, transfer_max_cents) VALUES (?, ?, ?, ?, ?)`,
  );
  const tier = db.prepare(
    `INSERT OR IGNORE INTO agent_plan_tiers (site_id, currency, tier, min_net_revenue_cents, min_active_members, rate_bp) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const p of agentPlansSeed) {
    plan.run(siteId, p.currency, p.active_min_valid_bet_cents, p.transfer_min_cents, p.transfer_max_cents);
    p.tiers.forEach(([revenue, active, rate], i) => tier.run(siteId, p.currency, i + 1, revenue, active, rate));
  }
  const level = db.prepare('INSERT OR IGNORE INTO agent_level_names (site_id, agent_level, names) VALUES (?, ?, ?)');
  for (const [agentLevel, names] of Object.entries(agentLevelNamesSeed))
    level.run(siteId, Number(agentLevel), JSON.stringify(names));
  const agreement = db.prepare(
    'INSERT OR IGNORE INTO agent_agreements (site_id, language, title, content) VALUES (?, ?, ?, ?)',
  );
  for (const [language, a] of Object.entries(agentAgreementsSeed)) agreement.run(siteId, language, a.title, a.content);
}

export const seedAgents: AreaSeed = (db, now) => {
  const siteId = seedSite.site_id;
  if (!db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(siteId)) return;
  seedTerms(db, siteId);

  const idOf = db.prepare('SELECT id FROM members WHERE site_id = ? AND member_account = ?').pluck();
  const masterId = idOf.get(siteId, MASTER_AGENT.member_account) as number | undefined;
  if (masterId === undefined) return;
  db.prepare('UPDATE members SET agent_since = ? WHERE id = ? AND agent_since IS NULL').run(
    now - MASTER_AGENT.agent_since_days * DAY,
    masterId,
  );

  const methodOf = db.prepare(
    `SELECT id, name FROM cashier_methods WHERE site_id = ? AND currency = 'USD' AND direction = ? AND kind = 'bank_transfer' AND active = 1 ORDER BY sort LIMIT 1`,
  );
  const pick = (direction: 'deposit' | 'withdrawal'): MethodPick =>
    (methodOf.get(siteId, direction) as MethodPick | undefined) ?? { id: null, name: 'Bank Transfer' };
  const methods: HistoryMethods = { deposit: pick('deposit'), withdrawal: pick('withdrawal') };

  const insertMember = db.prepare(
    `INSERT OR IGNORE INTO members (site_id, member_account, password_hash, member_name, member_currency, member_type,
       member_email, is_agent, agent_active, agent_type, agent_level, agent_since, parent_agent_id, register_host, cash_cents, created_at)
     VALUES (@site_id, @member_account, @password_hash, @member_name, 'USD', @member_type,
       @member_email, @is_agent, @is_agent, @is_agent, @agent_level, @agent_since, @parent_agent_id, @register_host, 0, @created_at)`,
  );
  const settle = db.prepare('UPDATE members SET cash_cents = ?, first_deposit_at = ?, last_login_at = ? WHERE id = ?');
  const random = seededRandom(SEED);

  /** Creates the member with its history; nothing when it exists already. */
  const member = (row: {
    member_account: string;
    password_hash: string;
    member_name: string;
    parent: string;
    registered_days: number;
    register_host: string;
    agent_level?: number;
    agent_since_days?: number;
    habit: 'player' | 'depositor' | 'idle';
  }) => {
    const parentId = idOf.get(siteId, row.parent) as number | undefined;
    if (parentId === undefined) return;
    const registeredAt = now - row.registered_days * DAY;
    const isAgent = row.agent_level ? 1 : 0;
    const created = insertMember.run({
      site_id: siteId,
      member_account: row.member_account,
      password_hash: row.password_hash,
      member_name: row.member_name,
      member_type: isAgent ? AGENT_MEMBER_TYPE : 1,
      member_email: `${row.member_account}@croupier.example`,
      is_agent: isAgent,
      agent_level: row.agent_level ?? 0,
      agent_since: row.agent_since_days === undefined ? null : now - row.agent_since_days * DAY,
      parent_agent_id: parentId,
      register_host: row.register_host,
      created_at: registeredAt,
    });
    // The PRNG is drawn for every member, created or not, so a member's history never depends on which others exist.
    const history = downlineHistory(random, registeredAt, row.habit, now, methods);
    if (created.changes === 0) return;
    const id = Number(created.lastInsertRowid);
    const end = writeSteps(db, id, history.steps);
    if ([...end.wallets.values()].some((cents) => cents !== 0))
      throw new Error(`seed history of ${row.member_account} leaves money in a provider`);
    settle.run(end.main, history.firstDepositAt, history.lastLoginAt, id);
  };

  for (const s of subAgentsSeed)
    member({ ...s, password_hash: SUB_AGENT_PASSWORD_HASH, register_host: 'localhost', habit: 'player' });
  downlineSeed.forEach((d, i) =>
    member({ ...d, password_hash: DOWNLINE_PASSWORD_HASH, member_name: NAMES[i % NAMES.length] ?? d.member_account }),
  );

  // Visits through agent01's links, spread over the last 60 days (only into an agent without any).
  if (!db.prepare('SELECT 1 FROM agent_link_visits WHERE agent_id = ?').get(masterId)) {
    const visit = db.prepare('INSERT INTO agent_link_visits (agent_id, host, created_at) VALUES (?, ?, ?)');
    for (const [host, count] of Object.entries(agentLinkVisitsSeed)) {
      for (let i = 0; i < count; i += 1) visit.run(masterId, host, now - Math.round(((i + 0.5) / count) * 60 * DAY));
    }
  }

  // applicant01: a plain member whose application waits for the operator.
  const a = applicantSeed;
  db.prepare(
    `INSERT OR IGNORE INTO members (site_id, member_account, password_hash, member_name, member_currency, member_email, member_phone, register_host, created_at)
     VALUES (?, ?, ?, ?, 'USD', ?, ?, 'localhost', ?)`,
  ).run(siteId, a.member_account, a.password_hash, a.member_name, a.member_email, a.member_phone, now - 20 * DAY);
  const applicantId = idOf.get(siteId, a.member_account) as number;
  db.prepare(
    `INSERT INTO agent_applications (member_id, contact_name, contact_phone, contact_email, message, created_at)
     SELECT ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM agent_applications WHERE member_id = ?)`,
  ).run(
    applicantId,
    a.member_name,
    a.member_phone,
    a.member_email,
    'I run a cricket fan page with 20,000 followers.',
    now - a.applied_days * DAY,
    applicantId,
  );
};
