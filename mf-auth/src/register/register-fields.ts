// The register form's text fields in the order they are shown, with what their inputs need.
// Account and password are always there; the others appear when the currency's settings display them.
import type { RegisterSettingField } from '@croupier/shared';
import type { RegisterFormField } from './register-values.js';

export interface TextFieldSpec {
  name: Exclude<RegisterFormField, 'agreement' | 'member_birthday' | 'phone_verify' | 'answer'>;
  /** The register setting that shows it; none = always shown. */
  setting?: RegisterSettingField;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
}

export const ACCOUNT_FIELDS: TextFieldSpec[] = [
  { name: 'member_account', autoComplete: 'username', maxLength: 12 },
  { name: 'password', type: 'password', autoComplete: 'new-password', maxLength: 12 },
  {
    name: 'confirm_password',
    setting: 'confirm_password',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: 12,
  },
];

export const PERSONAL_FIELDS: TextFieldSpec[] = [
  { name: 'member_name', setting: 'member_name', autoComplete: 'name', maxLength: 50 },
  {
    name: 'member_email',
    setting: 'member_email',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: 254,
  },
  {
    name: 'member_phone',
    setting: 'member_phone',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    maxLength: 20,
  },
];

export const CONTACT_AND_SECURITY_FIELDS: TextFieldSpec[] = [
  { name: 'member_qq', setting: 'member_qq', maxLength: 50 },
  { name: 'member_wechat', setting: 'member_wechat', maxLength: 50 },
  { name: 'member_whats_app', setting: 'member_whats_app', maxLength: 50 },
  { name: 'member_zalo', setting: 'member_zalo', maxLength: 50 },
  { name: 'member_fb', setting: 'member_fb', maxLength: 50 },
  { name: 'member_telegram', setting: 'member_telegram', maxLength: 50 },
  { name: 'member_skype', setting: 'member_skype', maxLength: 50 },
  { name: 'member_others', setting: 'member_others', maxLength: 50 },
  { name: 'identity_id', setting: 'identity_id', maxLength: 50 },
  {
    name: 'withdraw_password',
    setting: 'withdraw_password',
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 4,
  },
];
