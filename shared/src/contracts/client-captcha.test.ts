import { decodeClientCaptcha, encodeClientCaptcha } from './client-captcha.js';

describe('client captcha text', () => {
  it('decodes what was encoded with a one-time key', () => {
    const key = Uint8Array.from([7, 200, 33, 91]);
    const text = encodeClientCaptcha('5309', key);
    expect(text).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(text).not.toContain('5309');
    expect(decodeClientCaptcha(text)).toBe('5309');
  });

  it('gives different texts for the same answer under different keys', () => {
    const a = encodeClientCaptcha('1111', Uint8Array.from([1, 2, 3, 4]));
    const b = encodeClientCaptcha('1111', Uint8Array.from([9, 8, 7, 6]));
    expect(a).not.toBe(b);
    expect([decodeClientCaptcha(a), decodeClientCaptcha(b)]).toEqual(['1111', '1111']);
  });

  it.each(['', 'v1', 'v2.AQ.AQ', 'v1.AQID.AQ', 'v1.!!.AQ', 'v1.AQ.AQ.AQ', 'v1..'])('refuses %p', (text) => {
    expect(decodeClientCaptcha(text)).toBeNull();
  });

  it('needs a key as long as the answer', () => {
    expect(() => encodeClientCaptcha('12', Uint8Array.from([1]))).toThrow(RangeError);
  });
});
