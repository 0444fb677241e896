// npm run skew: version skew, tested. Teams release the shell and the remotes one at a time, so a
// visitor's page may run one version of the shell with another of a remote. This builds the
// previous front end and runs an e2e smoke (e2e/skew/) twice against today's api: today's shell
// with the previous remotes, then the previous shell with today's remotes (docs/releasing.md).
//
//   npm run skew                              the previous front end (below) against today's build
//   npm run skew -- --against <commit-ish>    another commit as the previous front end
//
// The previous front end is the parent of the newest commit that changed it (FRONT_END_PATHS):
// the front end as it was just before its latest change, the version a team's release replaces.
// Today's is what `npm run build` left in each app's dist/ (copied when the run starts, so a build
// meanwhile changes nothing under the run). The previous one is built in a throwaway git worktree
// and kept in CACHE_DIR/<commit>/, so the next run against the same commit skips the build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from './lib/proc.mjs';
import { APPS, ROOT } from './stack.mjs';

/** What makes the front end: the apps, the contract they share, the build they share. */
export const FRONT_END_PATHS = ['shell', 'shared', 'build', 'mf-*'];
/** Builds of earlier commits, one folder per commit (CROUPIER_SKEW_CACHE moves it). */
export const CACHE_DIR = process.env.CROUPIER_SKEW_CACHE || path.join(os.tmpdir(), 'croupier-skew-cache');
/** Cached builds kept besides the one just used (the oldest go first). */
const CACHE_KEEP = 3;
const BUILT_FILE = 'built.json';
const SHELL = 'shell';
const RESULTS = path.join(ROOT, '.test-results/skew');
const MINUTES = 60_000;

const git = (args, cwd = ROOT) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * The commit whose front end is compared with today's: `against` when given, else the parent of
 * the newest commit (at or before HEAD) that changed a FRONT_END_PATHS path.
 * @returns {string} the full commit hash
 */
export function previousCommit({ against, cwd = ROOT } = {}) {
  const resolve = (rev) => {
    try {
      return git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], cwd);
    } catch {
      return null;
    }
  };
  if (against) {
    const commit = resolve(against);
    if (!commit) throw new Error(`--against ${against} is not a commit here`);
    return commit;
  }
  const last = git(['log', '-1', '--format=%H', 'HEAD', '--', ...FRONT_END_PATHS], cwd);
  if (!last) throw new Error('no commit changed the front end; name one with --against');
  const parent = resolve(`${last}~1`);
  if (!parent) throw new Error(`${last.slice(0, 7)} changed the front end first; name a commit with --against`);
  return parent;
}

/**
 * Why this checkout cannot have a previous front end, or null: not a git work tree, or a shallow
 * clone (a CI's single commit) whose history stops before it.
 */
export function missingHistory(cwd = ROOT) {
  try {
    git(['rev-parse', '--is-inside-work-tree'], cwd);
  } catch {
    return 'not a git checkout: there is no previous front end to build';
  }
  if (git(['rev-parse', '--is-shallow-repository'], cwd) === 'true') {
    return 'a shallow clone: its history stops before the previous front end (git fetch --unshallow, or --against a commit it has)';
  }
  return null;
}

/** `<short hash> <subject>` of a commit. */
export function describeCommit(commit, cwd = ROOT) {
  return git(['log', '-1', '--format=%h %s', commit], cwd);
}

/**
 * The build folder of every app for a run whose shell comes from one build and whose remotes
 * from the other. An app one build lacks (a remote added since) is served from the other build,
 * and listed in `borrowed`.
 * @param {{ apps: string[], shellFrom: Record<string, string>, remotesFrom: Record<string, string> }} o
 * @returns {{ dists: Record<string, string>, borrowed: string[] }}
 */
export function mixDists({ apps, shellFrom, remotesFrom }) {
  const dists = {};
  const borrowed = [];
  for (const app of apps) {
    const [own, other] = app === SHELL ? [shellFrom, remotesFrom] : [remotesFrom, shellFrom];
    if (own[app]) dists[app] = own[app];
    else if (other[app]) {
      dists[app] = other[app];
      borrowed.push(app);
    } else throw new Error(`no build of ${app}`);
  }
  return { dists, borrowed };
}

/**
 * What a front end is to the compatibility gate: the contract its shell and remotes were built
 * with (`croupier.contract` of shared/package.json) and the majors its shell serves
 * (`croupier.servedContractMajors` of shell/package.json; 2, the rule before the package said it).
 * @param {(file: string) => string} read a file of that front end, by its path in the repository
 */
