// The agent/recommend cookie (spec 01 §3, §9): a link's agent id and friend-recommend code, once
// the api has said they are valid, kept for LINK_EXPIRE_TIME minutes so a visitor who comes back
// later still registers under them. Read and written with the shared cookie module: a cookie that
// cannot be read (malformed, another app's, the wrong shape) reads as absent, never throws.
import { readJsonCookie, writeJsonCookie } from '@croupier/shared';

export const AGENT_RECOMMEND_COOKIE = 'agent_recommend';

export interface AgentRecommend {
  agent_id?: string;
  recommend_code?: string;
}

const parse = (value: unknown): AgentRecommend | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const { agent_id, recommend_code } = value as Record<string, unknown>;
  return {
    ...(typeof agent_id === 'string' ? { agent_id } : {}),
    ...(typeof recommend_code === 'string' ? { recommend_code } : {}),
  };
};

export function readAgentRecommendCookie(): AgentRecommend {
  return readJsonCookie(AGENT_RECOMMEND_COOKIE, parse) ?? {};
}

export function writeAgentRecommendCookie(value: AgentRecommend, linkExpireMinutes: number): void {
  writeJsonCookie(AGENT_RECOMMEND_COOKIE, value, { maxAgeS: Math.max(0, Math.round(linkExpireMinutes * 60)) });
}
