// Who introduces a new member (spec 01 §6): an agent by member id (the link's ?id=) or a friend
// by recommend code (?invite=). The codes are spec 01 §8's; where the spec names two codes for
// "introducer not found", 219 is an id that is no member and 112 a code that does not exist.
import { RegisterCode } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';

interface IntroducerRow {
  id: number;
  is_agent: 0 | 1;
  agent_active: 0 | 1;
  status: 'active' | 'disabled' | 'frozen';
  parent_agent_id: number | null;
}

export type IntroducerCheck<T> = { ok: true; value: T } | { ok: false; code: number };

/** Where the new member goes: under an agent, and/or recommended by a member. */
export interface Placement {
  parentAgentId: number | null;
  recommendedBy: number | null;
}

const AGENT_ID = /^\d{1,12}$/;
// Codes are letters and digits with at least one letter, so they never read as an agent id.
const RECOMMEND_CODE = /^(?=.*[A-Za-z])[A-Za-z0-9]{4,16}$/;

export const isAgentIdShape = (value: string): boolean => AGENT_ID.test(value);
export const isRecommendCodeShape = (value: string): boolean => RECOMMEND_CODE.test(value);

export function createIntroducers(db: Db) {
  const member = db.prepare(
    'SELECT id, is_agent, agent_active, status, parent_agent_id FROM members WHERE site_id = ? AND id = ?',
  );
  const code = db.prepare(
    `SELECT c.status AS code_status, m.id, m.is_agent, m.agent_active, m.status, m.parent_agent_id
       FROM recommend_codes c JOIN members m ON m.id = c.member_id
      WHERE c.site_id = ? AND c.code = ?`,
  );
  const agentCurrency = db.prepare(
    `SELECT member_currency FROM members WHERE site_id = ? AND id = ? AND is_agent = 1 AND agent_active = 1 AND status = 'active'`,
  );

  /** 219 no member with this id, 106 a member that is no agent, 108 an agent switched off or not active. */
  function checkAgent(siteId: string, agentId: string): IntroducerCheck<IntroducerRow> {
    if (!isAgentIdShape(agentId)) return { ok: false, code: RegisterCode.introducerInvalid };
    const row = member.get(siteId, Number(agentId)) as IntroducerRow | undefined;
    if (!row) return { ok: false, code: RegisterCode.introducerIdNotFound };
    if (row.is_agent !== 1) return { ok: false, code: RegisterCode.agentNotFound };
    if (row.agent_active !== 1 || row.status !== 'active') return { ok: false, code: RegisterCode.agentDisabled };
    return { ok: true, value: row };
  }

  /** 112 no such code, 110 the code is disabled, 109 its member may not recommend (not active). */
  function checkCode(siteId: string, recommendCode: string): IntroducerCheck<IntroducerRow> {
    if (!isRecommendCodeShape(recommendCode)) return { ok: false, code: RegisterCode.introducerInvalid };
    const row = code.get(siteId, recommendCode) as (IntroducerRow & { code_status: string }) | undefined;
    if (!row) return { ok: false, code: RegisterCode.introducerNotFound };
    if (row.code_status !== 'active') return { ok: false, code: RegisterCode.codeDisabled };
    if (row.status !== 'active') return { ok: false, code: RegisterCode.recommendDisabled };
    return { ok: true, value: row };
  }

  return {
    checkAgent,
    checkCode,
    /** An active agent's currency (POST /member_info), or null. */
    agentCurrency: (siteId: string, agentId: number): string | null =>
      (agentCurrency.get(siteId, agentId) as { member_currency: string } | undefined)?.member_currency ?? null,
    /**
     * The registration's `introducer`: digits are an agent id, a code with a letter a friend's
     * recommend code (only while friend recommendation is offered: 107), anything else 228.
     * A friend's new member goes under the friend's agent (or the friend, if an agent).
     */
    resolve(siteId: string, introducer: string, friendOffered: boolean): IntroducerCheck<Placement> {
      if (introducer === '') return { ok: true, value: { parentAgentId: null, recommendedBy: null } };
      if (isAgentIdShape(introducer)) {
        const agent = checkAgent(siteId, introducer);
        return agent.ok ? { ok: true, value: { parentAgentId: agent.value.id, recommendedBy: null } } : agent;
      }
      if (!isRecommendCodeShape(introducer)) return { ok: false, code: RegisterCode.introducerInvalid };
      if (!friendOffered) return { ok: false, code: RegisterCode.recommendClosed };
      const friend = checkCode(siteId, introducer);
      if (!friend.ok) return friend;
      const f = friend.value;
      const parentAgentId = f.is_agent === 1 && f.agent_active === 1 ? f.id : f.parent_agent_id;
      return { ok: true, value: { parentAgentId, recommendedBy: f.id } };
    },
  };
}
export type Introducers = ReturnType<typeof createIntroducers>;
