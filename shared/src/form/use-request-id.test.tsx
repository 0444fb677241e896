import { renderHook } from '@testing-library/react';
import { useRequestId } from './use-request-id.js';

describe('useRequestId', () => {
  it('keeps the id while the same values are sent again, and makes a new one for other values or after done()', () => {
    const { result } = renderHook(() => useRequestId());
    const first = result.current.for({ amount: '10.00', account: 'player20' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.for({ amount: '10.00', account: 'player20' })).toBe(first);

    const changed = result.current.for({ amount: '12.00', account: 'player20' });
    expect(changed).not.toBe(first);

    result.current.done();
    expect(result.current.for({ amount: '12.00', account: 'player20' })).not.toBe(changed);
  });
});
