// The console in a test: its real providers and routes in a MemoryRouter, with the network's edge
// (global fetch) answering from a table of `METHOD /path` (the part after /api/operator).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App, createConsoleClients } from '../app.js';
import type { Me, Permission } from '../api/types.js';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
}

type Route = Answer | ((call: Call) => Answer | Promise<Answer>);
export type Routes = Record<string, Route>;

export const ok = (data: unknown): Answer => ({ status: 200, body: { code: 100, message: 'success', data } });
export const fail = (status: number, message = '', data: unknown = null): Answer => ({
  status,
  body: { code: status, message, data },
});

export const ALL_PERMISSIONS: Permission[] = [
  'sites.read',
  'sites.modules',
  'releases.read',
  'releases.change',
  'operators.manage',
  'audit.read',
];

export function operator(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    account: 'ada',
    display_name: 'Ada Operator',
    roles: ['owner'],
    all_sites: true,
    site_ids: [],
    permissions: ALL_PERMISSIONS,
    ...overrides,
  };
}

/** A signed-in operator's /me. */
export const signedIn = (me: Me = operator()): Routes => ({ 'GET /me': ok({ operator: me, csrf_token: 'csrf-1' }) });

/** jsdom has no Response: this is the part of one the api client reads. */
function response({ status, body }: Answer): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => body,
  } as unknown as Response;
}

export function installFetch(routes: Routes): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/operator/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return response(fail(404, `no route ${call.method} ${call.path}`));
    return response(typeof route === 'function' ? await route(call) : route);
  }) as typeof fetch;
  return calls;
}

export function renderConsole(path: string, routes: Routes) {
  const calls = installFetch(routes);
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App clients={createConsoleClients()} />
    </MemoryRouter>,
  );
  /** The calls made to one `METHOD /path`. */
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { ...view, user, calls, callsTo };
}
