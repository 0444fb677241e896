// A remote's release (scripts/release.mjs): a version from the package and the build's content,
// the build kept as it is under releases/<remote>/<version>/ with release.json (what it requires
// and brings, each file's integrity); the same build released twice changes nothing, and a
// version is never overwritten with other files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_FILE, releaseVersion, writeRelease } from '../release.mjs';

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
