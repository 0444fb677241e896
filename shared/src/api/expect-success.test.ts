/** @jest-environment node */
import { ApiCodeError } from './api-error.js';
import { expectSuccess } from './expect-success.js';

describe('expectSuccess', () => {
  it('returns the data of a successful answer', () => {
    expect(expectSuccess({ code: 1000, message: '', data: [1, 2], success: true })).toEqual([1, 2]);
  });

  it('throws the business code and the server message otherwise', () => {
    const run = () => expectSuccess({ code: 203, message: 'maintenance', data: null, success: false });
    expect(run).toThrow(ApiCodeError);
    expect(run).toThrow(expect.objectContaining({ code: 203, message: 'maintenance' }));
  });
});
