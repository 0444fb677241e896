import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '@croupier/shared';
import { isContractCompatible, SERVED_CONTRACT_MAJORS } from './contract-compatibility.js';

describe('contract compatibility', () => {
  it('accepts a remote built against an older minor of the same major, not a newer one', () => {
    expect(isContractCompatible('1.0.0', '1.2.0')).toBe(true);
    expect(isContractCompatible('1.2.0', '1.2.0')).toBe(true);
    expect(isContractCompatible('1.3.0', '1.2.0')).toBe(false);
    expect(isContractCompatible('2.0.0', '1.9.0')).toBe(false);
    expect(isContractCompatible('garbage', '1.0.0')).toBe(false);
    expect(isContractCompatible('unknown', '1.0.0')).toBe(false);
  });

  it('accepts any minor of the majors before the host it serves, and none older', () => {
    expect(isContractCompatible('6.0.0', '7.2.0', 2)).toBe(true);
    expect(isContractCompatible('6.3.0', '7.2.0', 2)).toBe(true);
    expect(isContractCompatible('5.1.0', '7.2.0', 2)).toBe(false);
    expect(isContractCompatible('5.1.0', '7.2.0', 3)).toBe(true);
    expect(isContractCompatible('6.3.0', '7.2.0', 1)).toBe(false);
  });

  it("serves today's major and the one before, and refuses the one before that", () => {
    const major = Number.parseInt(CONTRACT_VERSION, 10);
    expect(SERVED_CONTRACT_MAJORS).toBe(2);
    expect(isContractCompatible(CONTRACT_VERSION)).toBe(true);
    expect(isContractCompatible(`${major}.0.0`)).toBe(true);
    expect(isContractCompatible(`${major}.99.0`)).toBe(false);
    expect(isContractCompatible(`${major - 1}.0.0`)).toBe(true);
    expect(isContractCompatible(`${major - 1}.3.0`)).toBe(true);
    expect(isContractCompatible(`${major - 2}.1.0`)).toBe(false);
    expect(isContractCompatible(`${major + 1}.0.0`)).toBe(false);
  });

  // The shell's release.json offers remotes this window (scripts/release.mjs reads package.json).
  it('serves as many majors as shell/package.json tells the api it does', () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8'));
    expect(pkg.croupier.servedContractMajors).toBe(SERVED_CONTRACT_MAJORS);
  });
});
