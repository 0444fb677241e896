import type { ApiResult } from '../contracts/index.js';
import { ApiCodeError } from './api-error.js';

/** The data of a successful answer, or an ApiCodeError (for React Query functions). */
export function expectSuccess<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ApiCodeError(result.code, result.message);
  return result.data;
}
