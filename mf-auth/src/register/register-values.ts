// The register form's values (the shared schema's shape, plus the referral code) and the payload
// they become.
import type { RegisterPayload } from '@croupier/shared';
import type { registerFormSchema } from '@croupier/shared/validation';
import type * as v from 'valibot';

export type RegisterFormValues = v.InferInput<ReturnType<typeof registerFormSchema>>;
export type RegisterFormField = keyof RegisterFormValues;

export const EMPTY_REGISTER_VALUES: RegisterFormValues = {
  member_account: '',
  password: '',
  confirm_password: '',
  member_name: '',
  member_email: '',
  member_birthday: '',
  member_phone: '',
  phone_verify: '',
  identity_id: '',
  withdraw_password: '',
  answer: '',
  member_qq: '',
  member_wechat: '',
  member_whats_app: '',
  member_zalo: '',
  member_fb: '',
  member_telegram: '',
  member_skype: '',
  member_others: '',
  agreement: false,
};

export interface PayloadContext {
  siteId: string;
  currency: string;
  captchaToken: string;
  introducer: string;
}

export function buildRegisterPayload(values: RegisterFormValues, ctx: PayloadContext): RegisterPayload {
  const { confirm_password: _confirm, agreement: _agreement, ...fields } = values;
  return {
    ...fields,
    member_name: fields.member_name.trim(),
    member_email: fields.member_email.trim(),
    identity_id: fields.identity_id.trim(),
    member_birthday: fields.member_birthday === '--' ? '' : fields.member_birthday,
    site_id: ctx.siteId,
    member_currency: ctx.currency,
    captcha_token: ctx.captchaToken,
    verify_code: '',
    introducer: ctx.introducer,
    // The api reads the client address itself; the spec's field stays for the payload's shape.
    remoteAddr: '',
    errorTrack: '',
  };
}
