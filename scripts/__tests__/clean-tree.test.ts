// A fresh clone stays clean: `npm start` and `npm test` write only what .gitignore ignores, and
// scripts/test.mjs counts a failure when a run changed what `git status` shows (lib/git-tree.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changedPaths, treeSnapshot } from '../lib/git-tree.mjs';
import { workspaceFolders } from '../lib/workspaces.mjs';

const ROOT = path.join(__dirname, '..', '..');

/** Paths git does not ignore, among those given (they need not exist: `git check-ignore` matches patterns). */
function notIgnored(paths: string[]): string[] {
  let out: string;
  try {
    out = execFileSync('git', ['check-ignore', '--verbose', '--non-matching', ...paths], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  } catch (err) {
    // Exit 1: none of the paths is ignored.
    out = (err as { stdout?: string }).stdout ?? '';
  }
  // Non-matching lines start with '::' (no source, no line, no pattern).
  return out
    .split('\n')
    .filter((line) => line.startsWith('::'))
    .map((line) => line.split('\t')[1]!);
}

describe('what npm start and npm test write', () => {
  it('is ignored by git: installs, builds, the local database, test results, the e2e stack', () => {
    const written = [
      // npm ci (scripts/lib/setup.mjs), lerna's cache and TypeScript's incremental builds.
      'node_modules/.package-lock.json',
      '.nx/cache/run.json',
      'shared/tsconfig.build.tsbuildinfo',
      // lerna run build: every workspace's dist/ (the shell and remotes by webpack, shared and the api by tsc).
      ...workspaceFolders(ROOT).flatMap((ws) => [`${ws}/dist/index.html`, `${ws}/dist/main.js`]),
      // npm start's default database (scripts/start.mjs) and its SQLite side files.
      'api/data/croupier.db',
      'api/data/croupier.db-wal',
      // npm test: the runners' reports (scripts/test.mjs), the scratch remote of add-a-remote.test.ts.
      '.test-results/jest.json',
      '.test-results/playwright.json',
      '.test-results/add-a-remote/mf-throwaway/dist/mf-manifest.json',
      // Playwright: the stack's state and logs (e2e/support/state.ts), its output and report.
      'e2e/.stack/state.json',
      'e2e/.stack/logs/api.log',
      'e2e/test-results/login-chromium/trace.zip',
      'e2e/playwright-report/index.html',
    ];
    expect(notIgnored(written)).toEqual([]);
  });

  it('while the sources and the lockfile are not ignored (the check above can fail)', () => {
    expect(notIgnored(['package-lock.json', 'shell/src/main.ts', 'docker-compose.yml'])).toEqual([
      'package-lock.json',
      'shell/src/main.ts',
      'docker-compose.yml',
    ]);
  });
});

describe('the working tree check of npm test (lib/git-tree.mjs)', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  };

  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-tree-'));
    git('init', '-q');
    write('.gitignore', 'dist/\n');
    write('package-lock.json', '{}\n');
    write('notes.md', 'draft\n');
    git('add', '.gitignore', 'package-lock.json');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init');
  });
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('sees nothing when a run writes ignored output only', () => {
    const before = treeSnapshot(repo)!;
    write('dist/main.js', 'built');
    expect(changedPaths(before, treeSnapshot(repo)!)).toEqual([]);
  });

  it('sees a rewritten tracked file, a new untracked file, and a change to a file that was already dirty', () => {
    const before = treeSnapshot(repo)!;
    write('package-lock.json', '{"rewritten":true}\n');
    write('api/data/croupier.db', 'sqlite');
    write('notes.md', 'changed by the run\n');
    expect(changedPaths(before, treeSnapshot(repo)!)).toEqual([
      'api/data/croupier.db',
      'notes.md',
      'package-lock.json',
    ]);
  });

  it('is off outside a git work tree', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-plain-'));
    try {
      expect(treeSnapshot(plain)).toBeNull();
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});
