// jsdom has no fetch Response; this is the part of one the API client reads.

export interface JsonResponseInit {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
}

const MADE_HERE = Symbol('jsonResponse');

export function jsonResponse(body: unknown, init: JsonResponseInit = {}): Response {
  const status = init.status ?? 200;
  const headers = new Map(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: init.statusText ?? '',
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    [MADE_HERE]: true,
  } as unknown as Response;
}

/**
 * A fetch answering each API path (without the /api prefix) from a table: a route returns the
 * answer body (or a promise of it, to hold an answer back), or a jsonResponse(...) for another status
 * or headers. Unknown paths get a 404.
 */
export function routeFetch(
  routes: Record<string, (body: unknown) => unknown>,
): typeof fetch & { calls: { path: string; body: unknown; headers: Record<string, string> }[] } {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path, body, headers: (init.headers ?? {}) as Record<string, string> });
    const route = routes[path];
    if (!route) return jsonResponse({ code: 404, message: `no route ${path}`, data: null }, { status: 404 });
    const answer = await route(body);
    return typeof answer === 'object' && answer !== null && MADE_HERE in answer
      ? (answer as unknown as Response)
      : jsonResponse(answer);
  };
  return Object.assign(fn as typeof fetch, { calls });
}
