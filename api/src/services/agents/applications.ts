// A member's application to become an agent (spec 02 §7 apply_for_agent) and the
// operator's decision on it. Who may apply (AgentCode.notEligible 101 otherwise):
//   - an active member (a disabled or frozen one has no session anyway; checked again here),
//   - who is no agent yet (is_agent = 0: an agent, active or switched off, does not apply again),
//   - whose currency has a commission plan on the site (an agent without a plan earns nothing).
// One application at a time: a pending one answers AgentCode.applicationPending 104. A rejected
// one may be followed by a new application.
// Approval (an operator's, routes/operator/agents.ts) makes the member an active agent one level
// below its own agent (level 1 without one).
import { AgentCode, type AgentApplication, type AgentApplicationStatus } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import type { AgentTerms } from './terms.js';
import type { MemberRow } from '../members/index.js';

/** member_type of an agent (1 is a plain member). */
export const AGENT_MEMBER_TYPE = 2;

export interface ApplicationFields {
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  message: string;
}

interface ApplicationRow {
  id: number;
  member_id: number;
  status: AgentApplicationStatus;
  created_at: number;
  decided_at: number | null;
}

export const toAgentApplication = (row: ApplicationRow): AgentApplication => ({
  id: row.id,
  status: row.status,
  created_at: row.created_at,
  decided_at: row.decided_at,
});

export type Refusal = { code: number; message: string };

const REFUSALS = {
  inactive: { code: AgentCode.notEligible, message: 'Only an active member may apply to become an agent' },
  agent: { code: AgentCode.notEligible, message: 'You are already an agent' },
  noPlan: { code: AgentCode.notEligible, message: 'There is no agent plan for your currency yet' },
  pending: { code: AgentCode.applicationPending, message: 'Your application is already pending review' },
} as const;

type Applicant = Pick<MemberRow, 'id' | 'site_id' | 'member_currency' | 'status' | 'is_agent'>;

export type Decision =
  | { ok: true; application: AgentApplication; memberId: number; memberAccount: string }
  | { ok: false; refused: 'not_found' | 'decided'; message: string };

/** An application as the operators' console lists it: what the applicant typed, as stored. */
export interface ApplicationView {
  id: number;
  member_id: number;
  member_account: string;
  status: AgentApplicationStatus;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  message: string;
  created_at: number;
  decided_at: number | null;
}

export interface ApplicationFilter {
  status?: AgentApplicationStatus;
  member_account?: string;
  offset: number;
  limit: number;
}

export function createAgentApplications(db: Db, terms: AgentTerms, now: () => number = Date.now) {
  const latest = db.prepare(
    'SELECT id, member_id, status, created_at, decided_at FROM agent_applications WHERE member_id = ? ORDER BY id DESC LIMIT 1',
  );
  const insert = db.prepare(
    `INSERT INTO agent_applications (member_id, contact_name, contact_phone, contact_email, message, created_at)
     VALUES (@member_id, @contact_name, @contact_phone, @contact_email, @message, @created_at)
     RETURNING id, member_id, status, created_at, decided_at`,
  );
  const ofSite = db.prepare(
    `SELECT a.id, a.member_id, a.status, a.created_at, a.decided_at, m.member_account FROM agent_applications a
       JOIN members m ON m.id = a.member_id
      WHERE m.site_id = ? AND a.id = ?`,
  );
  // Pending first (oldest waiting first), then the decided ones, newest first.
  const LIST_WHERE = `FROM agent_applications a JOIN members m ON m.id = a.member_id
      WHERE m.site_id = @site_id AND (@status IS NULL OR a.status = @status)
        AND (@member_account IS NULL OR m.member_account = @member_account COLLATE NOCASE)`;
  const list = db.prepare(
    `SELECT a.id, a.member_id, m.member_account, a.status, a.contact_name, a.contact_phone, a.contact_email,
            a.message, a.created_at, a.decided_at ${LIST_WHERE}
      ORDER BY a.status = 'pending' DESC, CASE WHEN a.status = 'pending' THEN a.id ELSE -a.id END
      LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT COUNT(*) ${LIST_WHERE}`).pluck();
  const decide = db.prepare(
    "UPDATE agent_applications SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending' RETURNING id, member_id, status, created_at, decided_at",
  );
  const promote = db.prepare(
    `UPDATE members SET is_agent = 1, agent_active = 1, agent_since = @now, member_type = @type,
       agent_level = COALESCE((SELECT p.agent_level FROM members p WHERE p.id = members.parent_agent_id AND p.is_agent = 1), 0) + 1
     WHERE id = @id`,
  );

  /** Why the member may not apply now, or null. */
  function refusal(member: Applicant): Refusal | null {
    if (member.status !== 'active') return REFUSALS.inactive;
    if (member.is_agent === 1) return REFUSALS.agent;
    if (!terms.planRow(member.site_id, member.member_currency)) return REFUSALS.noPlan;
    const last = latest.get(member.id) as ApplicationRow | undefined;
    if (last?.status === 'pending') return REFUSALS.pending;
    return null;
  }

  const apply = db.transaction(
    (
      member: Applicant,
      fields: ApplicationFields,
    ): { ok: true; application: AgentApplication } | ({ ok: false } & Refusal) => {
      const refused = refusal(member);
      if (refused) return { ok: false, ...refused };
      const row = insert.get({ member_id: member.id, ...fields, created_at: now() }) as ApplicationRow;
      return { ok: true, application: toAgentApplication(row) };
    },
  );

  const decideTx = db.transaction((siteId: string, applicationId: number, approve: boolean): Decision => {
    const found = ofSite.get(siteId, applicationId) as (ApplicationRow & { member_account: string }) | undefined;
    if (!found)
      return { ok: false, refused: 'not_found', message: `site ${siteId} has no application ${applicationId}` };
    if (found.status !== 'pending')
      return { ok: false, refused: 'decided', message: `application ${applicationId} is already ${found.status}` };
    const t = now();
    const row = decide.get(approve ? 'approved' : 'rejected', t, found.id) as ApplicationRow;
    if (approve) promote.run({ id: found.member_id, now: t, type: AGENT_MEMBER_TYPE });
    return {
      ok: true,
      application: toAgentApplication(row),
      memberId: found.member_id,
      memberAccount: found.member_account,
    };
  });

  return {
    refusal,
    /** The member's latest application (pending, or the last decided one), or null. */
    latest: (memberId: number): AgentApplication | null => {
      const row = latest.get(memberId) as ApplicationRow | undefined;
      return row ? toAgentApplication(row) : null;
    },
    /** Checks and inserts in one IMMEDIATE transaction: two racing applications cannot both be pending. */
    apply: (member: Applicant, fields: ApplicationFields) => apply.immediate(member, fields),
    /** The site's applications, pending first, with what the applicants typed. */
    list(siteId: string, filter: ApplicationFilter): { items: ApplicationView[]; total: number } {
      const args = {
        site_id: siteId,
        status: filter.status ?? null,
        member_account: filter.member_account ?? null,
      };
      return {
        items: list.all({ ...args, limit: filter.limit, offset: filter.offset }) as ApplicationView[],
        total: count.get(args) as number,
      };
    },
    /** An operator's decision on a pending application of the site (one IMMEDIATE transaction, or a savepoint of the caller's). */
    decide: (siteId: string, applicationId: number, approve: boolean): Decision =>
      decideTx.immediate(siteId, applicationId, approve),
  };
}
export type AgentApplications = ReturnType<typeof createAgentApplications>;
