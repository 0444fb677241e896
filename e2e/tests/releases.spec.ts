// Independent releases, as a remote team and a visitor live them (docs/releasing.md): releases
// written by scripts/release.mjs into the run's releases folder (served by the e2e stack's releases
// server), registered with the api, and placed on site 1's live map with the shell untouched. The
// remote mf-promotions is released from its own build; mf-proxy's place is taken by a fixture
// remote (e2e/fixtures/release-remote) built once per release, each drawing its label, one
// throwing on mount.
import Database from 'better-sqlite3';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_VERSION, REMOTES_MANIFEST } from '@croupier/shared/contracts';
import type { APIRequestContext, Browser, Page } from '../support/test.js';
import { DEV_RELEASE_TOKEN, registerRelease, writeRelease } from '../../scripts/release.mjs';
import { buildFixtureRemotes } from '../support/contract-fixture.js';
import { E2E_PORTS, E2E_RELEASES_PORT } from '../support/ports.js';
import { readState } from '../support/state.js';
import { expect, test } from '../support/test.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = `http://localhost:${E2E_PORTS.api}`;
const RELEASES_URL = `http://localhost:${E2E_RELEASES_PORT}`;
const AUTH = { authorization: `Bearer ${DEV_RELEASE_TOKEN}` };
const FIXTURE = path.join(ROOT, 'e2e/fixtures/release-remote');
/** The bucket a browser keeps (shell/src/remotes/release-visitor.ts BUCKET_KEY). */
const BUCKET_KEY = 'croupier.release-bucket';

interface Made {
  remote: string;
  version: string;
}
/** The releases this spec makes, by name. */
const made: Record<string, Made> = {};

const routesOf = (remote: string) =>
  (REMOTES_MANIFEST.remotes.find((r) => r.name === remote)?.routes ?? []).map((route) => route.path);

async function release(name: string, remote: string, distDir: string, packageVersion: string) {
  const releasesDir = path.join(readState().dataDir, 'releases');
  const { release: written } = writeRelease({
    remote,
    distDir,
    releasesDir,
    packageVersion,
    routes: remote === 'shell' ? [] : routesOf(remote),
    commit: null,
  });
  const registered = await registerRelease({
    apiUrl: API,
    token: DEV_RELEASE_TOKEN,
    baseUrl: RELEASES_URL,
    release: written,
  });
  expect(registered.status, JSON.stringify(registered.answer)).toBeLessThan(300);
  made[name] = { remote, version: written.version };
}

interface Entry {
  module: string;
  stable: string;
  canary: string | null;
  revision: number;
  canary_health: { loads: number; failures: number } | null;
}
interface Change {
  module: string;
  action: string;
  actor: string;
  reason: string;
}

async function liveMap(request: APIRequestContext): Promise<{ modules: Entry[]; changes: Change[] }> {
  const res = await request.get(`${API}/api/sites/1/releases`, { headers: AUTH });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { modules: Entry[]; changes: Change[] } }).data;
}

async function place(request: APIRequestContext, module: string, body: Record<string, unknown>) {
  const revision = (await liveMap(request)).modules.find((m) => m.module === module)?.revision ?? null;
  return request.post(`${API}/api/sites/1/releases/${module}`, {
    headers: AUTH,
    data: { expected_revision: revision, reason: 'releases.spec', ...body },
  });
}

async function placed(request: APIRequestContext, module: string, body: Record<string, unknown>) {
  const res = await place(request, module, body);
  expect(res.status(), await res.text()).toBe(200);
}

/** The folder URL of a release on the releases server. */
const folderOf = ({ remote, version }: Made) => `${RELEASES_URL}/${remote}/${encodeURIComponent(version)}/`;

/** The releases folders the page fetched a remote's files from. */
function releaseFolders(page: Page, remote: string) {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    const prefix = `${RELEASES_URL}/${remote}/`;
    if (url.startsWith(prefix)) seen.add(url.slice(0, url.indexOf('/', prefix.length) + 1));
  });
  return seen;
}

/** A browser of its own, kept in one bucket (0: inside any canary; 99: outside). */
async function visitor(browser: Browser, bucket: number) {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [BUCKET_KEY, String(bucket)] as const,
  );
  return { context, page: await context.newPage() };
}

