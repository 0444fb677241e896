// Where a refused profile fill or phone SMS is shown. The api's { field, key } (MemberCode
// .invalidField: its shared schema refused a field; on the ApiCodeError) goes on that field; registration's duplicate
// and SMS-code answers (RegisterCode, as the contract says) on theirs; any other code says the
// server's message in the form's alert.
import {
  RegisterCode,
  SmsCode,
  isApiCodeError,
  serverMessage,
  transportErrorMessage,
  type Message,
} from '@croupier/shared';
import { fieldErrorOf } from '../form/index.js';

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

/** Why the profile update threw (the ApiCodeError of a refusal, or a transport failure), and where it shows. */
export function profileFailure(error: unknown): ProfileFailure {
  if (!isApiCodeError(error)) return { field: null, message: transportErrorMessage(error) };
  const named = fieldErrorOf(error);
  if (named) return { field: named.field, message: { key: named.key } };
  const entry = PROFILE_CODE_FIELDS[error.code];
  return entry
    ? { field: entry.field, message: { key: entry.key } }
    : { field: null, message: serverMessage(error.message) };
}

const SMS_KEYS: Readonly<Record<number, string>> = {
  [SmsCode.phoneVerifyError]: 'signup.sms_err_phone',
  [SmsCode.rateLimited]: 'signup.sms_err_rate_limit',
  [SmsCode.noBalance]: 'signup.sms_err_no_balance',
  [SmsCode.contactService]: 'signup.sms_err_contact_service',
  [SmsCode.phoneBlank]: 'signup.sms_err_phone_blank',
};

/** A refused SMS: its key, else the server's message. */
export const smsFailure = (code: number, message: string): Message =>
  SMS_KEYS[code] ? { key: SMS_KEYS[code] } : serverMessage(message);