export function termsOf(read) {
  const json = (file) => JSON.parse(read(file));
  const contract = json('shared/package.json').croupier?.contract;
  if (typeof contract !== 'string') throw new Error('shared/package.json names no contract (croupier.contract)');
  let servedMajors = 2;
  try {
    servedMajors = json('shell/package.json').croupier?.servedContractMajors ?? 2;
  } catch {
    // No shell/package.json to read: the rule of its time.
  }
  return { contract, servedMajors };
}

/**
 * Why the api's compatibility gate would keep the direction's remotes off any site its shell runs
 * (docs/releasing.md), or null. A shell never serves remotes of a newer contract minor or a major
 * outside its window, so that mix never reaches a visitor and is not run: after a contract change,
 * the previous shell with today's remotes is such a mix, until today's shell is live.
 */
export async function gateRefusal(shell, remotes) {
  // Imported when asked: npm test loads this file before it installs the packages.
  const { isContractCompatible } = await import('@croupier/shared/contracts');
  if (isContractCompatible(remotes.contract, shell.contract, shell.servedMajors)) return null;
  return `a shell of contract ${shell.contract} (serving ${shell.servedMajors} majors) is never given remotes built against ${remotes.contract}: the compatibility gate refuses them`;
}

/** The two runs: which build serves each app in each. */
export function directions(apps, today, previous) {
  return [
    { name: 'today-shell', title: "today's shell, previous remotes", shellFrom: today, remotesFrom: previous },
    { name: 'previous-shell', title: "the previous shell, today's remotes", shellFrom: previous, remotesFrom: today },
  ].map(({ shellFrom, remotesFrom, ...direction }) => ({
    ...direction,
    ...mixDists({ apps, shellFrom, remotesFrom }),
  }));
}

/**
 * Gives a worktree the main checkout's installed packages without copying them or letting the
 * build write into them: each node_modules (the root's and each workspace's) becomes a folder of
 * links to the main one's entries. A link to one of the main checkout's workspaces
 * (node_modules/@croupier/shared) points at the worktree's own copy instead, so the build takes
 * that commit's sources; entries starting with a dot other than .bin (.cache, .federation: tools'
 * caches and build output) are left out, for the worktree's build to make its own.
 * @returns {string[]} the node_modules folders made, to remove before the worktree goes
 */
export function linkNodeModules(mainRoot, worktree) {
  const made = [];
  const workspaceDirs = fs
    .readdirSync(mainRoot, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.'))
    .map((e) => e.name)
    .filter((dir) => fs.existsSync(path.join(mainRoot, dir, 'node_modules')));
  for (const dir of ['', ...workspaceDirs]) {
    if (!fs.existsSync(path.join(worktree, dir))) continue;
    const target = path.join(worktree, dir, 'node_modules');
    linkEntries(path.join(mainRoot, dir, 'node_modules'), target, mainRoot, worktree);
    made.push(target);
  }
  return made;
}

function linkEntries(from, to, mainRoot, worktree) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.bin') continue;
    const source = path.join(from, entry.name);
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      linkEntries(source, path.join(to, entry.name), mainRoot, worktree);
      continue;
    }
    let linked = source;
    if (entry.isSymbolicLink()) {
      const real = fs.realpathSync(source);
      const inside = path.relative(mainRoot, real);
      const workspace = !inside.startsWith('..') && !inside.split(path.sep).includes('node_modules');
      if (workspace) {
        linked = path.join(worktree, inside);
        // A workspace that commit does not have: nothing of it to build against.
        if (!fs.existsSync(linked)) continue;
      }
    }
    fs.symlinkSync(linked, path.join(to, entry.name));
  }
}

/** A cached build of a commit: `{ app: dir }`, or null when there is none (or it was cut short). */
export function cachedBuild(commit, cacheDir = CACHE_DIR) {
  const folder = path.join(cacheDir, commit);
  try {
    const { apps } = JSON.parse(fs.readFileSync(path.join(folder, BUILT_FILE), 'utf8'));
    return Object.fromEntries(apps.map((app) => [app, path.join(folder, app)]));
  } catch {
    return null;
  }
}

