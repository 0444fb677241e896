// npm run skew's parts that need no browser (scripts/skew.mjs): which commit is the previous front
// end, which build serves each app in each direction, the worktree's links to the installed
// packages, the build cache, and Playwright's report as counts. A throwaway git repository with
// trivial build scripts stands in for the project where git or npm is involved.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildCommit,
  cachedBuild,
  countReport,
  gateRefusal,
  directions,
  linkNodeModules,
  missingHistory,
  mixDists,
  parseArgs,
  previousCommit,
  termsOf,
  pruneCache,
  snapshotToday,
} from '../skew.mjs';

const temps: string[] = [];
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-skew-test-'));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  }).trim();

/** A repository with one commit per file written; returns the commits, oldest first. */
function repository(commits: Record<string, string>[]) {
  const dir = temp();
  git(dir, 'init', '-q');
  const hashes = commits.map((files, i) => {
    for (const [file, text] of Object.entries(files)) write(path.join(dir, file), text);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', `commit ${i}`);
    return git(dir, 'rev-parse', 'HEAD');
  });
  return { dir, hashes };
}

describe('previousCommit', () => {
  it('is the parent of the newest commit that changed the front end (shell, shared, build, mf-*)', () => {
    const { dir, hashes } = repository([
      { 'shell/a.ts': '1' },
      { 'api/x.ts': '1' },
      { 'mf-games/src/y.ts': '1' },
      { 'docs/z.md': '1', 'e2e/mf-fixture/w.ts': '1', 'remote-template/v.ts': '1' },
    ]);
    expect(previousCommit({ cwd: dir })).toBe(hashes[1]);
  });

  it('counts shared and build as the front end too', () => {
    const shared = repository([{ 'shell/a.ts': '1' }, { 'api/x.ts': '1' }, { 'shared/src/c.ts': '1' }]);
    expect(previousCommit({ cwd: shared.dir })).toBe(shared.hashes[1]);
    const build = repository([{ 'shell/a.ts': '1' }, { 'build/webpack.factory.cjs': '1' }, { 'api/x.ts': '1' }]);
    expect(previousCommit({ cwd: build.dir })).toBe(build.hashes[0]);
  });

  it('takes --against as given, and refuses what is not a commit', () => {
    const { dir, hashes } = repository([{ 'shell/a.ts': '1' }, { 'shell/a.ts': '2' }, { 'shell/a.ts': '3' }]);
    expect(previousCommit({ cwd: dir, against: 'HEAD~2' })).toBe(hashes[0]);
    expect(() => previousCommit({ cwd: dir, against: 'no-such-ref' })).toThrow(/--against no-such-ref is not a commit/);
  });

  it('asks for --against when the front end has no earlier version', () => {
    const { dir } = repository([{ 'shell/a.ts': '1' }, { 'api/x.ts': '1' }]);
    expect(() => previousCommit({ cwd: dir })).toThrow(/changed the front end first; name a commit with --against/);
  });
});

describe('missingHistory', () => {
  it('names a checkout without the history to take the previous front end from', () => {
    const { dir } = repository([{ 'shell/a.ts': '1' }, { 'shell/a.ts': '2' }]);
    expect(missingHistory(dir)).toBeNull();
    expect(missingHistory(temp())).toMatch(/^not a git checkout/);
    const shallow = path.join(temp(), 'clone');
    git(dir, 'clone', '-q', '--depth', '1', `file://${dir}`, shallow);
    expect(() => previousCommit({ cwd: shallow })).toThrow();
    expect(missingHistory(shallow)).toMatch(/^a shallow clone: .*git fetch --unshallow/);
  });
});

