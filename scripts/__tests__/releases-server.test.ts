// The releases server (`serve.mjs --releases`, started by `npm start`): a directory of releases
// served as a CDN would, over real HTTP. Only the files of a complete release (its folder holds
// release.json), each cached for good and open to every origin; never a listing, never a path
// outside the directory. The shell's policy lets the page load from it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, releasesOrigin } from '../lib/security-headers.mjs';
import { LOCAL_PORTS, RELEASES_PORT, serviceSpecs } from '../stack.mjs';

const SERVE = path.join(__dirname, '..', 'serve.mjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const VERSION = '0.1.0+0a1b2c3d4e5f';

const children: ChildProcess[] = [];
const temps: string[] = [];
afterAll(() => {
  for (const child of children) child.kill();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts `serve.mjs --releases` on a free port and resolves with its URL. */
function serveReleases(dir: string): Promise<string> {
  const child = spawn(process.execPath, [SERVE, '--releases', '--dir', dir, '--port', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
}

/** A GET sent with its path exactly as written: fetch would resolve `..` before sending. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

let base: string;
let parent: string;

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-releases-server-'));
  temps.push(parent);
  const releases = path.join(parent, 'releases');
  const release = path.join(releases, 'mf-x', VERSION);
  fs.mkdirSync(path.join(release, 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(release, 'remoteEntry.js'), 'var mf_x;');
  fs.writeFileSync(path.join(release, 'mf-manifest.json'), '{"name":"mf_x"}');
  fs.writeFileSync(path.join(release, 'chunks/42.0f0f0f0f.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  fs.writeFileSync(path.join(release, 'app.0a1b2c3d.css'), 'body{}');
  fs.writeFileSync(path.join(release, 'logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(release, 'release.json'), '{"remote":"mf-x"}');
  fs.symlinkSync(path.join(parent, 'outside.txt'), path.join(release, 'link.txt'));
  // A release cut short: its files, not its release.json.
  const cut = path.join(releases, 'mf-x', '0.2.0+ffffffffffff');
  fs.mkdirSync(cut, { recursive: true });
  fs.writeFileSync(path.join(cut, 'remoteEntry.js'), 'var cut;');
  fs.writeFileSync(path.join(releases, 'notes.txt'), 'not a release');
  fs.writeFileSync(path.join(parent, 'outside.txt'), 'SECRET outside the releases');
  base = await serveReleases(releases);
});

describe('the releases server', () => {
  it.each([
    ['remoteEntry.js', 'text/javascript; charset=utf-8'],
    ['mf-manifest.json', 'application/json; charset=utf-8'],
    ['chunks/42.0f0f0f0f.js', 'text/javascript; charset=utf-8'],
    ['app.0a1b2c3d.css', 'text/css; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['release.json', 'application/json; charset=utf-8'],
  ])('answers %s of a complete release for good, to any origin, as %s', async (file, type) => {
    const res = await fetch(`${base}/mf-x/${encodeURIComponent(VERSION)}/${file}`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await res.text()).length).toBeGreaterThan(0);
  });

  it('answers the version with its + as written, and a preflight', async () => {
    expect((await fetch(`${base}/mf-x/${VERSION}/remoteEntry.js`)).status).toBe(200);
    const preflight = await fetch(`${base}/mf-x/${VERSION}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/mf-x/${VERSION}/remoteEntry.js`, { method: 'POST' })).status).toBe(405);
  });

  it.each([
    ['a file the release does not have', `/mf-x/${VERSION}/missing.js`],
    ['a release cut short (no release.json)', '/mf-x/0.2.0+ffffffffffff/remoteEntry.js'],
    ['the release’s folder', `/mf-x/${VERSION}/`],
    ['a folder of the chunks', `/mf-x/${VERSION}/chunks`],
    ['a remote’s folder', '/mf-x/'],
    ['the root', '/'],
    ['a file beside the releases', '/notes.txt'],
    ['a link leading out of the directory', `/mf-x/${VERSION}/link.txt`],
  ])('answers 404 for %s', async (_what, at) => {
    const res = await fetch(`${base}${at}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
    expect(await res.text()).toBe('Not found');
  });

  it.each([
    `/mf-x/${VERSION}/../../../outside.txt`,
    `/mf-x/${VERSION}/%2e%2e/%2e%2e/%2e%2e/outside.txt`,
    `/mf-x/${VERSION}/%2E%2E%2F%2E%2E%2F%2E%2E%2Foutside.txt`,
    `/mf-x/${VERSION}/..%2f..%2f..%2foutside.txt`,
    '/../outside.txt',
    '/%2e%2e/outside.txt',
  ])('never answers a path outside the directory: %s', async (at) => {
    const { status, body } = await rawGet(base, at);
    expect([400, 404]).toContain(status);
    expect(body).not.toContain('SECRET');
  });

  it('serves an empty directory until the first release (a missing directory answers 404)', async () => {
    const none = await serveReleases(path.join(parent, 'no-releases-yet'));
    expect((await fetch(`${none}/mf-x/${VERSION}/remoteEntry.js`)).status).toBe(404);
  });
});

describe('the releases server in the local stack', () => {
  const ports = { ...LOCAL_PORTS, releases: RELEASES_PORT };

  it('has a port of its own, beside the manifest’s services', () => {
    expect(Object.values(LOCAL_PORTS)).not.toContain(RELEASES_PORT);
    expect(Object.values(LOCAL_PORTS).map((port) => port + 100)).not.toContain(RELEASES_PORT);
  });

  it('is served from releases/ when its port is given, and the shell’s page may load from it', () => {
    const specs = serviceSpecs({ ports, dbPath: ':memory:', root: '/repo' });
    expect(specs.releases).toMatchObject({
      port: RELEASES_PORT,
      args: ['/repo/scripts/serve.mjs', '--releases', '--dir', '/repo/releases', '--port', String(RELEASES_PORT)],
      ready: { http: `http://127.0.0.1:${RELEASES_PORT}/` },
    });
    const shell = specs.shell!.args;
    expect(shell[shell.indexOf('--csp-releases') + 1]).toBe(`http://localhost:${RELEASES_PORT}`);

    // The e2e and bench stacks give no such port: no server, nothing added to the policy.
    const without = serviceSpecs({ ports: LOCAL_PORTS, dbPath: ':memory:', root: '/repo' });
    expect(without.releases).toBeUndefined();
    expect(without.shell!.args).not.toContain('--csp-releases');
  });

  it('adds the releases origin to the policy where the remotes’ origins are', () => {
    const policy = contentSecurityPolicy({
      remotes: ['http://localhost:3001'],
      socket: [],
      nonce: 'n0nce',
      releases: [releasesOrigin('http://localhost:3090/')],
    });
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    for (const name of ['script-src', 'style-src', 'connect-src']) {
      expect(directive(name)).toContain('http://localhost:3001 http://localhost:3090');
    }
    expect(directive('img-src')).not.toContain('3090');
    expect(directive('frame-src')).not.toContain('3090');
  });
});
