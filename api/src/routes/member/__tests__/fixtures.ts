// The member centre's tests: a real app (development routes on) over SQLite, publishing to a
// recording stand-in of the realtime server, called over real HTTP.
import type { FastifyInstance } from 'fastify';
import { post, startApp, tokenFor } from '../../../test/helpers.js';
import { startPusherRecorder, type PusherRecorder } from '../../../test/pusher-recorder.js';

export interface MemberApp {
  app: FastifyInstance;
  recorder: PusherRecorder;
}

/** Call in a describe: starts before its tests, closes after them. */
export function withMemberApp(env: Record<string, string> = {}): MemberApp {
  const state = {} as MemberApp;
  beforeAll(async () => {
    state.recorder = await startPusherRecorder();
    state.app = await startApp({ CROUPIER_DEV_ROUTES: '1', PUSHER_PORT: String(state.recorder.port), ...env });
  });
  afterAll(async () => {
    await state.app.close();
    await state.recorder.close();
  });
  return state;
}

/** POST as the member of `token` (no header when null). */
export const call = (app: FastifyInstance, path: string, body: unknown, token: string | null) =>
  post(app, path, body, token === null ? {} : { authorization: token });

export { tokenFor };

export const memberIdOf = (app: FastifyInstance, account: string): number =>
  app.services.db
    .prepare("SELECT id FROM members WHERE site_id = '1' AND member_account = ?")
    .pluck()
    .get(account) as number;

/** Names of the events published so far on the member's private channel. */
export function memberEventNames(recorder: PusherRecorder, memberId: number): string[] {
  const channel = `private-member.${memberId}`;
  return recorder.events.filter((e) => (e.body.channels ?? [e.body.channel]).includes(channel)).map((e) => e.body.name);
}

/** Waits until the member's channel has heard `name` (the publish is not awaited by the route). */
export async function heard(recorder: PusherRecorder, memberId: number, name: string): Promise<void> {
  for (let n = recorder.events.length; !memberEventNames(recorder, memberId).includes(name); n += 1)
    await recorder.waitFor(n + 1);
}

/** Today in the seed's site time zone is close enough: a wide range around now. */
export const WIDE_RANGE = { start_date: '2000-01-01', end_date: '2999-12-31', page: 1, count: 50 };
