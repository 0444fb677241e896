// The lockfile is what `npm ci` installs on every machine: it must hold every platform's
// optional packages (or a macOS or arm64 install resolves differently and rewrites it), and
// every package in it must run on the oldest Node the project says it supports.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { workspaceFolders } from '../lib/workspaces.mjs';

const ROOT = path.join(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string };
  optionalDependencies?: Record<string, string>;
}
const lock: { packages: Record<string, LockEntry> } = readJson('package-lock.json');
const root = readJson('package.json');
const oldestNode = semver.minVersion(root.engines.node)!.version;

/** Node's lookup: `<dir>/node_modules/<name>`, then each enclosing node_modules up to the root. */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up < 0 ? '' : dir.slice(0, up);
  }
}

describe('package-lock.json', () => {
  it('records every optional (per-platform) package that a dependency names', () => {
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(at, name))
        .map((name) => `${at || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it(`installs nothing that refuses the oldest Node the project supports (${oldestNode})`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldestNode, entry.engines.node))
      .map(([at, entry]) => `${at}@${entry.version} needs node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it('is the lockfile of the workspaces package.json lists (a new mf-* folder needs `npm install` once)', () => {
    const workspaces = Object.keys(lock.packages).filter((at) => at && !at.includes('node_modules'));
    expect(workspaces.sort()).toEqual(workspaceFolders(ROOT).sort());
  });
});

describe('the Node version the README names', () => {
  it('is the oldest Node the engines field allows', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const { major, minor } = semver.minVersion(root.engines.node)!;
    expect(readme).toContain(`Node.js ${major}.${minor}`);
  });
});
