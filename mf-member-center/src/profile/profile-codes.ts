// Where a refused profile fill or phone SMS is shown. The api's { field, key } (MemberCode
// .invalidField: its shared schema refused a field) goes on that field; registration's duplicate
// and SMS-code answers (RegisterCode, as the contract says) on theirs; any other code says the
// server's message in the form's alert.
import { MemberCode, RegisterCode, SmsCode, type MemberFieldError } from '@croupier/shared';
import { serverMessage, type Message } from '../message.js';

export const PROFILE_CODE_FIELDS: Readonly<Record<number, { field: string; key: string }>> = {
  [RegisterCode.duplicateName]: { field: 'member_name', key: 'signup.err_duplicate_name' },
  [RegisterCode.duplicatePhone]: { field: 'member_phone', key: 'signup.err_duplicate_phone' },
  [RegisterCode.duplicateEmail]: { field: 'member_email', key: 'signup.err_duplicate_email' },
  [RegisterCode.duplicateIdentity]: { field: 'identity_id', key: 'signup.err_duplicate_identity' },
  [RegisterCode.duplicateIdentityOnCheck]: { field: 'identity_id', key: 'signup.err_duplicate_identity' },
  [RegisterCode.phoneVerifyWrong]: { field: 'verify_code', key: 'signup.err_phone_verify_wrong' },
  [RegisterCode.phoneVerifyNotFound]: { field: 'verify_code', key: 'signup.err_phone_verify_not_found' },
};

export interface ProfileFailure {
  /** A form field, or null for the form's alert. */
  field: string | null;
  message: Message;
}

const isFieldError = (data: unknown): data is MemberFieldError =>
  !!data && typeof data === 'object' && typeof (data as MemberFieldError).field === 'string' && typeof (data as MemberFieldError).key === 'string';

export function profileFailure(code: number, message: string, data: unknown): ProfileFailure {
  if (code === MemberCode.invalidField && isFieldError(data)) return { field: data.field, message: { key: data.key } };
  const entry = PROFILE_CODE_FIELDS[code];
  return entry ? { field: entry.field, message: { key: entry.key } } : { field: null, message: serverMessage(message) };
}

const SMS_KEYS: Readonly<Record<number, string>> = {
  [SmsCode.phoneVerifyError]: 'signup.sms_err_phone',
  [SmsCode.rateLimited]: 'signup.sms_err_rate_limit',
  [SmsCode.noBalance]: 'signup.sms_err_no_balance',
  [SmsCode.contactService]: 'signup.sms_err_contact_service',
  [SmsCode.phoneBlank]: 'signup.sms_err_phone_blank',
};

/** A refused SMS: its key, else the server's message. */
export const smsFailure = (code: number, message: string): Message => (SMS_KEYS[code] ? { key: SMS_KEYS[code] } : serverMessage(message));
