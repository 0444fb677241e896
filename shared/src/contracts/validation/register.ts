// The registration rules of spec 01 §5, written once as valibot schemas: the register form runs
// them on blur and on submit, the api runs them again on POST /register. Every message is a
// message key of the mf-auth namespace ('signup.*'), except MALFORMED (a wrong type or an
// oversized value: the api answers HTTP 400). Which optional fields exist and which are required
// comes from the register settings of the member's currency (RegisterRules).
import * as v from 'valibot';
import { VERIFICATION_CODE_LENGTH } from '../login-codes.js';
import { UNIQUE_FIELDS, type RegisterSetting, type RegisterSettingField, type UniqueField } from '../register-types.js';
import { MALFORMED } from './malformed.js';
import {
  ACCOUNT_LENGTH,
  CONTACT_LENGTH,
  PASSWORD_LENGTH,
  VND_PHONE_LENGTH,
  WITHDRAW_PASSWORD_LENGTH,
} from '../constants.js';

/** Not in the spec: the longest name or identity id accepted (a longer one gets a message). */
const TEXT_MAX_LENGTH = 50;
/** Not in the spec: the longest phone accepted outside VND (E.164 allows 15 digits; some add a prefix). */
const PHONE_MAX_LENGTH = 20;
/** Beyond this a value is not a typing mistake but a malformed request. */
const WIRE_MAX_LENGTH = 254;

const ACCOUNT = /^[A-Za-z0-9_-]+$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;
// Han characters; parts joined by one dot (middle dot, bullet, full stop or katakana middle dot).
const RMB_NAME = /^\p{Script=Han}+(?:[·•.・]\p{Script=Han}+)*$/u;
const ONE_WORD = /^\S+$/;
const DIGITS = /^\d+$/;
const CONTACT = /^[A-Za-z0-9_.-]+$/;
const CONTACT_WITH_AT = /^[A-Za-z0-9_.@-]+$/;
const BIRTHDAY = /^(\d{0,4})-(\d{0,2})-(\d{0,2})$/;
const EMAIL = v.pipe(v.string(), v.email());

/** Contact handles (spec 01 §5). Telegram and Skype also allow '@'. */
export type ContactField =
  | 'member_qq'
  | 'member_wechat'
  | 'member_whats_app'
  | 'member_zalo'
  | 'member_fb'
  | 'member_telegram'
  | 'member_skype'
  | 'member_others';
const CONTACT_FIELDS_WITH_AT: readonly ContactField[] = ['member_telegram', 'member_skype'];

interface FieldRule {
  display: boolean;
  required: boolean;
}

/** What the rules need from the settings: the currency and, per configurable field, display/required. */
export interface RegisterRules {
  currency: string;
  fields: Partial<Record<RegisterSettingField, FieldRule>>;
  /** member_phone's is_verification: a typed phone needs its SMS code. */
  phoneVerification: boolean;
}

/** The settings entries of one currency -> its rules. A field not displayed is never required. */
export function rulesFromSettings(settings: readonly RegisterSetting[], currency: string): RegisterRules {
  const fields: RegisterRules['fields'] = {};
  let phoneVerification = false;
  for (const s of settings) {
    if (s.currency !== currency || s.is_display !== 1) continue;
    fields[s.name] = { display: true, required: s.is_required === 1 };
    if (s.name === 'member_phone') phoneVerification = s.is_verification === 1;
  }
  return { currency, fields, phoneVerification };
}

const isUniqueField = (name: string): name is UniqueField => (UNIQUE_FIELDS as readonly string[]).includes(name);

/** The fields a currency keeps unique (displayed and is_unique; the account always is): checked on blur and on POST /register. */
export function uniqueFieldsFromSettings(settings: readonly RegisterSetting[], currency: string): Set<UniqueField> {
  const out = new Set<UniqueField>(['member_account']);
  for (const s of settings) {
    if (s.currency === currency && s.is_display === 1 && s.is_unique === 1 && isUniqueField(s.name)) out.add(s.name);
  }
  return out;
}

export const isDisplayed = (rules: RegisterRules, field: RegisterSettingField): boolean =>
  rules.fields[field]?.display === true;
const isRequired = (rules: RegisterRules, field: RegisterSettingField): boolean =>
  rules.fields[field]?.required === true;

type Str = v.GenericSchema<string, string>;
type Rule = [ok: (s: string) => boolean, key: string];

const wireString = (max = WIRE_MAX_LENGTH) => v.pipe(v.string(MALFORMED), v.maxLength(max, MALFORMED));
const between = (min: number, max: number) => (s: string) => s.length >= min && s.length <= max;

/** Runs `rules` in order and reports the first one broken: one message per field. */
const firstBroken = (rules: Rule[]) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const broken = rules.find(([ok]) => !ok(dataset.value));
    if (broken) addIssue({ message: broken[1] });
  });

