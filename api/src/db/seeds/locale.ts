// A local agent domain: http://agent-a.localhost:<port> is bound to agent01 and forces INR on
// guests (browsers resolve *.localhost to the loopback address, so it works with no set-up).
import type { AreaSeed } from './index.js';

export const LOCAL_AGENT_DOMAIN = { host: 'agent-a.localhost', agent: 'agent01', currency: 'INR' } as const;

export const seedLocale: AreaSeed = (db, now) => {
  db.prepare(
    `INSERT OR IGNORE INTO agent_domains (host, site_id, agent_id, currency, created_at)
     SELECT ?, site_id, id, ?, ? FROM members WHERE member_account = ? AND is_agent = 1`,
  ).run(LOCAL_AGENT_DOMAIN.host, LOCAL_AGENT_DOMAIN.currency, now, LOCAL_AGENT_DOMAIN.agent);
};
