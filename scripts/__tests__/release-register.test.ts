// `npm run release -- <remote> --register` (scripts/release.mjs) against the real api over HTTP
// (api/src/test/helpers.ts: in-memory SQLite): the release's version, manifest URL and release.json
// reach the registry under the token's team; the same release again is fine; the same version
// with another URL is refused, and the command exits non-zero with the api's message.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { LOCAL_RELEASE_TOKEN } from '../../api/src/lib/production-rules.js';
import { startApp } from '../../api/src/test/helpers.js';
import { DEV_RELEASE_TOKEN, RELEASE_FILE, registerRelease, writeRelease } from '../release.mjs';

jest.setTimeout(180_000);

const ROOT = path.join(__dirname, '..', '..');
const REMOTE = 'mf-promotions';
const PROMO = 'promo-team-token-0123456789';
const CDN = 'https://cdn.croupier.example/releases';

const temps: string[] = [];
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-register-'));
  temps.push(dir);
  return dir;
};

let api: FastifyInstance;
let apiUrl: string;

beforeAll(async () => {
  api = await startApp({
    CROUPIER_RELEASE_TOKENS: `promo:${PROMO}:${REMOTE}, local:${LOCAL_RELEASE_TOKEN}:*`,
  });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api.close();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

/** The remote's releases as the api lists them. */
async function listed(): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(`${apiUrl}/api/releases/${REMOTE}`, { headers: { authorization: `Bearer ${PROMO}` } });
  return ((await res.json()) as { data: Array<Record<string, unknown>> }).data;
}

/** A remote's dist as remoteBuild writes it, small. */
function dist(chunk: string): string {
  const dir = temp();
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mf_promotions', metaData: { contract: '7.4.0', pluginVersion: '2.9.2' }, exposes: [] }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_promotions;');
  fs.writeFileSync(path.join(dir, 'main.0a1b2c3d.js'), chunk);
  return dir;
}

describe('registerRelease', () => {
  it('sends the version, the manifest URL under the base and release.json whole, with the team’s token', async () => {
    const { release, dir } = writeRelease({
      remote: REMOTE,
      distDir: dist('console.log("registered")'),
      releasesDir: temp(),
      packageVersion: '0.1.0',
      routes: ['/discount'],
      commit: 'abc123',
    });
    const answered = await registerRelease({ apiUrl, token: PROMO, baseUrl: CDN, release });
    const manifestUrl = `${CDN}/${REMOTE}/${encodeURIComponent(release.version)}/mf-manifest.json`;
    expect(answered).toMatchObject({ status: 201, ok: true, manifestUrl });
    const record = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_FILE), 'utf8'));
    expect((await listed()).find((r) => r.version === release.version)).toMatchObject({
      module: REMOTE,
      manifest_url: manifestUrl,
      record,
      registered_by: 'promo',
    });

    // The same release again: 200. A refusal is answered, not thrown.
    expect(await registerRelease({ apiUrl, token: PROMO, baseUrl: `${CDN}/`, release })).toMatchObject({
      status: 200,
    });
    const refused = await registerRelease({ apiUrl, token: 'not-a-team-token-0123', baseUrl: CDN, release });
    expect(refused).toMatchObject({ status: 401, ok: false, answer: { code: 401 } });
  });

  it('defaults to the api’s development token', () => {
    expect(DEV_RELEASE_TOKEN).toBe(LOCAL_RELEASE_TOKEN);
  });
});

describe('npm run release -- <remote> --register', () => {
  const releasesDir = temp();
  const release = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'scripts/release.mjs'), REMOTE, ...args, '--releases', releasesDir, '--register'],
      { cwd: ROOT, env: { ...process.env, CROUPIER_RELEASE_TOKEN: '', ...env } },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
  // The remote's real build (the command builds it when there is none).
  const build = fs.existsSync(path.join(ROOT, REMOTE, 'dist/mf-manifest.json')) ? ['--no-build'] : [];

  it('registers with the api of CROUPIER_API_URL, under CROUPIER_RELEASES_URL, with the development token', async () => {
    const { code, stdout, stderr } = await release(build, { CROUPIER_API_URL: apiUrl, CROUPIER_RELEASES_URL: CDN });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const [version] = /released(?: already)? \S+ (\S+)/.exec(stdout)!.slice(1);
    expect(stdout).toContain(`registered ${REMOTE} ${version} (api 201 success, team local)`);
    expect((await listed()).find((r) => r.version === version)).toMatchObject({
      manifest_url: `${CDN}/${REMOTE}/${encodeURIComponent(version!)}/mf-manifest.json`,
      registered_by: 'local',
    });
  });

  it('registers the same release again (--api, --base-url, a team’s token), and exits 1 with the api’s refusal', async () => {
    const again = await release(['--no-build', '--api', apiUrl, '--base-url', CDN], { CROUPIER_RELEASE_TOKEN: PROMO });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/registered already .* \(api 200 success/);

    const elsewhere = await release(['--no-build', '--api', apiUrl, '--base-url', 'https://elsewhere.example/r'], {
      CROUPIER_RELEASE_TOKEN: PROMO,
    });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toMatch(/the api refused to register mf-promotions \S+ \(409\): .*registered/);

    const stranger = await release(['--no-build', '--api', apiUrl], {
      CROUPIER_RELEASE_TOKEN: 'not-a-team-token-0123',
    });
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain('(401): unknown release token');
  });

  it('exits 1 saying so when the api cannot be reached', async () => {
    const { code, stderr } = await release(['--no-build', '--api', 'http://127.0.0.1:9']);
    expect(code).toBe(1);
    expect(stderr).toContain('release: cannot reach the api at http://127.0.0.1:9');
  });
});