const proxyLabel = (page: Page) => page.locator('.release-fixture').getByRole('heading', { level: 2 });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const out = (label: string) => path.join(os.tmpdir(), `croupier-release-fixture-${process.pid}-${label}`);
  const fixtures = [
    { name: 'proxy-a', label: 'A', contract: CONTRACT_VERSION, throws: false, semver: '1.0.0' },
    { name: 'proxy-b', label: 'B', contract: CONTRACT_VERSION, throws: false, semver: '1.1.0' },
    { name: 'proxy-broken', label: 'broken', contract: CONTRACT_VERSION, throws: true, semver: '1.2.0' },
    { name: 'proxy-old', label: 'old', contract: '5.1.0', throws: false, semver: '0.9.0' },
  ];
  await buildFixtureRemotes(
    fixtures.map((f) => ({
      dir: FIXTURE,
      contract: f.contract,
      out: out(f.label),
      define: { __FIXTURE_LABEL__: JSON.stringify(f.label), __FIXTURE_THROWS__: JSON.stringify(f.throws) },
    })),
  );
  // The shell the site runs first: the gate checks every remote against what it provides.
  await release('shell', 'shell', path.join(ROOT, 'shell/dist'), '0.1.0');
  for (const f of fixtures) await release(f.name, 'mf-proxy', out(f.label), f.semver);
  await release('promotions-1', 'mf-promotions', path.join(ROOT, 'mf-promotions/dist'), '0.1.0');
  await release('promotions-2', 'mf-promotions', path.join(ROOT, 'mf-promotions/dist'), '0.2.0');
});

test.afterAll(() => {
  // The specs after this one meet site 1 as the e2e stack started it: no remote on the live map.
  // The live map has no action that takes a remote off it, so the spec's clean-up is the
  // database's (the api sees another connection's write: services/sites/read-cache.ts).
  const db = new Database(path.join(readState().dataDir, 'croupier.db'), { timeout: 5000 });
  try {
    db.pragma('foreign_keys = ON');
    db.prepare("DELETE FROM site_releases WHERE site_id = '1'").run();
  } finally {
    db.close();
  }
});

test('a new release of mf-promotions is what the next load gets, and a rollback brings the old one back', async ({
  page,
  request,
}) => {
  const one = made['promotions-1']!;
  const two = made['promotions-2']!;
  await placed(request, 'mf-promotions', { action: 'promote', version: one.version });
  let folders = releaseFolders(page, 'mf-promotions');
  await page.goto('/discount');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible();
  expect([...folders]).toEqual([folderOf(one)]);

  await placed(request, 'mf-promotions', { action: 'promote', version: two.version });
  folders = releaseFolders(page, 'mf-promotions');
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible();
  expect([...folders]).toEqual([folderOf(two)]);

  await placed(request, 'mf-promotions', { action: 'rollback' });
  folders = releaseFolders(page, 'mf-promotions');
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible();
  expect([...folders]).toEqual([folderOf(one)]);
  const last = (await liveMap(request)).changes[0];
  expect(last).toMatchObject({ module: 'mf-promotions', action: 'rollback', actor: 'local' });
});

test('two promotions sent at the same moment: one wins, the other gets a conflict and changes nothing', async ({
  page,
  request,
}) => {
  const [a, b] = [made['proxy-a']!, made['proxy-b']!];
  const revision = (await liveMap(request)).modules.find((m) => m.module === 'mf-proxy')?.revision ?? null;
  const send = (version: string) =>
    request.post(`${API}/api/sites/1/releases/mf-proxy`, {
      headers: AUTH,
      data: { action: 'promote', version, expected_revision: revision, reason: 'releases.spec: the race' },
    });
  const answers = await Promise.all([send(a.version), send(b.version)]);
  expect(answers.map((res) => res.status()).sort()).toEqual([200, 409]);
  const loser = answers.find((res) => res.status() === 409)!;
  expect(((await loser.json()) as { message: string }).message).toMatch(/^conflict: the live map changed/);
  const winner = answers.find((res) => res.status() === 200)!;
  const stable = ((await winner.json()) as { data: Entry }).data.stable;
  expect((await liveMap(request)).modules.find((m) => m.module === 'mf-proxy')?.stable).toBe(stable);

  await page.goto('/proxy');
  await expect(proxyLabel(page)).toHaveText(stable === a.version ? 'Release A' : 'Release B');
  // Whichever won, the spec goes on from A.
  if (stable !== a.version) await placed(request, 'mf-proxy', { action: 'promote', version: a.version });
});

