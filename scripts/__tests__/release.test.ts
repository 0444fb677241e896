// A remote's release (scripts/release.mjs): a version from the package and the build's content,
// the build kept as it is under releases/<remote>/<version>/ with release.json (what it requires
// and brings, each file's integrity); the same build released twice changes nothing, and a
// version is never overwritten with other files.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_SINGLETONS } from '../../build/shared-singletons.cjs';
import { RELEASE_FILE, releaseVersion, SHELL, writeRelease } from '../release.mjs';

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-release-'));

/** A remote's dist as remoteBuild writes it: manifest, entry, a chunk, a map, the first-paint module. */
function dist(chunk = 'console.log(1)') {
  const dir = temp();
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_x',
      metaData: {
        contract: '7.4.0',
        pluginVersion: '2.9.2',
        firstPaint: { module: 'first-paint.0a1b2c3d.mjs', integrity: 'sha384-abc' },
      },
      shared: [
        { name: 'react', singleton: true, requiredVersion: '^19.3.1' },
        { name: '@croupier/shared', singleton: true, requiredVersion: '^0.1.0' },
        { name: 'left-pad', singleton: false, requiredVersion: '^1.0.0' },
      ],
      exposes: [{ name: 'app' }, { name: 'home-banners' }],
    }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_x;');
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.writeFileSync(path.join(dir, 'chunks/42.0f0f0f0f.js'), chunk);
  fs.writeFileSync(path.join(dir, 'chunks/42.0f0f0f0f.js.map'), '{}');
  fs.writeFileSync(path.join(dir, 'first-paint.0a1b2c3d.mjs'), 'export default {}');
  return dir;
}

const release = (distDir: string, releasesDir: string) =>
  writeRelease({
    remote: 'mf-x',
    distDir,
    releasesDir,
    packageVersion: '1.2.0',
    routes: ['/x', '/x/:id'],
    commit: 'abc123',
  });

describe('npm run release', () => {
  it('versions a build by its package and its content: the same files the same version, a changed file another', () => {
    const a = dist();
    const version = releaseVersion(a, '1.2.0');
    expect(version).toMatch(/^1\.2\.0\+[0-9a-f]{12}$/);
    expect(releaseVersion(dist(), '1.2.0')).toBe(version);
    expect(releaseVersion(dist('console.log(2)'), '1.2.0')).not.toBe(version);
    // A source map is not part of what a browser runs.
    fs.writeFileSync(path.join(a, 'chunks/42.0f0f0f0f.js.map'), '{"changed":true}');
    expect(releaseVersion(a, '1.2.0')).toBe(version);
  });

  it('keeps the build under releases/<remote>/<version>/ with what it requires, brings and each file’s integrity', () => {
    const releases = temp();
    const { release: made, dir, existed } = release(dist(), releases);
    expect(existed).toBe(false);
    expect(path.relative(releases, dir)).toBe(path.join('mf-x', made.version));
    const record = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_FILE), 'utf8'));
    expect(record).toMatchObject({
      remote: 'mf-x',
      version: made.version,
      commit: 'abc123',
      requires: {
        contract: '7.4.0',
        runtime: { '@module-federation/enhanced': '2.9.2' },
        shared: { '@croupier/shared': '^0.1.0', react: '^19.3.1' },
      },
      provides: {
        federationName: 'mf_x',
        exposes: ['app', 'home-banners'],
        routes: ['/x', '/x/:id'],
        firstPaint: { module: 'first-paint.0a1b2c3d.mjs', integrity: 'sha384-abc' },
      },
    });
    expect(Date.parse(record.releasedAt)).not.toBeNaN();
    expect(Object.keys(record.files)).toEqual([
      'chunks/42.0f0f0f0f.js',
      'first-paint.0a1b2c3d.mjs',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    for (const [file, integrity] of Object.entries(record.files as Record<string, string>)) {
      const bytes = fs.readFileSync(path.join(dir, file));
      expect(`sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`).toBe(integrity);
    }
    expect(fs.existsSync(path.join(dir, 'chunks/42.0f0f0f0f.js.map'))).toBe(false);
  });

  it('changes nothing when the same build is released again, and never overwrites a version with other files', () => {
    const releases = temp();
    const first = release(dist(), releases);
    const recorded = fs.readFileSync(path.join(first.dir, RELEASE_FILE), 'utf8');
    const again = release(dist(), releases);
    expect(again).toMatchObject({ existed: true, dir: first.dir });
    expect(fs.readFileSync(path.join(first.dir, RELEASE_FILE), 'utf8')).toBe(recorded);

    // The same version's directory holding other bytes (a release tampered with): refused, kept.
    fs.writeFileSync(
      path.join(first.dir, RELEASE_FILE),
      recorded.replace(/"remoteEntry.js": "[^"]+"/, '"remoteEntry.js": "sha384-x"'),
    );
    expect(() => release(dist(), releases)).toThrow(/released already with other files/);
    expect(fs.readFileSync(path.join(first.dir, 'remoteEntry.js'), 'utf8')).toBe('var mf_x;');
  });

  it('refuses a build whose manifest names no contract', () => {
    const bare = dist();
    const manifest = JSON.parse(fs.readFileSync(path.join(bare, 'mf-manifest.json'), 'utf8'));
    delete manifest.metaData.contract;
    fs.writeFileSync(path.join(bare, 'mf-manifest.json'), JSON.stringify(manifest));
    expect(() => release(bare, temp())).toThrow(/names no contract/);
  });
});

const ROOT = path.join(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/** The shell's real build: the one in shell/dist, or one made now. */
function shellDist(): string {
  const dir = path.join(ROOT, 'shell/dist');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: path.join(ROOT, 'shell'),
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the shell did not build');
  }
  return dir;
}

describe('npm run release -- shell', () => {
  jest.setTimeout(180_000);

  it('keeps the shell’s build with what it offers remotes: contract and window, singletons, runtime', () => {
    const distDir = shellDist();
    const releases = temp();
    const { release: made, dir } = writeRelease({
      remote: SHELL,
      distDir,
      releasesDir: releases,
      packageVersion: readJson('shell/package.json').version,
      routes: [],
      commit: 'abc123',
    });
    expect(path.relative(releases, dir)).toBe(path.join('shell', made.version));
    expect(made.version).toMatch(/^0\.1\.0\+[0-9a-f]{12}$/);
    const record = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_FILE), 'utf8'));
    expect(record.requires).toEqual({});
    expect(record.provides).toEqual({
      contract: {
        version: readJson('shared/package.json').croupier.contract,
        servedMajors: readJson('shell/package.json').croupier.servedContractMajors,
      },
      shared: expect.any(Object),
      runtime: {
        '@module-federation/enhanced': readJson('node_modules/@module-federation/enhanced/package.json').version,
      },
      routes: [],
    });
    expect(record.provides.contract.servedMajors).toBe(2);
    // Every singleton the shell registers, by the version alone.
    expect(Object.keys(record.provides.shared).sort()).toEqual(Object.keys(SHARED_SINGLETONS).sort());
    expect(record.provides.shared).toMatchObject({
      react: readJson('node_modules/react/package.json').version,
      'react-dom/client': readJson('node_modules/react-dom/package.json').version,
      '@croupier/shared': readJson('shared/package.json').version,
    });
    // Its page and entry, no federation manifest (the shell is the host).
    expect(Object.keys(record.files)).toEqual(expect.arrayContaining(['index.html', 'main.js']));
    expect(record.files['mf-manifest.json']).toBeUndefined();
    fs.rmSync(releases, { recursive: true, force: true });
  });
});