/** Keeps the `keep` most recently used cached builds besides `current`. */
export function pruneCache(current, cacheDir = CACHE_DIR, keep = CACHE_KEEP) {
  if (!fs.existsSync(cacheDir)) return;
  const others = fs
    .readdirSync(cacheDir)
    .filter((name) => name !== current)
    .map((name) => ({ name, at: fs.statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of others.slice(keep)) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
}

/**
 * The front end of `commit` built, from the cache or built now in a throwaway worktree (under the
 * system's temporary folder; its registration removed afterwards, the main checkout untouched).
 * Its packages: the main checkout's when that commit's package-lock.json is today's, else
 * `npm ci --ignore-scripts` in the worktree (the front end's build needs no install script).
 * @returns {Promise<Record<string, string>>} each built app's folder
 */
export async function buildCommit(commit, { say = () => {}, cacheDir = CACHE_DIR, apps = APPS, root = ROOT } = {}) {
  const cached = cachedBuild(commit, cacheDir);
  if (cached) {
    say(`the previous front end is built already (${path.join(cacheDir, commit)})`);
    fs.utimesSync(path.join(cacheDir, commit), new Date(), new Date());
    return cached;
  }
  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), `croupier-skew-${commit.slice(0, 12)}-`));
  say(`building ${commit.slice(0, 7)} in ${worktree}`);
  git(['worktree', 'add', '--detach', worktree, commit], root);
  let links = [];
  try {
    const lock = (dir) => fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
    if (lock(worktree) === lock(root)) {
      links = linkNodeModules(root, worktree);
    } else {
      say(`${commit.slice(0, 7)} has another package-lock.json: npm ci --ignore-scripts in the worktree`);
      await must(run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: worktree }), 'npm ci');
    }
    const built = apps.filter((app) => fs.existsSync(path.join(worktree, app, 'package.json')));
    // shared first, as lerna would: the apps build against it.
    for (const workspace of ['shared', ...built]) {
      await must(
        run('npm', ['run', 'build', '--workspace', workspace], { cwd: worktree, timeoutMs: 20 * MINUTES }),
        `the build of ${workspace} at ${commit.slice(0, 7)}`,
      );
    }
    // Into a folder of its own, then renamed: a build cut short is never taken for a cached one.
    const partial = path.join(cacheDir, `${commit}.partial-${process.pid}`);
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(partial, { recursive: true });
    for (const app of built) fs.cpSync(path.join(worktree, app, 'dist'), path.join(partial, app), { recursive: true });
    fs.writeFileSync(
      path.join(partial, BUILT_FILE),
      `${JSON.stringify({ commit, apps: built, builtAt: new Date().toISOString() }, null, 2)}\n`,
    );
    fs.rmSync(path.join(cacheDir, commit), { recursive: true, force: true });
    fs.renameSync(partial, path.join(cacheDir, commit));
  } finally {
    // The links first: removing the worktree must never reach into the main node_modules.
    for (const dir of links) fs.rmSync(dir, { recursive: true, force: true });
    try {
      git(['worktree', 'remove', '--force', worktree], root);
    } catch {
      fs.rmSync(worktree, { recursive: true, force: true });
    }
    git(['worktree', 'prune'], root);
  }
  pruneCache(commit, cacheDir);
  return /** @type {Record<string, string>} */ (cachedBuild(commit, cacheDir));
}

async function must(exitCode, what) {
  const code = await exitCode;
  if (code !== 0) throw new Error(`${what} failed (exit code ${code})`);
}

/** The file every build of the app has. */
const marker = (app) => (app === SHELL ? 'index.html' : 'remoteEntry.js');

/**
 * Today's build of every app, copied into `into`: a build started meanwhile (it rewrites dist/)
 * changes nothing under the run.
 */
export function snapshotToday(into, { root = ROOT, apps = APPS } = {}) {
  const missing = apps.filter((app) => !fs.existsSync(path.join(root, app, 'dist', marker(app))));
  if (!fs.existsSync(path.join(root, 'api/dist/server.js'))) missing.push('api');
  if (missing.length) throw new Error(`${missing.join(', ')} not built: run npm run build first`);
  return Object.fromEntries(
    apps.map((app) => {
      const dir = path.join(into, app);
      fs.cpSync(path.join(root, app, 'dist'), dir, { recursive: true });
      return [app, dir];
    }),
  );
}

/**
 * A Playwright JSON report as counts, with the first line of each failing test's errors. A run that failed
 * without a failing test (the stack did not start, the config broke) counts one failure.
 * @returns {{ passed: number, failed: number, failures: string[] }}
 */
