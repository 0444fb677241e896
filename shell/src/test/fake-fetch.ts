// The edge of the api client in tests: a fetch that answers by path, and records each call.
// jsdom has no Response, so the answers are the small part of one that the client reads.

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer, or a function of the call giving one (a promise holds the response back). */
export type Answers = Record<string, Answer | ((call: RecordedCall) => Answer | Promise<Answer>)>;

export function createFakeFetch(answers: Answers) {
  const calls: RecordedCall[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api(?=\/)/, '');
    const call: RecordedCall = {
      path,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    const answer = answers[path];
    if (!answer) return response({ status: 404, body: { code: 404, message: `no fake for ${path}`, data: null } });
    return response(typeof answer === 'function' ? await answer(call) : answer);
  }) as typeof globalThis.fetch;
  return { fetch: fakeFetch, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

function response({ status = 200, body, headers = {} }: Answer): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

/** A new-style success answer. */
export const ok = (data: unknown): Answer => ({ body: { code: 100, message: 'success', data } });
