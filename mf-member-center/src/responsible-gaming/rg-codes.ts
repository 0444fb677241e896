// What a refused responsible-gaming call says, and where: a MemberFieldError (MemberCode
// .invalidField 422, the shared schema's key) goes on its field; wrongPassword (606) on the
// password; nothingPending (607) has its own words; another code says the server's message.
import {
  ResponsibleGamingCode,
  codeMessage,
  isApiCodeError,
  transportErrorMessage,
  type Message,
} from '@croupier/shared';
import { fieldErrorOf } from '../form/index.js';

const RG_KEYS: Readonly<Record<number, string>> = {
  [ResponsibleGamingCode.wrongPassword]: 'rg.code_wrong_password',
  [ResponsibleGamingCode.nothingPending]: 'rg.code_nothing_pending',
};

export interface RgFailure {
  /** The form field it belongs to, or null for the form's alert. */
  field: string | null;
  message: Message;
}

export function rgFailure(error: unknown): RgFailure {
  if (!isApiCodeError(error)) return { field: null, message: transportErrorMessage(error) };
  const named = fieldErrorOf(error);
  if (named) return { field: named.field, message: { key: named.key } };
  return {
    field: error.code === ResponsibleGamingCode.wrongPassword ? 'password' : null,
    message: codeMessage(RG_KEYS, error.code, error.message),
  };
}
