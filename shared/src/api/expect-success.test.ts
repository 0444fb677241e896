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

  it("carries a refused answer's data, so a form can show a field error from the error alone", () => {
    const run = () =>
      expectSuccess({
        code: 422,
        message: 'invalid',
        data: { field: 'amount', key: 'cashier.err_amount_min' },
        success: false,
      });
    expect(run).toThrow(
      expect.objectContaining({ code: 422, data: { field: 'amount', key: 'cashier.err_amount_min' } }),
    );
  });

  it('has no data when the refused answer carried none', () => {
    let thrown: unknown;
    try {
      expectSuccess({ code: 203, message: 'maintenance', data: null, success: false });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ApiCodeError);
    expect((thrown as ApiCodeError).data).toBeUndefined();
  });
});
