import { maskEmail, maskPhone } from './mask.js';

describe('masking a contact', () => {
  it.each([
    ['0912345678', '******5678'],
    ['12345', '**345'],
    ['123', '**3'],
  ])('shows the last 4 digits of %s, hiding at least 2', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it.each([
    ['player01@example.com', 'pl******@example.com'],
    ['ab@x.io', 'a***@x.io'],
    ['a@x.io', '***@x.io'],
  ])('shows two letters and the domain of %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
