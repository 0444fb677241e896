// The console's one way to the operator api. Answers are the api's envelope {code, message, data}:
// code 100 is success, anything else is an ApiError carrying the HTTP status. The session is an
// httpOnly cookie the browser sends by itself; what the client adds is the CSRF token, on every
// POST and DELETE but the two sign-in steps (the token comes with the second factor's answer and
// with /me). A 401 anywhere but those steps means the session is gone: onUnauthorized sends the
// operator back to the sign-in page.

export const API_BASE = '/api/operator';
const SUCCESS = 100;
/** Asked before a session exists: no CSRF token yet, and a 401 is the step's own answer. */
const SIGN_IN_PATHS = new Set(['/auth/login', '/auth/second-factor']);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

type Query = Record<string, string | number | undefined>;

export interface Api {
  get<T>(path: string, query?: Query | URLSearchParams): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** No body: what to remove is in the path. */
  delete<T>(path: string): Promise<T>;
  /** The token of the current session (from /me or the second factor), or null once signed out. */
  setCsrfToken(token: string | null): void;
}

export function queryString(query: Query | URLSearchParams | undefined): string {
  if (!query) return '';
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined || value === '' ? [] : [[key, String(value)]],
          ),
        );
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

export function createApi({ onUnauthorized }: { onUnauthorized: () => void }): Api {
  let csrfToken: string | null = null;

  async function request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    query?: Query | URLSearchParams,
  ) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && !SIGN_IN_PATHS.has(path) && csrfToken) headers['x-csrf-token'] = csrfToken;
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}${queryString(query)}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch {
      throw new ApiError(0, 'network', null);
    }
    let envelope: Envelope = {};
    try {
      envelope = ((await response.json()) as Envelope) ?? {};
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    if (response.ok && envelope.code === SUCCESS) return envelope.data as T;
    const status = response.ok ? Number(envelope.code) || 500 : response.status;
    const error = new ApiError(
      status,
      typeof envelope.message === 'string' ? envelope.message : '',
      envelope.data ?? null,
    );
    if (status === 401 && !SIGN_IN_PATHS.has(path)) {
      csrfToken = null;
      onUnauthorized();
    }
    throw error;
  }

  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body) => request('POST', path, body ?? {}),
    delete: (path) => request('DELETE', path),
    setCsrfToken: (token) => {
      csrfToken = token;
    },
  };
}
