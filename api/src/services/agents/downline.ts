// DownlineInfo: the direct members of an agent the caller may look at (itself or a
// sub-agent in its downline), registered in a range of site days, newest first, a page at a time.
// Depths are the caller's (a sub-agent's members are 2 below the caller), and the path runs from
// the caller down to the agent asked about, for the breadcrumb.
import type { DownlineList, DownlineMember } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import { DOWNLINE_CTE, MAX_DEPTH, type AgentHierarchy } from './hierarchy.js';

export interface DownlineQuery {
  /** The agent whose direct members are listed: the caller or a sub-agent below it. */
  agentId: number;
  from: number;
  to: number;
  account: string;
  page: number;
  count: number;
}

interface Row {
  id: number;
  member_account: string;
  is_agent: 0 | 1;
  agent_level: number;
  created_at: number;
  last_login_at: number | null;
  status: DownlineMember['status'];
  cash_cents: number;
}

/** '%' and '_' typed by an agent are letters, not LIKE wildcards. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createAgentDownline(db: Db, hierarchy: AgentHierarchy) {
  const where = `parent_agent_id = @agent AND created_at >= @from AND created_at < @to AND member_account LIKE @like ESCAPE '\\'`;
  const page = db.prepare(
    `SELECT id, member_account, is_agent, agent_level, created_at, last_login_at, status, cash_cents FROM members
      WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const total = db.prepare(`SELECT COUNT(*) FROM members WHERE ${where}`).pluck();
  const countUnder = db.prepare(`${DOWNLINE_CTE} SELECT COUNT(*) FROM downline`).pluck();
  const step = db.prepare('SELECT id, member_account, parent_agent_id FROM members WHERE id = ?');
  const subAgent = db.prepare('SELECT is_agent FROM members WHERE id = ?').pluck();

  /** From `callerId` down to `agentId` (both included), following parent_agent_id up from the agent. */
  function pathTo(callerId: number, agentId: number): DownlineList['path'] {
    const path: DownlineList['path'] = [];
    let id: number | null = agentId;
    for (let n = 0; id !== null && n <= MAX_DEPTH + 1; n += 1) {
      const row = step.get(id) as { id: number; member_account: string; parent_agent_id: number | null } | undefined;
      if (!row) break;
      path.unshift({ id: row.id, member_account: row.member_account });
      if (row.id === callerId) break;
      id = row.parent_agent_id;
    }
    return path;
  }

  return {
    /**
     * The depth of the agent asked about below the caller (0: the caller itself), or null when it
     * is not a sub-agent in the caller's downline (an agent never sees another agent's members).
     */
    depthOfAgent(callerId: number, agentId: number): number | null {
      if (agentId === callerId) return 0;
      const depth = hierarchy.depthOf(callerId, agentId);
      return depth !== null && subAgent.get(agentId) === 1 ? depth : null;
    },
    list(callerId: number, q: DownlineQuery, baseDepth: number): DownlineList {
      const params = { agent: q.agentId, from: q.from, to: q.to, like: likeContains(q.account.trim()) };
      const rows = page.all({ ...params, limit: q.count, offset: (q.page - 1) * q.count }) as Row[];
      return {
        list: rows.map((r): DownlineMember => ({
          id: r.id,
          member_account: r.member_account,
          is_agent: r.is_agent,
          agent_level: r.agent_level,
          depth: baseDepth + 1,
          registered_at: r.created_at,
          last_login_at: r.last_login_at,
          status: r.status,
          main_balance: formatCents(r.cash_cents),
          downline_count: r.is_agent === 1 ? (countUnder.get({ agent: r.id }) as number) : 0,
        })),
        total_count: total.get(params) as number,
        path: pathTo(callerId, q.agentId),
      };
    },
  };
}
export type AgentDownline = ReturnType<typeof createAgentDownline>;
