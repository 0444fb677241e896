// The two response styles of the spec (01 §7): new {code, message, data} and
// old {header: {status, desc}, body} whose header.status ends with the 3-digit code.
import type { NewStyleResponse, OldStyleResponse } from '@croupier/shared/contracts';
import { ApiCode } from './api-codes.js';

export function ok<T>(data: T, message = 'success'): NewStyleResponse<T> {
  return { code: ApiCode.success, message, data };
}

export function fail(code: number, message: string): NewStyleResponse<null> {
  return { code, message, data: null };
}

/** '200' followed by the code on 3 digits: 100 -> '200100'. */
export function oldStatus(code: number): string {
  if (!Number.isInteger(code) || code < 0 || code > 999) throw new RangeError(`old-style code must be 0..999: ${code}`);
  return `200${String(code).padStart(3, '0')}`;
}

export function oldStyle<T>(code: number, desc: string, body: T): OldStyleResponse<T> {
  return { header: { status: oldStatus(code), desc }, body };
}

export function oldOk<T>(body: T, desc = 'success'): OldStyleResponse<T> {
  return oldStyle(ApiCode.success, desc, body);
}
