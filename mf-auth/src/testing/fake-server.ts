// Test edge: a fetch that answers each api path with the JSON a handler returns, recording
// every call with its parsed body. jsdom has no Response, so a minimal one is built here.

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

type Handler = (body: Record<string, unknown>) => unknown | Promise<unknown>;

function jsonResponse(body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    status: 200,
    ok: true,
    statusText: 'OK',
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
  } as unknown as Response;
}

export function createFakeServer(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) throw new TypeError(`no fake handler for ${path}`);
    return jsonResponse(await handler(body));
  }) as typeof globalThis.fetch;
  return {
    fetch,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    /** Replace a handler mid-test. */
    on: (path: string, handler: Handler) => {
      handlers[path] = handler;
    },
  };
}

/** A promise with its resolve exposed, to hold a fake answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
