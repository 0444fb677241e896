// The one wrapper every call goes through (spec 01 §7, 02 §7): '/api' prefix, lang and
// authorization headers, token refresh from the response, 30 s time-out, JSON both ways,
// both answer styles normalised, background calls aborted on a 401.

import { API_PREFIX, REQUEST_TIMEOUT_MS, type ApiResult } from '../contracts/index.js';
import { TRANSPORT_ERROR_KEYS } from '../contracts/codes.js';
import { ApiError } from './api-error.js';
import { classifyTransportError } from './classify-error.js';
import { normalizeResponse } from './normalize-response.js';

export interface ApiClientOptions {
  /** '' = same origin. */
  baseUrl?: string;
  getToken(): string | null;
  setToken(token: string): void;
  getLang(): string;
  /**
   * Called once per token that the server refuses with HTTP 401, after background calls are
   * aborted, with the answer's body when it says more than `unauthorized` (an exclusion's end).
   */
  onUnauthorized(refusal?: ApiResult): void;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Awaited before each call starts. The shell yields the main thread here: a commit whose effects
   * start ten queries would otherwise make ten fetch() calls (1-3 ms each on a phone) in one task.
   */
  beforeFetch?: () => Promise<void>;
}

export interface RequestOptions {
  /** Polling-style calls (letters, cash, layout...): aborted together on a 401 or abortBackground(). */
  background?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The caller's memory of answers that came with an ETag, per request (method, URL, body, lang,
   * token): the call sends If-None-Match and a 304 answers what was kept. For POST reads the api
   * serves from its cache (browsers never revalidate a POST themselves). A Map will do.
   */
  revalidate?: {
    get(key: string): { etag: string; json: unknown } | undefined;
    set(key: string, answer: { etag: string; json: unknown }): void;
  };
}

export interface ApiClient {
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<ApiResult<T>>;
  get<T = unknown>(path: string, opts?: RequestOptions): Promise<ApiResult<T>>;
  abortBackground(): void;
}

const ABSOLUTE_URL = /^https?:\/\//i;
const NOT_REPORTED = Symbol('not reported');

export function resolveUrl(baseUrl: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  // The spec writes a few calls with the prefix already in them (/api/template_config).
  const prefixed = rooted.startsWith(`${API_PREFIX}/`) ? rooted : `${API_PREFIX}${rooted}`;
  return `${baseUrl.replace(/\/$/, '')}${prefixed}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const background = new Set<AbortController>();
  // Several calls made with the same stale token all get a 401; the shell logs out once.
  let reportedToken: string | null | typeof NOT_REPORTED = NOT_REPORTED;

  const abortBackground = () => {
    for (const c of background) c.abort();
    background.clear();
  };

  async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, opts: RequestOptions = {}) {
    if (options.beforeFetch) await options.beforeFetch();
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (opts.signal?.aborted) controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (opts.background) background.add(controller);

    const token = options.getToken();
    const headers: Record<string, string> = { accept: 'application/json', lang: options.getLang(), ...opts.headers };
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = resolveUrl(baseUrl, path);
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const memoryKey = opts.revalidate ? JSON.stringify([method, url, sent ?? '', headers.lang, token ?? '']) : '';
    const kept = opts.revalidate?.get(memoryKey);
    if (kept) headers['if-none-match'] = kept.etag;

    try {
      const res = await doFetch(url, { method, headers, body: sent, signal: controller.signal });

      if (res.status === 401) {
        // This call leaves the set first: its own body (why the session ended) is still to be read.
        background.delete(controller);
        abortBackground();
        if (reportedToken !== token) {
          reportedToken = token;
          const json = await readJson(res).catch(() => undefined);
          options.onUnauthorized(json === undefined ? undefined : tryNormalize(json));
        }
        throw new ApiError('unauthorized', 401, 'unauthorized');
      }

      const newToken = res.headers.get('authorization');
      if (newToken && newToken !== token) options.setToken(newToken);

      if (res.status === 304 && kept) return normalizeResponse<T>(kept.json);
      const json = await readJson(res);
      const etag = res.headers.get('etag');
      if (opts.revalidate && res.ok && etag && json !== undefined) opts.revalidate.set(memoryKey, { etag, json });
      if (!res.ok) {
        const known = json === undefined ? undefined : tryNormalize(json);
        throw known
          ? new ApiError('unhandled', known.code, known.message)
          : new ApiError('unhandled', res.status, res.statusText || `HTTP ${res.status}`);
      }
      return normalizeResponse<T>(json);
    } catch (err) {
      if (timedOut) {
        throw new ApiError('timeout', 'timeout', 'request timed out', {
          messageKey: TRANSPORT_ERROR_KEYS.timeout,
          cause: err,
        });
      }
      if (controller.signal.aborted && !(err instanceof ApiError)) {
        throw new ApiError('aborted', 'aborted', 'request aborted', { cause: err });
      }
      throw classifyTransportError(err);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
      background.delete(controller);
    }
  }

  return {
    post: (path, body, opts) => request('POST', path, body, opts),
    get: (path, opts) => request('GET', path, undefined, opts),
    abortBackground,
  };
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function tryNormalize(json: unknown): ApiResult | undefined {
  try {
    return normalizeResponse(json);
  } catch {
    return undefined;
  }
}
