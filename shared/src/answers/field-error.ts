// The data of a refused answer that names a field: { field, key }, the field the api's shared
// schema (or its own check) refused and the message key the form would have shown. The member
// centre's, the cashier's and the agent area's answers carry it as MemberFieldError, registration's
// as RegisterFieldError: one shape, read the same way by every form.
import type { MemberFieldError } from '../contracts/member-codes.js';
import type { RegisterFieldError } from '../contracts/register-codes.js';

/** Is `data` (a refused answer's, e.g. an ApiCodeError's) a field error: a string field and a string key? */
export function isFieldError(data: unknown): data is MemberFieldError & RegisterFieldError {
  if (!data || typeof data !== 'object') return false;
  const { field, key } = data as Partial<Record<'field' | 'key', unknown>>;
  return typeof field === 'string' && typeof key === 'string';
}
