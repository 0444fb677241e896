/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSION, isContractCompatible } from './contracts/index.js';

describe('contract version', () => {
  it('shared/package.json "croupier.contract" equals CONTRACT_VERSION', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      croupier?: { contract?: string };
    };
    expect(pkg.croupier?.contract).toBe(CONTRACT_VERSION);
  });

  it('accepts a remote built against an older minor of the same major only', () => {
    expect(isContractCompatible('1.0.0', '1.2.0')).toBe(true);
    expect(isContractCompatible('1.3.0', '1.2.0')).toBe(false);
    expect(isContractCompatible('2.0.0', '1.9.0')).toBe(false);
    expect(isContractCompatible('garbage', '1.0.0')).toBe(false);
  });
});