/** A text that must be typed (`requiredKey`) and then pass each rule, in order. */
const requiredText = (requiredKey: string, ...rules: Rule[]): Str =>
  v.pipe(wireString(), firstBroken([[(s) => s !== '', requiredKey], ...rules]));

/** A text that may stay empty unless `required`; anything typed must pass each rule. */
const optionalText = (required: boolean, requiredKey: string, ...rules: Rule[]): Str =>
  v.pipe(
    wireString(),
    firstBroken([
      [(s) => !required || s.trim() !== '', requiredKey],
      ...rules.map(([ok, key]): Rule => [(s) => s === '' || ok(s), key]),
    ]),
  );

const accountSchema = (): Str =>
  requiredText('signup.err_account_required', [
    (s) => ACCOUNT.test(s) && between(ACCOUNT_LENGTH.min, ACCOUNT_LENGTH.max)(s),
    'signup.err_account_format',
  ]);

const passwordSchema = (): Str =>
  requiredText('signup.err_password_required', [
    (s) => PASSWORD.test(s) && between(PASSWORD_LENGTH.min, PASSWORD_LENGTH.max)(s),
    'signup.err_password_format',
  ]);

function nameSchema(rules: RegisterRules): Str {
  const byCurrency: Rule[] =
    rules.currency === 'RMB'
      ? [[(s) => RMB_NAME.test(s), 'signup.err_name_chinese']]
      : rules.currency === 'VND'
        ? [[(s) => ONE_WORD.test(s), 'signup.err_name_one_word']]
        : [[(s) => s.trim() !== '', 'signup.err_name_required']];
  return optionalText(isRequired(rules, 'member_name'), 'signup.err_name_required', ...byCurrency, [
    (s) => s.length <= TEXT_MAX_LENGTH,
    'signup.err_name_length',
  ]);
}

const emailSchema = (rules: RegisterRules): Str =>
  optionalText(isRequired(rules, 'member_email'), 'signup.err_email_required', [
    (s) => v.is(EMAIL, s),
    'signup.err_email_format',
  ]);

/** Year, month and day of a 'YYYY-MM-DD' the form builds from three selects ('2001--' = only the year). */
const birthdayParts = (s: string) => {
  const m = BIRTHDAY.exec(s);
  return m ? { y: m[1] ?? '', mo: m[2] ?? '', d: m[3] ?? '' } : null;
};

/** Chosen together: none of year, month, day, or all three forming a real date, not in the future. */
export function birthdaySchema(rules: RegisterRules, today: () => Date = () => new Date()): Str {
  const required = isRequired(rules, 'member_birthday');
  const none = (s: string) => s === '' || s === '--';
  return v.pipe(
    wireString(10),
    firstBroken([
      [(s) => none(s) || birthdayParts(s) !== null, 'signup.err_birthday_invalid'],
      [(s) => !required || !none(s), 'signup.err_birthday_required'],
      [
        (s) => {
          const p = birthdayParts(s);
          return none(s) || !p || Boolean(p.y && p.mo && p.d);
        },
        'signup.err_birthday_incomplete',
      ],
      [
        (s) => {
          const p = birthdayParts(s);
          if (none(s) || !p) return true;
          const [y, mo, d] = [Number(p.y), Number(p.mo), Number(p.d)];
          const date = new Date(Date.UTC(y, mo - 1, d));
          const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
          return real && y >= 1900 && date.getTime() <= today().getTime();
        },
        'signup.err_birthday_invalid',
      ],
    ]),
  );
}

export const phoneSchema = (rules: RegisterRules): Str =>
  optionalText(
    isRequired(rules, 'member_phone'),
    'signup.err_phone_required',
    [(s) => DIGITS.test(s), 'signup.err_phone_digits'],
    rules.currency === 'VND'
      ? [(s) => s.length === VND_PHONE_LENGTH, 'signup.err_phone_vnd']
      : [(s) => s.length <= PHONE_MAX_LENGTH, 'signup.err_phone_length'],
  );

function contactSchema(rules: RegisterRules, field: ContactField): Str {
  const withAt = CONTACT_FIELDS_WITH_AT.includes(field);
  const pattern = withAt ? CONTACT_WITH_AT : CONTACT;
  return optionalText(isRequired(rules, field), 'signup.err_contact_required', [
    (s) => pattern.test(s) && between(CONTACT_LENGTH.min, CONTACT_LENGTH.max)(s),
    withAt ? 'signup.err_contact_format_at' : 'signup.err_contact_format',
  ]);
}

const identitySchema = (rules: RegisterRules): Str =>
  optionalText(
    isRequired(rules, 'identity_id'),
    'signup.err_identity_required',
    [(s) => s.trim() !== '', 'signup.err_identity_required'],
    [(s) => s.length <= TEXT_MAX_LENGTH, 'signup.err_identity_length'],
  );

const withdrawPasswordSchema = (rules: RegisterRules): Str =>
  optionalText(isRequired(rules, 'withdraw_password'), 'signup.err_withdraw_password_required', [
    (s) => DIGITS.test(s) && s.length === WITHDRAW_PASSWORD_LENGTH,
    'signup.err_withdraw_password_format',
  ]);

