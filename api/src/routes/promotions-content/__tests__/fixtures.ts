// The promotion content's tests: a real app over SQLite, called over real HTTP; nothing listens on
// the pusher port (a console change stands, published false).
import type { FastifyInstance } from 'fastify';
import { post, startApp, tokenFor } from '../../../test/helpers.js';

export interface ContentApp {
  app: FastifyInstance;
}

/** Call in a describe: starts before its tests, closes after them. */
export function withContentApp(env: Record<string, string> = {}): ContentApp {
  const state = {} as ContentApp;
  beforeAll(async () => {
    state.app = await startApp(env);
  });
  afterAll(() => state.app.close());
  return state;
}

/** POST with optional `lang` and authorization (null: none). */
export const call = (
  app: FastifyInstance,
  path: string,
  body: unknown,
  { token = null, lang }: { token?: string | null; lang?: string } = {},
) => post(app, path, body, { ...(token ? { authorization: token } : {}), ...(lang ? { lang } : {}) });

/** The data of a successful new-style answer (fails the test on any other code). */
export async function dataOf<T>(response: Promise<{ json(): { code: number; data: T; message: string } }>): Promise<T> {
  const body = (await response).json();
  expect({ code: body.code, message: body.message }).toEqual({ code: 100, message: 'success' });
  return body.data;
}

export { tokenFor };
