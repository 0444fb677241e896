import type { ApiResult } from '../contracts/index.js';
import { ApiCodeError } from './api-error.js';

/** The data of a successful answer, or an ApiCodeError with the answer's code, message and data (for React Query functions). */
export function expectSuccess<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ApiCodeError(result.code, result.message, result.data);
  return result.data;
}
