// The agent area's tests: the member centre's app fixture (development routes on, a recording
// stand-in of the realtime server, real HTTP) over the seeded hierarchy of seeds/agents.ts.
import type { FastifyInstance } from 'fastify';
import { call, memberIdOf, tokenFor, withMemberApp, type MemberApp } from '../../member/__tests__/fixtures.js';

export { call, heard, memberEventNames, tokenFor, WIDE_RANGE } from '../../member/__tests__/fixtures.js';

/** Seed passwords (api/README.md). */
export const PASSWORDS: Record<string, string> = {
  agent01: 'agent123',
  player01: 'player123',
  ravi_inr: 'ravi1234',
  subagent01: 'sub12345',
  subagent02: 'sub12345',
  subagent03: 'sub12345',
  applicant01: 'apply1234',
  friend02: 'friend123',
  friend03: 'friend123',
};

/** The app, with the rate limits out of the way of many logins from one address. */
export function withAgentApp(env: Record<string, string> = {}): MemberApp {
  return withMemberApp({ RATE_LIMIT_PER_MINUTE: '10000', ...env });
}

/** Logs the seeded account in (once per app) and returns its token. */
export function sessions(m: MemberApp) {
  const tokens = new Map<string, string>();
  return async (account: string): Promise<string> => {
    let token = tokens.get(account);
    if (!token) tokens.set(account, (token = await tokenFor(m.app, account, PASSWORDS[account] ?? '')));
    return token;
  };
}

/** POST as the account (logged in through `as`). */
export const callAs = async (
  m: MemberApp,
  as: (account: string) => Promise<string>,
  account: string,
  path: string,
  body: unknown = {},
) => call(m.app, path, body, await as(account));

export const idOf = (app: FastifyInstance, account: string) => memberIdOf(app, account);
