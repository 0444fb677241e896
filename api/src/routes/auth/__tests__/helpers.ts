// Helpers of the login-flow api tests: a real app (HTTP, SQLite, argon2), the seeded members of
// db/seeds/auth.ts, and the codes the outbox "sent".
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { NewStyleResponse } from '@croupier/shared/contracts';
import { login, post, send, startApp } from '../../../test/helpers.js';

export { login, post, send };

/** Seeded by db/seeds/auth.ts (passwords in api/README.md). */
export const SEEDED = {
  device: { account: 'device01', password: 'device123', phone: '0912000107' },
  double: {
    account: 'double01',
    password: 'double123',
    member_name: 'Dana Double',
    identity_id: 'DV-0001-2024',
    member_phone: '0912000100',
    member_email: 'double01@example.com',
    withdraw_password: '2468',
  },
  moved: {
    account: 'moved01',
    password: 'moved123',
    email: 'moved01@example.com',
    phone: '0912000802',
    withdraw: '1357',
  },
  forgot: { account: 'forgot01', password: 'forgot123', phone: '0912000300' },
  social: { account: 'social01', password: 'social123' },
} as const;

/** An app whose per-minute limit does not get in the way of a test's many calls. */
export const startAuthApp = (env: Record<string, string> = {}) => startApp({ RATE_LIMIT_PER_MINUTE: '10000', ...env });

export async function json<T = unknown>(
  res: Promise<{ json(): unknown }> | { json(): unknown },
): Promise<NewStyleResponse<T>> {
  return (await res).json() as NewStyleResponse<T>;
}

/** The code of the latest message the outbox holds for `to` and `purpose`. */
export function sentCode(app: FastifyInstance, to: string, purpose: string): string {
  const code = app.services.outbox.latestCode(to, purpose);
  if (!code) throw new Error(`nothing was sent to ${to} for ${purpose}`);
  return code;
}

/** A code of the same length that is not `code`. */
export const otherCode = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

/** Whether the token still opens a session-only call. */
export async function sessionWorks(app: FastifyInstance, token: string): Promise<boolean> {
  const res = await post(app, '/api/member/profile/common/layout', {}, { authorization: token });
  return res.statusCode === 200;
}

export const setMember = (app: FastifyInstance, account: string, fields: Record<string, string | number>) => {
  const sets = Object.keys(fields)
    .map((k) => `${k} = @${k}`)
    .join(', ');
  app.services.db.prepare(`UPDATE members SET ${sets} WHERE member_account = @account`).run({ ...fields, account });
};

/** POSTs an HTML form and does not follow a redirect (the test reads Location). */
export async function postForm(app: FastifyInstance, path: string, fields: Record<string, string>) {
  const { port } = app.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { statusCode: res.status, location: res.headers.get('location'), body: await res.text() };
}
