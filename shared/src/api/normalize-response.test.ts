/** @jest-environment node */
import { ApiError } from './api-error.js';
import { normalizeResponse } from './normalize-response.js';

describe('normalizeResponse', () => {
  it('reads the new style and treats 100 and 1000 as success', () => {
    expect(normalizeResponse({ code: 1000, message: 'ok', data: { a: 1 } })).toEqual({
      code: 1000,
      message: 'ok',
      data: { a: 1 },
      success: true,
    });
    expect(normalizeResponse({ code: 100, message: '', data: null }).success).toBe(true);
    expect(normalizeResponse({ code: 101, message: 'wrong', data: null })).toMatchObject({
      code: 101,
      message: 'wrong',
      success: false,
    });
  });

  it('turns a numeric string code into a number', () => {
    expect(normalizeResponse({ code: '1000', message: 'ok', data: 1 })).toMatchObject({ code: 1000, success: true });
  });

  it('takes the last three digits of an old-style header.status as the code', () => {
    const r = normalizeResponse({ header: { status: '2003100', desc: 'fine' }, body: { total: '5' } });
    expect(r).toEqual({ code: 100, message: 'fine', data: { total: '5' }, success: true });
    const failed = normalizeResponse({ header: { status: 1000105, desc: 'captcha' }, body: null });
    expect(failed).toMatchObject({ code: 105, message: 'captcha', success: false });
  });

  it('refuses a shape that is neither style', () => {
    expect(() => normalizeResponse({ ok: true })).toThrow(ApiError);
    expect(() => normalizeResponse('<html>')).toThrow('invalid response');
  });
});
