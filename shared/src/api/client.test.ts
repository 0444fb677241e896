/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from './api-error.js';
import { createApiClient, type ApiClientOptions } from './client.js';

type Call = { url: string; init: RequestInit };

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

/** A fetch at the edge: records each call and answers with `reply`. */
function fakeFetch(reply: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return reply(call);
  }) as typeof fetch;
  return { fn, calls };
}

/** A fetch that never answers until its signal aborts, like a hung server. */
const hangingFetch = (async (_: RequestInfo | URL, init: RequestInit = {}) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  })) as typeof fetch;

function client(overrides: Partial<ApiClientOptions> = {}) {
  let token: string | null = 'tok-1';
  const onUnauthorized = jest.fn();
  const setToken = jest.fn((t: string) => {
    token = t;
  });
  const api = createApiClient({
    getToken: () => token,
    setToken,
    getLang: () => 'vi_VN',
    onUnauthorized,
    ...overrides,
  });
  return { api, onUnauthorized, setToken, currentToken: () => token };
}

describe('createApiClient', () => {
  it("prefixes relative paths with '/api' once and leaves absolute URLs alone", async () => {
    const f = fakeFetch(() => json({ code: 1000, message: '', data: null }));
    const { api } = client({ fetch: f.fn, baseUrl: 'http://api.test' });
    await api.post('/captcha', { type: 1 });
    await api.post('member/profile');
    await api.post('/api/template_config');
    await api.get('https://cdn.test/builds/latest.json');
    expect(f.calls.map((c) => c.url)).toEqual([
      'http://api.test/api/captcha',
      'http://api.test/api/member/profile',
      'http://api.test/api/template_config',
      'https://cdn.test/builds/latest.json',
    ]);
  });

  it('sends lang, authorization and a JSON body', async () => {
    const f = fakeFetch(() => json({ code: 1000, message: '', data: null }));
    const { api } = client({ fetch: f.fn });
    await api.post('/login', { account: 'bob' });
    const init = f.calls[0]!.init;
    expect(f.calls[0]!.url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ lang: 'vi_VN', authorization: 'tok-1', 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ account: 'bob' });
  });

  it('starts each call only after beforeFetch has let it go, with the token current then', async () => {
    const f = fakeFetch(() => json({ code: 1000, message: '', data: null }));
    let release: () => void = () => undefined;
    const beforeFetch = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { api, setToken } = client({ fetch: f.fn, beforeFetch });
    const call = api.post('/member/profile');
    await Promise.resolve();
    expect(beforeFetch).toHaveBeenCalledTimes(1);
    expect(f.calls).toHaveLength(0);
    setToken('tok-2');
    release();
    await call;
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]!.init.headers).toMatchObject({ authorization: 'tok-2' });
  });

  it('sends no authorization header without a token', async () => {
    const f = fakeFetch(() => json({ code: 1000, message: '', data: null }));
    const { api } = client({ fetch: f.fn, getToken: () => null });
    await api.get('/v3/game_list');
    expect(f.calls[0]!.init.headers).not.toHaveProperty('authorization');
    expect(f.calls[0]!.init.method).toBe('GET');
  });

  it('stores a new authorization response header as the token', async () => {
    const f = fakeFetch(() => json({ code: 1000, message: '', data: null }, { headers: { authorization: 'tok-2' } }));
    const { api, setToken, currentToken } = client({ fetch: f.fn });
    await api.post('/member/profile');
    expect(setToken).toHaveBeenCalledWith('tok-2');
    expect(currentToken()).toBe('tok-2');
    await api.post('/member/profile');
    expect(f.calls[1]!.init.headers).toMatchObject({ authorization: 'tok-2' });
    expect(setToken).toHaveBeenCalledTimes(1);
  });

  it('returns business codes instead of throwing, in both answer styles', async () => {
    const answers = [
      json({ code: 101, message: 'account wrong', data: null }),
      json({ header: { status: '1000100', desc: '' }, body: { total: '12.00' } }),
    ];
    const f = fakeFetch(() => answers.shift()!);
    const { api } = client({ fetch: f.fn });
    await expect(api.post('/login', {})).resolves.toEqual({
      code: 101,
      message: 'account wrong',
      data: null,
      success: false,
    });
    await expect(api.post('/member/profile/my_cash')).resolves.toEqual({
      code: 100,
      message: '',
      data: { total: '12.00' },
      success: true,
    });
  });

  it('revalidates a read with the ETag it kept: If-None-Match sent, a 304 answers the kept body', async () => {
    const etag = '"v1"';
    const f = fakeFetch((call) =>
      (call.init.headers as Record<string, string>)['if-none-match'] === etag
        ? new Response(null, { status: 304, headers: { etag } })
        : json(
            { code: 100, message: '', data: [{ gt_id: 1 }] },
            { headers: { 'content-type': 'application/json', etag } },
          ),
    );
    const { api } = client({ fetch: f.fn });
    const memory = new Map<string, { etag: string; json: unknown }>();
    const first = await api.post('/v3/game_list', { currency: 'USD' }, { revalidate: memory });
    const again = await api.post('/v3/game_list', { currency: 'USD' }, { revalidate: memory });
    expect(again).toEqual(first);
    expect(again.data).toEqual([{ gt_id: 1 }]);
    const sent = f.calls.map((c) => (c.init.headers as Record<string, string>)['if-none-match']);
    expect(sent).toEqual([undefined, etag]);
    // Another body is another read: nothing kept for it yet.
    await api.post('/v3/game_list', { currency: 'INR' }, { revalidate: memory });
    expect((f.calls[2]!.init.headers as Record<string, string>)['if-none-match']).toBeUndefined();
    // Without a memory no validator is sent.
    await api.post('/v3/game_list', { currency: 'USD' });
    expect((f.calls[3]!.init.headers as Record<string, string>)['if-none-match']).toBeUndefined();
  });

  it('times out with kind timeout and the requestTimeout key', async () => {
    const { api } = client({ fetch: hangingFetch, timeoutMs: 30 });
    const err = await api.post('/slow').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'timeout', messageKey: 'requestTimeout' });
  });

  it('waits the full 30000 ms by default', async () => {
    jest.useFakeTimers();
    try {
      const { api } = client({ fetch: hangingFetch });
      const settled = jest.fn();
      const call = api.post('/slow').catch((e: unknown) => {
        settled(e);
      });
      await jest.advanceTimersByTimeAsync(29_999);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await call;
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('classifies a failed fetch as a network error', async () => {
    const { api } = client({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(api.post('/x')).rejects.toMatchObject({ kind: 'network', messageKey: 'networkError' });
  });

  it('reports any other failure as unhandled with its code and message, or invalid error', async () => {
    const { api } = client({
      fetch: (async () => {
        throw Object.assign(new Error('quota'), { code: 'EQUOTA' });
      }) as typeof fetch,
    });
    await expect(api.post('/x')).rejects.toMatchObject({ kind: 'unhandled', code: 'EQUOTA', message: 'quota' });

    const { api: api2 } = client({
      fetch: (async () => {
        throw 'nonsense';
      }) as typeof fetch,
    });
    await expect(api2.post('/x')).rejects.toMatchObject({ kind: 'unhandled', message: 'invalid error' });
  });

  it('throws an HTTP error status as unhandled, with the body code when it has one', async () => {
    const answers = [
      json({ code: 429, message: 'too many', data: null }, { status: 429 }),
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    ];
    const { api } = client({ fetch: fakeFetch(() => answers.shift()!).fn });
    await expect(api.post('/x')).rejects.toMatchObject({ kind: 'unhandled', code: 429, message: 'too many' });
    await expect(api.post('/x')).rejects.toMatchObject({ kind: 'unhandled', code: 502, message: 'Bad Gateway' });
  });

  it('a caller signal aborts the call with kind aborted', async () => {
    const { api } = client({ fetch: hangingFetch });
    const controller = new AbortController();
    const call = api.post('/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('abortBackground aborts only background calls', async () => {
    const f = fakeFetch(
      (call) =>
        new Promise<Response>((resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(json({ code: 1000, message: '', data: 'done' })), 20);
        }),
    );
    const { api } = client({ fetch: f.fn });
    const bg = api.post('/arks/web/member/letter', {}, { background: true });
    const fg = api.post('/member/game/play1', {});
    api.abortBackground();
    await expect(bg).rejects.toMatchObject({ kind: 'aborted' });
    await expect(fg).resolves.toMatchObject({ data: 'done' });
  });

  it('on 401 aborts every pending background call, calls onUnauthorized once and rejects unauthorized', async () => {
    const f = fakeFetch((call) => {
      if (call.url.endsWith('/member/profile/common/layout')) return new Response('', { status: 401 });
      return new Promise<Response>((_, reject) => {
        call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const { api, onUnauthorized } = client({ fetch: f.fn });
    const letters = api.post('/arks/web/member/letter', {}, { background: true });
    const cash = api.post('/member/profile/my_cash', {}, { background: true });
    const layout = api.post('/member/profile/common/layout');
    const layout2 = api.post('/member/profile/common/layout');

    await expect(layout).rejects.toMatchObject({ kind: 'unauthorized', code: 401 });
    await expect(layout2).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(letters).rejects.toMatchObject({ kind: 'aborted' });
    await expect(cash).rejects.toMatchObject({ kind: 'aborted' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('hands onUnauthorized what a 401 says beyond `unauthorized` (an exclusion and its end), nothing for an empty or foreign body', async () => {
    const bodies = [
      JSON.stringify({ code: 604, message: 'on a time-out', data: { kind: 'time_out', until: 1_900_000_000_000 } }),
      '',
      '<html>proxy</html>',
    ];
    const f = fakeFetch(() => new Response(bodies.shift(), { status: 401 }));
    let token = 'a';
    const onUnauthorized = jest.fn();
    const api = createApiClient({
      fetch: f.fn,
      getToken: () => token,
      setToken: () => undefined,
      getLang: () => 'en_US',
      onUnauthorized,
    });
    for (const next of ['b', 'c', 'd']) {
      await expect(api.post('/x')).rejects.toMatchObject({ kind: 'unauthorized' });
      token = next;
    }
    expect(onUnauthorized.mock.calls).toEqual([
      [{ code: 604, message: 'on a time-out', data: { kind: 'time_out', until: 1_900_000_000_000 }, success: false }],
      [undefined],
      [undefined],
    ]);
  });

  it('reports a 401 again once the token has changed', async () => {
    const f = fakeFetch(() => new Response('', { status: 401 }));
    let token = 'a';
    const onUnauthorized = jest.fn();
    const api = createApiClient({
      fetch: f.fn,
      getToken: () => token,
      setToken: () => undefined,
      getLang: () => 'en_US',
      onUnauthorized,
    });
    await api.post('/x').catch(() => undefined);
    token = 'b';
    await api.post('/x').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});

describe('createApiClient over real HTTP', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/api/refused') {
          // A session an exclusion ended; the body is sent a moment after the status, as a busy server may.
          res.writeHead(401);
          res.write('{"code":604,"message":"on a time-out",');
          setTimeout(() => res.end('"data":{"kind":"time_out","until":1900000000000}}'), 20);
          return;
        }
        res.setHeader('authorization', `renewed-${req.headers.authorization}`);
        res.end(
          JSON.stringify({ code: 1000, message: req.headers.lang, data: { path: req.url, body: JSON.parse(body) } }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('round-trips headers, body and the renewed token', async () => {
    const { api, currentToken } = client({ baseUrl: base });
    const r = await api.post<{ path: string; body: unknown }>('/login', { account: 'bob' });
    expect(r).toMatchObject({
      success: true,
      message: 'vi_VN',
      data: { path: '/api/login', body: { account: 'bob' } },
    });
    expect(currentToken()).toBe('renewed-tok-1');
  });

  it('a background call refused with 401 still hands over what its body says (it is not aborted with the others)', async () => {
    const { api, onUnauthorized } = client({ baseUrl: base });
    await expect(api.post('/refused', {}, { background: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized.mock.calls).toEqual([
      [{ code: 604, message: 'on a time-out', data: { kind: 'time_out', until: 1_900_000_000_000 }, success: false }],
    ]);
  });

  it('a refused connection is a network error', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const { api } = client({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(api.post('/x')).rejects.toMatchObject({ kind: 'network', messageKey: 'networkError' });
  });
});
