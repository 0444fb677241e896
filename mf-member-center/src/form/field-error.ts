// The field a refused answer names: cashier codes 402, 403, 406, 407 and MemberCode.invalidField
// 422 carry a MemberFieldError {field, key} in data (the field the shared schema refused and the
// message key the form would have shown), read from the ApiCodeError expectSuccess threw.
import { isApiCodeError, type MemberFieldError } from '@croupier/shared';
import { isFieldError } from '@croupier/shared/answers';

export function fieldErrorOf(error: unknown): MemberFieldError | null {
  return isApiCodeError(error) && isFieldError(error.data) ? error.data : null;
}
