// The agent a settlement is about: its id and the start of its first period (members.agent_since,
// else its registration).
import type { Db } from '../../db/database.js';
import type { SettlementAgent } from '../../services/agents/index.js';

export function agentOf(db: Db) {
  const since = db.prepare('SELECT COALESCE(agent_since, created_at) FROM members WHERE id = ?').pluck();
  return (id: number): SettlementAgent => ({ id, since: since.get(id) as number });
}
