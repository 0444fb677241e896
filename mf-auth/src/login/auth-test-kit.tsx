// Test kit of the login flows: the AuthModal with real stores, bus, i18n and API client over a
// fake server at the fetch edge (testing/fake-server.ts), and the answers the api gives.
import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  BusEvent,
  createApiClient,
  createBus,
  createI18n,
  createSessionStore,
  createSiteStore,
  createUiStore,
  registerNamespace,
  type Bus,
  type LoginSession,
} from '@croupier/shared';
import { i18nBundles } from '../i18n.js';
import { createFakeServer } from '../testing/fake-server.js';
import { AuthModal } from './auth-modal.js';

export const SITE_ID = 'site-test';
export const SVG = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg><text>${n}</text></svg>`)}`;

/** /captcha answers in the old style, like the real api. */
export const captchaAnswer = (n: number) => ({
  header: { status: '0000100', desc: 'ok' },
  body: { token: `captcha-token-${n}`, captcha: SVG(n), placeholder: '4 digits' },
});
export const oldStyleCode = (code: number) => ({ header: { status: String(code).padStart(7, '0'), desc: 'nope' }, body: null });
export const newStyle = (code: number, data: unknown = null, message = '') => ({ code, message, data });

export const SESSION: LoginSession = {
  token: 'tok-abc',
  member_id: 42,
  member_account: 'player01',
  member_currency: 'INR',
  member_type: 1,
  site_id: SITE_ID,
};

export const LOGIN_HEADERS = { 'x-client-ip': '203.0.113.7', 'x-device-id': 'fp-0123456789abcdef' };

let i18nPromise: Promise<I18n> | null = null;
/** One i18n per test file, with the mf-auth namespace registered. */
export function testI18n(): Promise<I18n> {
  i18nPromise ??= createI18n({ language: 'en_US' }).then(async (i18n) => {
    await registerNamespace(i18n, i18nBundles.ns, i18nBundles);
    return i18n;
  });
  return i18nPromise;
}

type Handler = (body: Record<string, unknown>) => unknown;

export interface SetupOptions {
  /** Answers by path (without /api); merged over captcha, login headers and providers. */
  routes?: Record<string, Handler>;
  width?: number;
  /** The currency the page shows before the login (ui store). */
  currency?: string;
}

export async function renderAuthModal(opts: SetupOptions = {}) {
  const i18n = await testI18n();
  let captchas = 0;
  const server = createFakeServer({
    '/captcha': () => captchaAnswer(++captchas),
    '/get_login_header': () => newStyle(100, LOGIN_HEADERS),
    '/login': () => newStyle(100, SESSION),
    '/auth/providers': () => newStyle(100, { list: [] }),
    ...opts.routes,
  });
  // The fake server reads path and body; the headers of each call are kept here.
  const headers: { path: string; headers: Record<string, string> }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    headers.push({ path: new URL(String(input), 'http://localhost').pathname, headers: (init.headers ?? {}) as Record<string, string> });
    return server.fetch(input, init);
  }) as typeof globalThis.fetch;
  const bus: Bus = createBus();
  const stores = {
    session: createSessionStore(localStorage),
    site: createSiteStore(SITE_ID),
    ui: createUiStore({ width: opts.width ?? 1280, ...(opts.currency ? { currency: opts.currency } : {}) }),
  };
  const api = createApiClient({
    getToken: () => stores.session.getState().token,
    setToken: (t) => stores.session.getState().setToken(t),
    getLang: () => 'en_US',
    onUnauthorized: () => {},
    fetch,
  });
  const reload = jest.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AuthModal api={api} bus={bus} stores={stores} reload={reload} />
    </I18nextProvider>,
  );
  const open = (payload: { target?: string; tab?: 'login' | 'register' } = {}) =>
    act(() => bus.emit(BusEvent.openLogin, payload));
  return { server, headers, bus, stores, reload, open, view };
}

export const captchaImage = () => screen.findByRole('img', { name: 'Verification code image' });

/** Fills the login form of the open modal and submits it. */
export async function fillLogin(
  user: { type(el: Element, text: string): Promise<void>; click(el: Element): Promise<void> },
  { account = 'player01', password = 'secret12', answer = '1234' } = {},
) {
  await user.type(screen.getByLabelText('Account'), account);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Verification code'), answer);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}