test('a release built against a contract major outside the window is refused at promotion, with the reason', async ({
  page,
  request,
}) => {
  const old = made['proxy-old']!;
  const before = await liveMap(request);
  for (const body of [
    { action: 'promote', version: old.version },
    { action: 'canary', version: old.version, percent: 50 },
  ]) {
    const res = await place(request, 'mf-proxy', body);
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(
      `mf-proxy ${old.version} cannot go live on site 1: it was built against contract 5.1.0; the live shell ${made.shell!.version} provides ${CONTRACT_VERSION}`,
    );
  }
  expect((await liveMap(request)).modules).toEqual(before.modules);
  await page.goto('/proxy');
  await expect(proxyLabel(page)).toHaveText('Release A');
});

test('a canary at 50 % that throws on mount is rolled back by the api after the threshold, and the site recovers', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const broken = made['proxy-broken']!;
  await placed(request, 'mf-proxy', { action: 'canary', version: broken.version, percent: 50 });

  // A visitor outside the canary never sees it.
  const outside = await visitor(browser, 99);
  await outside.page.goto('/proxy');
  await expect(proxyLabel(outside.page)).toHaveText('Release A');

  // A visitor inside it meets the broken release, load after load, until the api takes it back.
  const inside = await visitor(browser, 0);
  const entry = async () => (await liveMap(request)).modules.find((m) => m.module === 'mf-proxy')!;
  let loads = 0;
  while ((await entry()).canary === broken.version && loads < 12) {
    await inside.page.goto('/proxy');
    await expect(inside.page.getByRole('alert')).toContainText('This part of the site could not be loaded');
    loads += 1;
    // Leaving the page sends what it saw of the release; the api has it before the next load.
    await inside.page.goto('about:blank');
    await expect
      .poll(async () => {
        const now = await entry();
        return now.canary === null || (now.canary_health?.loads ?? 0) >= loads;
      })
      .toBe(true);
  }
  expect((await entry()).canary).toBeNull();
  // CROUPIER_CANARY_MIN_LOADS is 4 in the e2e stack: every load failed, so the 4th took it back.
  expect(loads).toBe(4);
  const guard = (await liveMap(request)).changes.find((c) => c.module === 'mf-proxy');
  expect(guard).toMatchObject({ action: 'rollback', actor: 'canary-guard' });
  expect(guard?.reason).toMatch(/^canary .* failed \d+ of \d+ loads/);

  // The next load of the same visitor gets the stable.
  await inside.page.goto('/proxy');
  await expect(proxyLabel(inside.page)).toHaveText('Release A');
  await expect(inside.page.getByRole('alert')).toHaveCount(0);
  await Promise.all([inside.context.close(), outside.context.close()]);
});

test('an override link puts one browser on another release, shown by a badge, and nobody else', async ({
  browser,
  request,
}) => {
  const b = made['proxy-b']!;
  const res = await request.post(`${API}/api/sites/1/releases/mf-proxy/override`, {
    headers: AUTH,
    data: { version: b.version, minutes: 10 },
  });
  expect(res.status()).toBe(200);
  const { query, token } = ((await res.json()) as { data: { query: string; token: string } }).data;

  const tester = await visitor(browser, 50);
  await tester.page.goto(`/proxy?${query}`);
  await expect(proxyLabel(tester.page)).toHaveText('Release B');
  const badge = tester.page.getByRole('complementary', { name: 'Release override' });
  await expect(badge).toContainText(`mf-proxy ${b.version} in this browser only`);
  // The address loses the token; the browser keeps it for its next loads.
  expect(new URL(tester.page.url()).search).toBe('');
  await tester.page.goto('/proxy');
  await expect(proxyLabel(tester.page)).toHaveText('Release B');

  const someoneElse = await visitor(browser, 50);
  await someoneElse.page.goto('/proxy');
  await expect(proxyLabel(someoneElse.page)).toHaveText('Release A');
  await expect(someoneElse.page.getByRole('complementary', { name: 'Release override' })).toHaveCount(0);

  // A forged link is ignored.
  const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  await someoneElse.page.goto(`/proxy?cr_release=${forged}`);
  await expect(proxyLabel(someoneElse.page)).toHaveText('Release A');
  await expect(someoneElse.page.getByRole('complementary', { name: 'Release override' })).toHaveCount(0);

  // The badge ends it.
  await badge.getByRole('button', { name: 'End override' }).click();
  await expect(proxyLabel(tester.page)).toHaveText('Release A');
  await expect(badge).toHaveCount(0);
  await Promise.all([tester.context.close(), someoneElse.context.close()]);
});
