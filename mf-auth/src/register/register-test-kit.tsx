// Test kit of the register tab: the RegisterPanel mounted as mf-auth mounts (a parcel with real
// stores, i18n, query client and API client) over a fake server at the fetch edge
// (testing/mount-auth.tsx), and register settings as the api gives them.
import type { LoginSession, RegisterSetting, RegisterSettingField, SiteDetail } from '@croupier/shared';
import { testSiteDetail } from '@croupier/shared/testing';
import { mountAuth, SITE_ID, type MountOptions } from '../testing/mount-auth.js';
import { RegisterPanel } from './register-panel.js';

export { SITE_ID };
export const oldStyle = (code: number, body: unknown = null, desc = '') => ({
  header: { status: `200${String(code).padStart(3, '0')}`, desc },
  body,
});
export const newStyle = (code: number, data: unknown = null, message = '') => ({ code, message, data });

type Flags = Partial<Omit<RegisterSetting, 'name' | 'currency'>>;
/** Settings entries of one currency: each named field displayed with its flags. */
export function settingsFor(currency: string, fields: Partial<Record<RegisterSettingField, Flags>>): RegisterSetting[] {
  return Object.entries(fields).map(([name, flags]) => ({
    name: name as RegisterSettingField,
    currency,
    is_display: 1,
    is_required: 0,
    is_unique: 0,
    is_member_center: 1,
    is_verification: 0,
    ...flags,
  }));
}

/** Like the seed: USD with a required unique email; VND with a required phone verified by SMS. */
export const SETTINGS: RegisterSetting[] = [
  ...settingsFor('USD', {
    confirm_password: { is_required: 1 },
    member_name: {},
    member_email: { is_required: 1, is_unique: 1 },
    member_telegram: {},
    captcha: { is_required: 1 },
  }),
  ...settingsFor('VND', {
    confirm_password: { is_required: 1 },
    member_name: { is_required: 1 },
    member_phone: { is_required: 1, is_unique: 1, is_verification: 1 },
    withdraw_password: { is_required: 1 },
    captcha: { is_required: 1 },
  }),
];

export const SESSION: LoginSession = {
  token: 'tok-new',
  member_id: 77,
  member_account: 'new_user1',
  member_currency: 'USD',
  member_type: 1,
  site_id: SITE_ID,
};

export const SITE_DETAIL: SiteDetail = testSiteDetail({
  site_id: SITE_ID,
  settings: { CURRENCY: 'USD,VND', LANGUAGE: 'en_US,vi_VN', MOBILE_TEMPLATE_NAME: 'H5_1' },
});

export interface RenderRegisterOptions {
  routes?: MountOptions['routes'];
  language?: string;
  width?: number;
  /** The register tab is shown (default) or not yet. */
  active?: boolean;
}

export async function renderRegister(opts: RenderRegisterOptions = {}) {
  let captchas = 0;
  const onRegistered = jest.fn();
  const mounted = await mountAuth(
    RegisterPanel,
    { active: opts.active ?? true, onRegistered },
    {
      width: opts.width ?? 1280,
      language: opts.language ?? 'en_US',
      siteDetail: SITE_DETAIL,
      routes: {
        '/arks/web/register-settings': () => newStyle(100, SETTINGS),
        '/arks/web/model/register-background/detail': () =>
          newStyle(100, { image_url: 'data:image/svg+xml;base64,PHN2Zy8+', background_color: '#123456' }),
        '/arks/web/register-settings/service-agreement': () =>
          newStyle(100, { content: '<h3>Terms</h3><p>Play fair.</p>' }),
        '/bonus_setting/check': (b) => oldStyle(100, { is_friend: b.member_currency === 'USD' ? 1 : 0 }),
        '/register/valid_message': () => oldStyle(100, { is_valid: true }),
        '/member_info': () => oldStyle(100, { currency: 'VND' }),
        '/register/verification': () => oldStyle(100),
        '/register/sms': () => oldStyle(100, { retry_after_s: 300 }),
        '/captcha': () =>
          oldStyle(100, {
            token: `captcha-${++captchas}`,
            captcha: 'data:image/svg+xml;base64,PHN2Zy8+',
            placeholder: '4 digits',
          }),
        '/register': () => oldStyle(100, SESSION),
        ...opts.routes,
      },
    },
  );
  return { ...mounted, onRegistered, view: { container: mounted.domElement } };
}