describe('mixDists and directions', () => {
  const apps = ['shell', 'mf-a', 'mf-b'];
  const today = { shell: '/t/shell', 'mf-a': '/t/mf-a', 'mf-b': '/t/mf-b' };
  const previous = { shell: '/p/shell', 'mf-a': '/p/mf-a' };

  it('serves the shell from one build and every remote from the other; a remote one build lacks from the other', () => {
    expect(mixDists({ apps, shellFrom: today, remotesFrom: previous })).toEqual({
      dists: { shell: '/t/shell', 'mf-a': '/p/mf-a', 'mf-b': '/t/mf-b' },
      borrowed: ['mf-b'],
    });
    expect(() => mixDists({ apps: ['shell', 'mf-c'], shellFrom: today, remotesFrom: previous })).toThrow(
      /no build of mf-c/,
    );
  });

  it("runs today's shell with the previous remotes, then the previous shell with today's remotes", () => {
    const [first, second] = directions(apps, today, previous);
    expect(first).toMatchObject({
      name: 'today-shell',
      dists: { shell: '/t/shell', 'mf-a': '/p/mf-a', 'mf-b': '/t/mf-b' },
      borrowed: ['mf-b'],
    });
    expect(second).toMatchObject({
      name: 'previous-shell',
      dists: { shell: '/p/shell', 'mf-a': '/t/mf-a', 'mf-b': '/t/mf-b' },
      borrowed: [],
    });
  });
});

describe('the compatibility gate over the two front ends', () => {
  it("reads a front end's contract and its shell's window from its packages", () => {
    const files: Record<string, string> = {
      'shared/package.json': JSON.stringify({ croupier: { contract: '7.4.0' } }),
      'shell/package.json': JSON.stringify({ croupier: { servedContractMajors: 3 } }),
    };
    const read = (file: string) => {
      if (!(file in files)) throw new Error(`no ${file}`);
      return files[file]!;
    };
    expect(termsOf(read)).toEqual({ contract: '7.4.0', servedMajors: 3 });
    files['shell/package.json'] = '{}';
    expect(termsOf(read)).toEqual({ contract: '7.4.0', servedMajors: 2 });
    files['shared/package.json'] = '{}';
    expect(() => termsOf(read)).toThrow(/names no contract/);
  });

  it('runs a mix the gate lets live, and names why it skips one it never does', async () => {
    const shell = (contract: string) => ({ contract, servedMajors: 2 });
    // An older minor, or the previous major: the shell serves them.
    expect(await gateRefusal(shell('7.5.0'), shell('7.4.0'))).toBeNull();
    expect(await gateRefusal(shell('7.5.0'), shell('6.9.0'))).toBeNull();
    // A newer minor than the shell's, or a major outside its window: never given to it.
    expect(await gateRefusal(shell('7.4.0'), shell('7.5.0'))).toMatch(
      /^a shell of contract 7\.4\.0 \(serving 2 majors\) is never given remotes built against 7\.5\.0/,
    );
    expect(await gateRefusal(shell('9.0.0'), shell('7.5.0'))).not.toBeNull();
  });
});

