// npm test: install what is missing, build, lint, run every jest project, then Playwright against
// the built site and the version-skew smoke (scripts/skew.mjs). The last line is always
// `tests: N passed, M failed`; the exit code is non-zero when anything failed or a runner crashed
// (a crash counts at least one failure).
// A run that changes the git working tree (a rewritten lockfile, an output that is not
// ignored) counts one failure too: on a fresh clone, `git status` stays clean.

import fs from 'node:fs';
import path from 'node:path';
import { changedPaths, treeSnapshot } from './lib/git-tree.mjs';
import { run } from './lib/proc.mjs';
import { buildAll, ensureChromium, ensureDependencies } from './lib/setup.mjs';
import { skew } from './skew.mjs';
import { ROOT, stopDescribed } from './stack.mjs';

const RESULTS = path.join(ROOT, '.test-results');
const JEST_JSON = path.join(RESULTS, 'jest.json');
const PLAYWRIGHT_JSON = path.join(RESULTS, 'playwright.json');
const STACK_STATE = path.join(ROOT, 'e2e/.stack/state.json');
const MINUTES = 60_000;

const say = (line) => process.stdout.write(`\ncroupier test: ${line}\n`);
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

/** Runs a tool straight from node_modules/.bin (no npx wrapper between us and its PID). */
function runTool(name, args, timeoutMs, env = {}) {
  return run(bin(name), args, { cwd: ROOT, env: { ...process.env, ...env }, timeoutMs });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts of one runner; a non-zero exit without counted failures is a crash worth 1. */
function tally(name, code, passed, failed) {
  if (code !== 0 && failed === 0) {
    say(`${name} exited with code ${code} without reporting a failing test: counted as 1 failure`);
    failed = 1;
  }
  say(`${name}: ${passed} passed, ${failed} failed`);
  return { passed, failed };
}

async function runJest() {
  fs.rmSync(JEST_JSON, { force: true });
  const code = await runTool('jest', ['--ci', '--json', `--outputFile=${JEST_JSON}`], 30 * MINUTES);
  const report = readJson(JEST_JSON);
  if (!report) return tally('jest', code || 1, 0, 0);
  // A suite that cannot even load (syntax error, missing module) has no test results of its own.
  return tally('jest', code, report.numPassedTests, report.numFailedTests + report.numRuntimeErrorTestSuites);
}

/**
 * `npm run lint`'s three checks and `npm run typecheck` (jest's transform does not check types,
 * and the e2e specs are compiled by nothing else), each counted as one test.
 */
async function runLint() {
  const checks = [
    ['eslint', () => runTool('eslint', ['.'], 15 * MINUTES)],
    ['prettier', () => runTool('prettier', ['--check', '.', '--log-level', 'warn'], 15 * MINUTES)],
    ['knip', () => runTool('knip', ['--no-progress', '--no-config-hints'], 15 * MINUTES)],
    ['typecheck', () => run('npm', ['run', '--silent', 'typecheck'], { cwd: ROOT, timeoutMs: 15 * MINUTES })],
  ];
  const totals = { passed: 0, failed: 0 };
  for (const [name, check] of checks) {
    const code = await check();
    say(`lint: ${name} ${code === 0 ? 'passed' : `failed (exit code ${code})`}`);
    totals[code === 0 ? 'passed' : 'failed'] += 1;
  }
  return totals;
}

async function runPlaywright() {
  fs.rmSync(PLAYWRIGHT_JSON, { force: true });
  // One worker over 160 tests can take 26 min on a busy CI machine: the limit is a crash guard, not a budget.
  const code = await runTool('playwright', ['test', '-c', 'e2e/playwright.config.ts'], 40 * MINUTES, {
    PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON,
  });
  // A crashed run may leave its stack behind: stop whatever state.json still lists.
  const state = readJson(STACK_STATE);
  if (state) await stopDescribed(state);
  const report = readJson(PLAYWRIGHT_JSON);
  if (!report?.stats) return tally('playwright', code || 1, 0, 0);
  const { expected = 0, flaky = 0, unexpected = 0 } = report.stats;
  // Errors outside tests (global setup, config) fail the run without failing a test.
  const outside = report.errors?.length && !unexpected ? 1 : 0;
  for (const e of report.errors ?? []) say(`playwright error: ${e.message?.split('\n')[0]}`);
  return tally('playwright', code, expected + flaky, unexpected + outside);
}

/**
 * npm run skew (docs/releasing.md, "Version skew"): the smoke on today's shell with the previous
 * remotes and on the previous shell with today's. No counts without the history to build the
 * previous front end from (not a git work tree, a shallow clone): it says so.
 */
async function runSkew() {
  try {
    const { passed, failed } = await skew({ say: (line) => process.stdout.write(`croupier test: skew: ${line}\n`) });
    return tally('skew', 0, passed, failed);
  } catch (err) {
    say(`skew: ${err.message}`);
    return tally('skew', 1, 0, 0);
  }
}

/** One failure when the run changed what `git status` shows (nothing when not in a git work tree). */
function checkTreeUnchanged(before) {
  const after = before && treeSnapshot(ROOT);
  if (!after) return { passed: 0, failed: 0 };
  const changed = changedPaths(before, after);
  if (changed.length === 0) {
    say('git status: the run left the working tree as it found it');
    return { passed: 1, failed: 0 };
  }
  say(
    `git status: the run changed the working tree (counted as 1 failure; ignore build output in .gitignore, never rewrite tracked files):\n  ${changed.join('\n  ')}`,
  );
  return { passed: 0, failed: 1 };
}

async function main() {
  const treeBefore = treeSnapshot(ROOT);
  fs.mkdirSync(RESULTS, { recursive: true });
  const totals = { passed: 0, failed: 0 };
  const add = ({ passed, failed }) => {
    totals.passed += passed;
    totals.failed += failed;
  };

  if (!(await ensureDependencies(ROOT, say))) return finish({ passed: 0, failed: 1 });
  const haveChromium = await ensureChromium(say);
  const built = await buildAll(ROOT, say);

  say('lint (ESLint, Prettier, knip) and types');
  add(await runLint());

  say('unit, component and api tests (jest)');
  add(await runJest());

  if (!built) {
    say('the build failed: end-to-end tests not run (counted as 1 failure)');
    add({ passed: 0, failed: 1 });
  } else if (!haveChromium) {
    say('no chromium: end-to-end tests not run (counted as 1 failure)');
    add({ passed: 0, failed: 1 });
  } else {
    say('end-to-end tests (Playwright, Debian chromium)');
    add(await runPlaywright());
    say("version skew: the previous front end's shell and remotes with today's (npm run skew)");
    add(await runSkew());
  }
  add(checkTreeUnchanged(treeBefore));
  finish(totals);
}

function finish({ passed, failed }) {
  process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((err) => {
  process.stderr.write(`croupier test: ${err.stack || err.message}\n`);
  finish({ passed: 0, failed: 1 });
});