export function countReport(report, exitCode) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const result = t.results?.at(-1) ?? {};
        const errors = (result.errors ?? (result.error ? [result.error] : [])).map((e) => firstLine(e.message ?? ''));
        failures.push(`${[...titles, spec.title].join(' › ')}: ${errors.join(' | ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  for (const e of report?.errors ?? []) failures.push(firstLine(e.message ?? ''));
  const { expected = 0, flaky = 0, unexpected = 0 } = report?.stats ?? {};
  let failed = unexpected + (report?.errors?.length && !unexpected ? 1 : 0);
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    if (!failures.length) failures.push(`playwright exited with code ${exitCode} without a report of a failing test`);
  }
  return { passed: expected + flaky, failed, failures };
}

/** Playwright colours its messages (ANSI escapes), which a report line leaves out. */
// eslint-disable-next-line no-control-regex
const COLOUR = /\u001b\[[0-9;]*m/g;
const firstLine = (text) => text.replace(COLOUR, '').trim().split('\n')[0] ?? '';

/** One direction's smoke: Playwright with e2e/skew.config.ts, each app served from its build. */
async function runDirection(direction, say) {
  const json = path.join(RESULTS, `${direction.name}.json`);
  fs.rmSync(json, { force: true });
  say(
    `${direction.title}${direction.borrowed.length ? ` (${direction.borrowed.join(', ')} from the other build: the one build lacks it)` : ''}`,
  );
  const code = await run(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', '-c', 'e2e/skew.config.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      CROUPIER_E2E_DISTS: JSON.stringify(direction.dists),
      CROUPIER_SKEW_OUTPUT_DIR: path.join(RESULTS, direction.name),
      PLAYWRIGHT_JSON_OUTPUT_FILE: json,
    },
    timeoutMs: 15 * MINUTES,
  });
  let report = null;
  try {
    report = JSON.parse(fs.readFileSync(json, 'utf8'));
  } catch {
    // No report: counted below as one failure.
  }
  return countReport(report, code);
}

/**
 * The whole check; resolves with its counts, and `skipped` when the checkout has no history to
 * take the previous front end from. `say` prints a line (npm test gives its own).
 * @param {{ against?: string, say?: (line: string) => void }} [options]
 */
export async function skew({ against, say = (line) => process.stdout.write(`skew: ${line}\n`) } = {}) {
  let previous;
  try {
    previous = previousCommit({ against });
  } catch (err) {
    const missing = missingHistory();
    if (!missing) throw err;
    say(`not run: ${missing}`);
    return { passed: 0, failed: 0, skipped: missing };
  }
  // Today is what dist/ holds: what the last `npm run build` built (npm test builds first). It is
  // named by the newest commit that changed the front end: HEAD's front end is that commit's.
  const head = git(['rev-parse', 'HEAD']);
  const newest = git(['log', '-1', '--format=%H', 'HEAD', '--', ...FRONT_END_PATHS]) || head;
  const dirty = git(['status', '--porcelain', '--', ...FRONT_END_PATHS]) !== '';
  const today = `${describeCommit(newest)}${newest === head ? '' : ` (HEAD ${head.slice(0, 7)})`}${dirty ? ' with uncommitted front-end changes' : ''}`;
  say(`previous: ${describeCommit(previous)}`);
  say(`today:    ${today}, as built in dist/`);

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-skew-run-'));
  const results = [];
  try {
    const todayDists = snapshotToday(path.join(runDir, 'today'));
    const built = await buildCommit(previous, { say });
    fs.mkdirSync(RESULTS, { recursive: true });
    const todayTerms = termsOf((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'));
    const previousTerms = termsOf((file) => git(['show', `${previous}:${file}`]));
    for (const direction of directions(APPS, todayDists, built)) {
      const [shell, remotes] =
        direction.name === 'today-shell' ? [todayTerms, previousTerms] : [previousTerms, todayTerms];
      const refusal = await gateRefusal(shell, remotes);
      if (refusal) results.push({ direction, passed: 0, failed: 0, failures: [], notRun: refusal });
      else results.push({ direction, ...(await runDirection(direction, say)) });
    }
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
  }

  say(`${describeCommit(previous)} against ${today}:`);
  for (const { direction, passed, failed, failures, notRun } of results) {
    if (notRun) {
      say(`${direction.title}: not run, ${notRun}`);
      continue;
    }
    say(`${direction.title}: ${failed ? 'FAILED' : 'passed'}, ${passed} passed, ${failed} failed`);
    for (const failure of failures) say(`  ${failure}`);
  }
  return {
    passed: results.reduce((n, r) => n + r.passed, 0),
    failed: results.reduce((n, r) => n + r.failed, 0),
  };
}

export function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--against' && argv[i + 1] && !argv[i + 1].startsWith('--')) opts.against = argv[++i];
    else throw new Error(`unknown argument ${argv[i]} (npm run skew [-- --against <commit-ish>])`);
  }
  return opts;
}

async function main(argv) {
  const started = Date.now();
  try {
    const { passed, failed, skipped } = await skew(parseArgs(argv));
    process.stdout.write(
      `skew: ${passed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
    return failed || skipped ? 1 : 0;
  } catch (err) {
    process.stderr.write(`skew: ${err.message}\n`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