describe('linkNodeModules', () => {
  it("links the main checkout's packages, its workspaces to the worktree's own, and leaves caches and build output out", () => {
    const main = temp();
    write(path.join(main, 'node_modules/react/index.js'), '');
    write(path.join(main, 'node_modules/@types/node/index.d.ts'), '');
    write(path.join(main, 'node_modules/.bin/.keep'), '');
    write(path.join(main, 'node_modules/.cache/nx/x'), '');
    write(path.join(main, 'node_modules/.federation/x'), '');
    write(path.join(main, 'shared/package.json'), '{}');
    write(path.join(main, 'mf-gone/package.json'), '{}');
    fs.mkdirSync(path.join(main, 'node_modules/@croupier'));
    fs.symlinkSync('../../shared', path.join(main, 'node_modules/@croupier/shared'));
    fs.symlinkSync('../../mf-gone', path.join(main, 'node_modules/@croupier/mf-gone'));
    write(path.join(main, 'mf-a/node_modules/@hookform/resolvers/index.js'), '');
    write(path.join(main, 'mf-a/node_modules/.federation/x'), '');
    write(path.join(main, 'mf-gone/node_modules/lib/index.js'), '');

    const worktree = temp();
    write(path.join(worktree, 'shared/package.json'), '{}');
    write(path.join(worktree, 'mf-a/package.json'), '{}');

    const made = linkNodeModules(main, worktree);
    expect(made.sort()).toEqual([path.join(worktree, 'mf-a/node_modules'), path.join(worktree, 'node_modules')]);
    const link = (p: string) => fs.readlinkSync(path.join(worktree, p));
    expect(link('node_modules/react')).toBe(path.join(main, 'node_modules/react'));
    expect(link('node_modules/@types/node')).toBe(path.join(main, 'node_modules/@types/node'));
    expect(link('node_modules/.bin')).toBe(path.join(main, 'node_modules/.bin'));
    expect(link('node_modules/@croupier/shared')).toBe(path.join(worktree, 'shared'));
    expect(link('mf-a/node_modules/@hookform/resolvers')).toBe(
      path.join(main, 'mf-a/node_modules/@hookform/resolvers'),
    );
    for (const absent of [
      'node_modules/.cache',
      'node_modules/.federation',
      'node_modules/@croupier/mf-gone',
      'mf-a/node_modules/.federation',
      'mf-gone',
    ]) {
      expect(fs.existsSync(path.join(worktree, absent))).toBe(false);
    }
    // Removing the links leaves the main checkout's packages where they were.
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
    expect(fs.existsSync(path.join(main, 'node_modules/react/index.js'))).toBe(true);
    expect(fs.existsSync(path.join(main, 'shared/package.json'))).toBe(true);
  });
});

describe('the build cache', () => {
  it('gives the folders of a complete build only, and keeps the most recently used', () => {
    const cache = temp();
    write(path.join(cache, 'aaa/shell/index.html'), '');
    write(path.join(cache, 'aaa/built.json'), JSON.stringify({ commit: 'aaa', apps: ['shell'] }));
    write(path.join(cache, 'bbb/shell/index.html'), '');
    expect(cachedBuild('aaa', cache)).toEqual({ shell: path.join(cache, 'aaa/shell') });
    expect(cachedBuild('bbb', cache)).toBeNull();
    expect(cachedBuild('ccc', cache)).toBeNull();

    for (const [i, name] of ['c1', 'c2', 'c3'].entries()) {
      fs.mkdirSync(path.join(cache, name));
      const at = new Date(Date.now() + (i + 1) * 60_000);
      fs.utimesSync(path.join(cache, name), at, at);
    }
    pruneCache('aaa', cache, 2);
    expect(fs.readdirSync(cache).sort()).toEqual(['aaa', 'c2', 'c3']);
  });

  it("builds a commit in a worktree with the main checkout's packages, caches it and leaves no worktree", async () => {
    const build = (app: string) =>
      `node -e "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/${app === 'shell' ? 'index.html' : 'remoteEntry.js'}',require('fs').readFileSync('v.txt','utf8')+require('fs').existsSync('../node_modules/dep/index.js'))"`;
    const pkg = (name: string) => JSON.stringify({ name, version: '0.0.0', scripts: { build: build(name) } });
    const files = {
      'package.json': JSON.stringify({ name: 'r', private: true, workspaces: ['shared', 'shell', 'mf-*'] }),
      'package-lock.json': '{"lockfileVersion":3}',
      '.gitignore': 'node_modules/\ndist/\n',
      'shared/package.json': pkg('shared'),
      'shared/v.txt': 'old',
      'shell/package.json': pkg('shell'),
      'shell/v.txt': 'old',
      'mf-a/package.json': pkg('mf-a'),
      'mf-a/v.txt': 'old',
    };
    const { dir, hashes } = repository([files, { 'shell/v.txt': 'new', 'mf-a/v.txt': 'new' }]);
    write(path.join(dir, 'node_modules/dep/index.js'), '');
    const cache = temp();
    const said: string[] = [];
    const say = (line: string) => said.push(line);

    const built = await buildCommit(hashes[0]!, { root: dir, cacheDir: cache, apps: ['shell', 'mf-a', 'mf-b'], say });
    expect(built).toEqual({
      shell: path.join(cache, hashes[0]!, 'shell'),
      'mf-a': path.join(cache, hashes[0]!, 'mf-a'),
    });
    // That commit's sources, built with the main checkout's packages.
    expect(fs.readFileSync(path.join(built.shell!, 'index.html'), 'utf8')).toBe('oldtrue');
    expect(fs.readFileSync(path.join(built['mf-a']!, 'remoteEntry.js'), 'utf8')).toBe('oldtrue');
    expect(git(dir, 'worktree', 'list').split('\n')).toHaveLength(1);
    expect(git(dir, 'status', '--porcelain')).toBe('');
    expect(fs.existsSync(path.join(dir, 'node_modules/dep/index.js'))).toBe(true);

    said.length = 0;
    expect(await buildCommit(hashes[0]!, { root: dir, cacheDir: cache, apps: ['shell', 'mf-a'], say })).toEqual(built);
    expect(said.join('\n')).toMatch(/built already/);
  }, 60_000);
});

