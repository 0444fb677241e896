/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSION } from './contracts/index.js';

describe('contract version', () => {
  it('shared/package.json "croupier.contract" equals CONTRACT_VERSION', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      croupier?: { contract?: string };
    };
    expect(pkg.croupier?.contract).toBe(CONTRACT_VERSION);
  });
});
