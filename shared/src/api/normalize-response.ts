// Both answer styles (spec 01 §7) become one ApiResult:
//   new: { code, message, data }
//   old: { header: { status, desc }, body } — the code is the last 3 digits of header.status.

import { type ApiResult } from '../contracts/index.js';
import { isSuccessCode } from '../contracts/codes.js';
import { ApiError } from './api-error.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const toCode = (v: unknown): number => (typeof v === 'number' ? v : Number(String(v).trim()));

export function normalizeResponse<T = unknown>(json: unknown): ApiResult<T> {
  if (isRecord(json) && 'code' in json) {
    const code = toCode(json.code);
    return { code, message: String(json.message ?? ''), data: json.data as T, success: isSuccessCode(code) };
  }
  if (isRecord(json) && isRecord(json.header) && 'status' in json.header) {
    const code = Number(String(json.header.status).trim().slice(-3));
    return {
      code,
      message: String(json.header.desc ?? ''),
      data: json.body as T,
      success: isSuccessCode(code),
    };
  }
  throw new ApiError('unhandled', 'invalid_response', 'invalid response', { cause: json });
}
