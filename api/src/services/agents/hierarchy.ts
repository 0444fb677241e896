// An agent's downline: the members whose parent_agent_id chain reaches the agent, with
// their depth (1 direct, 2 a direct sub-agent's members, ...). Every agent-centre call reads it
// to decide what the caller may see or move money to: an agent never sees outside its downline.
import type { Db } from '../../db/database.js';

/** Deeper than any real hierarchy; stops a corrupted cycle from recursing for ever. */
export const MAX_DEPTH = 32;

/**
 * The recursive CTE `downline(id, depth)` under the agent bound as `@agent`: splice it in front of
 * a SELECT that reads `downline` (joins members by id).
 */
export const DOWNLINE_CTE = `WITH RECURSIVE downline(id, depth) AS (
    SELECT id, 1 FROM members WHERE parent_agent_id = @agent
    UNION ALL
    SELECT m.id, d.depth + 1 FROM members m JOIN downline d ON m.parent_agent_id = d.id WHERE d.depth < ${MAX_DEPTH}
  )`;

export interface DownlineEntry {
  id: number;
  depth: number;
}

export function createAgentHierarchy(db: Db) {
  const all = db.prepare(`${DOWNLINE_CTE} SELECT id, depth FROM downline ORDER BY depth, id`);
  const depthOf = db.prepare(`${DOWNLINE_CTE} SELECT depth FROM downline WHERE id = @member LIMIT 1`).pluck();

  return {
    /** Every member under `agentId`, shallowest first. */
    downline(agentId: number): DownlineEntry[] {
      return all.all({ agent: agentId }) as DownlineEntry[];
    },
    /** The depth of `memberId` under `agentId`, or null when it is not in the agent's downline. */
    depthOf(agentId: number, memberId: number): number | null {
      if (agentId === memberId) return null;
      return (depthOf.get({ agent: agentId, member: memberId }) as number | undefined) ?? null;
    },
    isInDownline(agentId: number, memberId: number): boolean {
      return this.depthOf(agentId, memberId) !== null;
    },
  };
}
export type AgentHierarchy = ReturnType<typeof createAgentHierarchy>;