/** The captcha answer: required when the captcha is displayed. */
const captchaAnswerSchema = (rules: RegisterRules): Str =>
  optionalText(isDisplayed(rules, 'captcha'), 'signup.err_captcha_required');

/** The phone's SMS code; whether it is needed depends on the phone (see phoneVerifyCheck). */
const phoneVerifySchema = (): Str => wireString(16);

/** Fields the form and the payload both carry, checked the same way. */
/** Each field's rule under these settings (the member centre fills later fields with the same rules). */
export function registerFieldSchemas(rules: RegisterRules) {
  return {
    member_account: accountSchema(),
    password: passwordSchema(),
    member_name: nameSchema(rules),
    member_email: emailSchema(rules),
    member_birthday: birthdaySchema(rules),
    member_phone: phoneSchema(rules),
    phone_verify: phoneVerifySchema(),
    identity_id: identitySchema(rules),
    withdraw_password: withdrawPasswordSchema(rules),
    answer: captchaAnswerSchema(rules),
    member_qq: contactSchema(rules, 'member_qq'),
    member_wechat: contactSchema(rules, 'member_wechat'),
    member_whats_app: contactSchema(rules, 'member_whats_app'),
    member_zalo: contactSchema(rules, 'member_zalo'),
    member_fb: contactSchema(rules, 'member_fb'),
    member_telegram: contactSchema(rules, 'member_telegram'),
    member_skype: contactSchema(rules, 'member_skype'),
    member_others: contactSchema(rules, 'member_others'),
  } satisfies Record<string, Str> & Record<ContactField, Str>;
}

/** Spec 01 §5: with phone verification on and a phone typed, the code is required, numeric, 6 digits. */
function phoneVerifyProblem(
  rules: RegisterRules,
  values: { member_phone: string; phone_verify: string },
): string | null {
  if (!rules.phoneVerification || values.member_phone === '') return null;
  if (values.phone_verify === '') return 'signup.err_phone_verify_required';
  const ok = DIGITS.test(values.phone_verify) && values.phone_verify.length === VERIFICATION_CODE_LENGTH;
  return ok ? null : 'signup.err_phone_verify_format';
}

/** The register form's values: the payload's fields plus the confirmation and the agreement tick. */
export function registerFormSchema(rules: RegisterRules) {
  const confirmDisplayed = isDisplayed(rules, 'confirm_password');
  const object = v.object({
    ...registerFieldSchemas(rules),
    confirm_password: v.pipe(
      wireString(),
      v.check((s) => !confirmDisplayed || s !== '', 'signup.err_confirm_required'),
    ),
    agreement: v.pipe(
      v.boolean(MALFORMED),
      v.check((b) => b, 'signup.err_agreement'),
    ),
  });
  type Values = v.InferOutput<typeof object>;
  return v.pipe(
    object,
    v.forward(
      v.rawCheck<Values>(({ dataset, addIssue }) => {
        const problem = dataset.typed ? phoneVerifyProblem(rules, dataset.value) : null;
        if (problem) addIssue({ message: problem });
      }),
      ['phone_verify'],
    ),
    v.forward(
      v.check<Values, string>(
        (f) => !confirmDisplayed || f.confirm_password === '' || f.confirm_password === f.password,
        'signup.err_confirm_mismatch',
      ),
      ['confirm_password'],
    ),
  );
}

/** Every schema of `entries` made optional: a missing key counts as ''. */
const optionalEntries = <T extends Record<string, Str>>(entries: T) =>
  Object.fromEntries(Object.entries(entries).map(([name, schema]) => [name, v.optional(schema, '')])) as {
    [K in keyof T]: v.OptionalSchema<T[K], ''>;
  };

/**
 * The POST /register body as the api checks it: the same field rules, plus what only the wire
 * carries. The account and password must be there; a missing optional text counts as ''.
 */
export function registerPayloadSchema(rules: RegisterRules) {
  const { member_account, password, ...optional } = registerFieldSchemas(rules);
  const wireOptional = (max: number) => v.optional(wireString(max), '');
  const object = v.object({
    member_account,
    password,
    ...optionalEntries(optional),
    site_id: v.pipe(wireString(32), v.minLength(1, MALFORMED)),
    member_currency: v.pipe(wireString(8), v.regex(/^[A-Z]{3}$/, MALFORMED)),
    captcha_token: wireOptional(128),
    verify_code: wireOptional(16),
    introducer: wireOptional(32),
    remoteAddr: wireOptional(64),
    errorTrack: wireOptional(2000),
  });
  type Values = v.InferOutput<typeof object>;
  return v.pipe(
    object,
    v.forward(
      v.rawCheck<Values>(({ dataset, addIssue }) => {
        const problem = dataset.typed ? phoneVerifyProblem(rules, dataset.value) : null;
        if (problem) addIssue({ message: problem });
      }),
      ['phone_verify'],
    ),
  );
}
