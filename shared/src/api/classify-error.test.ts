/** @jest-environment node */
import { ApiError } from './api-error.js';
import { classifyTransportError } from './classify-error.js';

describe('classifyTransportError', () => {
  it.each([
    ['a fetch TypeError', new TypeError('Failed to fetch')],
    ['DNS failure', Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' })],
    ['refused', Object.assign(new Error('fetch failed'), { cause: { code: 'ECONNREFUSED' } })],
    ['reset', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['unreachable', Object.assign(new Error('no route'), { code: 'EHOSTUNREACH' })],
  ])('%s is a network error with the networkError key', (_, cause) => {
    const e = classifyTransportError(cause);
    expect(e).toMatchObject({ kind: 'network', messageKey: 'networkError' });
  });

  it('keeps the code and message of any other cause', () => {
    const e = classifyTransportError(Object.assign(new Error('disk on fire'), { code: 'EIO' }));
    expect(e).toMatchObject({ kind: 'unhandled', code: 'EIO', message: 'disk on fire' });
    expect(e.messageKey).toBeUndefined();
  });

  it("says 'invalid error' when the cause is not an object", () => {
    expect(classifyTransportError('boom')).toMatchObject({ kind: 'unhandled', message: 'invalid error' });
    expect(classifyTransportError(undefined)).toMatchObject({ kind: 'unhandled', message: 'invalid error' });
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError('unauthorized', 401, 'unauthorized');
    expect(classifyTransportError(original)).toBe(original);
  });
});
