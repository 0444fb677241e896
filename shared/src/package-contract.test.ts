import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSION } from './contracts/index.js';
import * as validationEntry from './contracts/validation/index.js';
import * as rootEntry from './index.js';
import * as remoteEntry from './remote/entry.js';

const SHARED = join(__dirname, '..');
const major = (version: string) => Number.parseInt(version, 10);

interface Surface {
  majors: Record<string, Record<string, string[]>>;
}
const surface = JSON.parse(readFileSync(join(SHARED, 'contract-surface.json'), 'utf8')) as Surface;

describe('contract version', () => {
  it('shared/package.json "croupier.contract" equals CONTRACT_VERSION', () => {
    const pkg = JSON.parse(readFileSync(join(SHARED, 'package.json'), 'utf8')) as {
      croupier?: { contract?: string };
    };
    expect(pkg.croupier?.contract).toBe(CONTRACT_VERSION);
  });

  it('is the newest version of CHANGELOG.md, and every version there says what a remote team must do', () => {
    const changelog = readFileSync(join(SHARED, 'CHANGELOG.md'), 'utf8');
    const sections = changelog.split(/^## /m).filter((section) => /^\d+\.\d+\.\d+\n/.test(section));
    const versions = sections.map((section) => section.slice(0, section.indexOf('\n')));
    expect(versions[0]).toBe(CONTRACT_VERSION);
    expect(versions).toContain('6.0.0');
    const silent = sections.filter((section) => !section.includes('\n### What a remote team must do\n'));
    expect(silent.map((section) => section.slice(0, section.indexOf('\n')))).toEqual([]);
  });
});

describe('the run-time surface of the entries that are singletons (contract-surface.json)', () => {
  const current = surface.majors[String(major(CONTRACT_VERSION))] ?? {};
  const entries: Record<string, object> = {
    '@croupier/shared': rootEntry,
    '@croupier/shared/remote': remoteEntry,
    '@croupier/shared/validation': validationEntry,
  };

  // A name removed is a major (deprecated in a minor before); a name added is a minor: both are
  // written down here, so neither happens unnoticed.
  it.each(Object.keys(entries))('%s exports exactly the names the current major records', (entry) => {
    const names = Object.keys(entries[entry] as object)
      .filter((name) => name !== '__esModule')
      .sort();
    expect(names).toEqual(current[entry]);
  });
});