describe('snapshotToday', () => {
  it('copies each built app and refuses when one is not built', () => {
    const root = temp();
    write(path.join(root, 'shell/dist/index.html'), 'shell');
    write(path.join(root, 'mf-a/dist/remoteEntry.js'), 'a');
    write(path.join(root, 'api/dist/server.js'), '');
    const into = temp();
    const dists = snapshotToday(into, { root, apps: ['shell', 'mf-a'] });
    expect(dists).toEqual({ shell: path.join(into, 'shell'), 'mf-a': path.join(into, 'mf-a') });
    expect(fs.readFileSync(path.join(into, 'mf-a/remoteEntry.js'), 'utf8')).toBe('a');
    expect(() => snapshotToday(temp(), { root, apps: ['shell', 'mf-a', 'mf-b'] })).toThrow(
      /mf-b not built: run npm run build first/,
    );
  });
});

describe('countReport', () => {
  const report = (stats: object, suites: object[] = [], errors: object[] = []) => ({ stats, suites, errors });

  it("counts passed and failed tests, each failure by its title and its last try's errors' first lines", () => {
    const suites = [
      {
        title: 'smoke.spec.ts',
        specs: [
          { title: 'home', tests: [{ status: 'expected', results: [{}] }] },
          {
            title: 'login',
            tests: [
              {
                status: 'unexpected',
                results: [
                  { errors: [{ message: 'Error: first try' }] },
                  {
                    errors: [
                      { message: '\u001b[31mError: timed out\u001b[39m\nmore' },
                      { message: 'Error: refused\n' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        suites: [],
      },
    ];
    expect(countReport(report({ expected: 5, flaky: 1, unexpected: 1 }, suites), 1)).toEqual({
      passed: 6,
      failed: 1,
      failures: ['login: Error: timed out | Error: refused'],
    });
  });

  it('counts an error outside the tests, or a run without a report, as one failure', () => {
    expect(countReport(report({ expected: 0 }, [], [{ message: 'the stack did not start:\nports' }]), 1)).toEqual({
      passed: 0,
      failed: 1,
      failures: ['the stack did not start:'],
    });
    expect(countReport(null, 1)).toEqual({
      passed: 0,
      failed: 1,
      failures: ['playwright exited with code 1 without a report of a failing test'],
    });
    expect(countReport(report({ expected: 7 }), 0)).toEqual({ passed: 7, failed: 0, failures: [] });
  });
});

describe('parseArgs', () => {
  it('takes --against and refuses anything else', () => {
    expect(parseArgs([])).toEqual({});
    expect(parseArgs(['--against', 'HEAD~3'])).toEqual({ against: 'HEAD~3' });
    expect(() => parseArgs(['--against'])).toThrow(/unknown argument --against/);
    expect(() => parseArgs(['HEAD'])).toThrow(/unknown argument HEAD/);
  });
});
