// The agent/recommend cookie (spec 01 §3, §9): a link's agent id and friend-recommend code, once
// the api has said they are valid, kept for LINK_EXPIRE_TIME minutes so a visitor who comes back
// later still registers under them. Path /, SameSite=Lax.
import { AGENT_RECOMMEND_COOKIE } from '@croupier/shared';

export interface AgentRecommend {
  agent_id?: string;
  recommend_code?: string;
}

export function readAgentRecommendCookie(cookie: string = document.cookie): AgentRecommend {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== AGENT_RECOMMEND_COOKIE) continue;
    try {
      const value = JSON.parse(decodeURIComponent(rest.join('=').trim())) as Record<string, unknown>;
      const out: AgentRecommend = {};
      if (typeof value.agent_id === 'string') out.agent_id = value.agent_id;
      if (typeof value.recommend_code === 'string') out.recommend_code = value.recommend_code;
      return out;
    } catch {
      return {};
    }
  }
  return {};
}

export function writeAgentRecommendCookie(value: AgentRecommend, linkExpireMinutes: number, doc: Document = document): void {
  const maxAge = Math.max(0, Math.round(linkExpireMinutes * 60));
  doc.cookie = `${AGENT_RECOMMEND_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
