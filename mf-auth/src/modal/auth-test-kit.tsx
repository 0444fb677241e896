// Test kit of the login flows: the AuthModal mounted as mf-auth's './login-modal' is (a parcel
// with real stores, bus, i18n, query client and API client) over a fake server at the fetch edge,
// and the answers the api gives.
import { act, screen } from '@testing-library/react';
import { BusEvent, type LoginSession } from '@croupier/shared';
import { mountAuth, SITE_ID, type MountOptions } from '../testing/mount-auth.js';
import { AuthModal, loadAuthViews } from './auth-modal.js';

export { SITE_ID, testI18n } from '../testing/mount-auth.js';
export const SVG = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg><text>${n}</text></svg>`)}`;

/** /captcha answers in the old style, like the real api. */
export const captchaAnswer = (n: number) => ({
  header: { status: '0000100', desc: 'ok' },
  body: { token: `captcha-token-${n}`, captcha: SVG(n), placeholder: '4 digits' },
});
export const oldStyleCode = (code: number) => ({
  header: { status: String(code).padStart(7, '0'), desc: 'nope' },
  body: null,
});
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

export type SetupOptions = Pick<MountOptions, 'routes' | 'width' | 'currency'>;

export async function renderAuthModal(opts: SetupOptions = {}) {
  // In the page the forms arrive on the first open; here they are there at once, so a test
  // sees the modal the moment it asks for it.
  await loadAuthViews();
  let captchas = 0;
  const reload = jest.fn();
  const mounted = await mountAuth(
    AuthModal,
    { reload },
    {
      ...opts,
      // Merged under the test's own answers: captcha, login headers, a login and no providers.
      routes: {
        '/captcha': () => captchaAnswer(++captchas),
        '/get_login_header': () => newStyle(100, LOGIN_HEADERS),
        '/login': () => newStyle(100, SESSION),
        '/auth/providers': () => newStyle(100, { list: [] }),
        ...opts.routes,
      },
    },
  );
  const open = (payload: { target?: string; tab?: 'login' | 'register' } = {}) =>
    act(() => mounted.bus.emit(BusEvent.openLogin, payload));
  return { ...mounted, reload, open };
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
