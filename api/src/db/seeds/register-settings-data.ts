// The demo brand's register settings: which fields each currency's form shows, requires, keeps
// unique and verifies. Every field has a row per currency (a back office lists them all);
// a field not named for a currency is stored as not displayed.
import type { RegisterSetting, RegisterSettingField } from '@croupier/shared/contracts';
import { REGISTER_SETTING_FIELDS } from '@croupier/shared/contracts';

type Flags = Partial<Omit<RegisterSetting, 'name' | 'currency'>>;

const shown = (flags: Flags = {}): Flags => ({ is_display: 1, is_member_center: 1, ...flags });
const required = (flags: Flags = {}): Flags => shown({ is_required: 1, ...flags });

const BY_CURRENCY: Record<string, Partial<Record<RegisterSettingField, Flags>>> = {
  USD: {
    confirm_password: required(),
    member_name: shown(),
    member_email: required({ is_unique: 1 }),
    member_birthday: shown(),
    member_phone: shown({ is_unique: 1, is_member_center_verification: 1 }),
    member_whats_app: shown(),
    member_telegram: shown(),
    captcha: required(),
  },
  INR: {
    confirm_password: required(),
    member_name: required(),
    member_email: shown({ is_unique: 1 }),
    member_phone: required({ is_unique: 1, is_member_center_verification: 1 }),
    member_whats_app: shown(),
    member_skype: shown(),
    captcha: required(),
  },
  // Vietnam: name one word, a 10-digit phone verified by SMS, Zalo and Facebook handles.
  VND: {
    confirm_password: required(),
    member_name: required(),
    member_phone: required({ is_unique: 1, is_verification: 1, is_member_center_verification: 1 }),
    member_zalo: shown(),
    member_fb: shown(),
    identity_id: shown({ is_unique: 1 }),
    withdraw_password: required(),
    captcha: required(),
  },
  // Not offered by the demo brand today; kept so a brand switching RMB on gets a sensible form.
  RMB: {
    confirm_password: required(),
    member_name: required({ is_unique: 1 }),
    member_phone: required({ is_unique: 1 }),
    member_qq: shown(),
    member_wechat: shown(),
    identity_id: required({ is_unique: 1 }),
    withdraw_password: required(),
    captcha: required(),
  },
};

export const registerSettingsSeed: (RegisterSetting & { sort: number })[] = Object.entries(BY_CURRENCY).flatMap(
  ([currency, fields]) =>
    REGISTER_SETTING_FIELDS.map((name, sort) => ({
      name,
      currency,
      is_display: 0,
      is_required: 0,
      is_unique: 0,
      is_member_center: 0,
      is_verification: 0,
      is_member_center_verification: 0,
      ...fields[name],
      sort,
    })),
);

/** Friend recommendation (referral) offered per currency: not in VND, so its codes answer 107. */
export const bonusSettingsSeed = [
  { currency: 'USD', is_friend: 1 },
  { currency: 'INR', is_friend: 1 },
  { currency: 'VND', is_friend: 0 },
  { currency: 'RMB', is_friend: 1 },
];

/** Friend-recommend codes: live ones, one of a disabled member (109), one disabled itself (110). */
export const recommendCodesSeed = [
  { code: 'PLAYER01', owner: 'player01', status: 'active' },
  { code: 'RAVI2024', owner: 'ravi_inr', status: 'active' },
  { code: 'LOCKED01', owner: 'locked01', status: 'active' },
  { code: 'CARTER99', owner: 'player01', status: 'disabled' },
] as const;

/** What a registration may not use: 214 (name), 216 (email or '@domain'), 215 and SMS 104 (phone). */
export const blacklistSeed = [
  { kind: 'name', value: 'Test User', reason: 'placeholder name' },
  { kind: 'name', value: 'Administrator', reason: 'impersonation' },
  { kind: 'email', value: '@mailinator.com', reason: 'disposable mail domain' },
  { kind: 'email', value: 'fraud@croupier.example', reason: 'chargeback history' },
  { kind: 'phone', value: '0999999999', reason: 'reported number' },
  { kind: 'phone', value: '4155550000', reason: 'reported number' },
] as const;

/** An agent whose agency is switched off: registering under it answers 108. It cannot log in ('!' is no argon2 hash). */
export const inactiveAgentSeed = {
  member_account: 'agent02',
  member_name: 'Omar Haddad',
  member_currency: 'USD',
  member_email: 'omar.haddad@croupier.example',
  member_phone: '4155550111',
} as const;

/** The site may send this many SMS (code 103 when none are left). */
export const SMS_CREDITS_SEED = 100_000;
