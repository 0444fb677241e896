import { isContractCompatible } from './contract-compatibility.js';

describe('contract compatibility', () => {
  it('accepts a remote built against an older minor of the same major only', () => {
    expect(isContractCompatible('1.0.0', '1.2.0')).toBe(true);
    expect(isContractCompatible('1.3.0', '1.2.0')).toBe(false);
    expect(isContractCompatible('2.0.0', '1.9.0')).toBe(false);
    expect(isContractCompatible('garbage', '1.0.0')).toBe(false);
  });
});
