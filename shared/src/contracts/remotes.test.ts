import manifestFile from './remotes.json' with { type: 'json' };
import { LOCAL_PORTS, REMOTES_MANIFEST } from './remotes.js';
import { readRemotesManifest } from './remotes-schema.js';

const entry = (name: string, port: number, federationName = name.replace(/-/g, '_')) => ({
  name,
  federationName,
  port,
  exposes: { './app': './src/app.tsx' },
  routes: [{ path: `/${name}`, basePath: `/${name}` }],
  preload: [],
});
const manifest = (...remotes: unknown[]) => ({
  shell: { port: 3000 },
  api: { port: 4000 },
  realtime: { port: 6001 },
  remotes,
});

describe('the manifest of remotes', () => {
  // The browser takes the file as it is: this is where the committed manifest is checked.
  it('is valid as committed', () => {
    expect(REMOTES_MANIFEST).toMatchObject(readRemotesManifest(manifestFile));
  });

  it('gives every service of the local stack its port', () => {
    expect(LOCAL_PORTS).toMatchObject({ shell: 3000, api: 4000, realtime: 6001, 'mf-auth': 3001, 'mf-games': 3002 });
    expect(Object.keys(LOCAL_PORTS)).toHaveLength(3 + REMOTES_MANIFEST.remotes.length);
  });

  it('accepts a new remote with its own name, federation name and port', () => {
    const read = readRemotesManifest(manifest(entry('mf-auth', 3001), entry('mf-lottery', 3006)));
    expect(read.remotes.map((r) => r.name)).toEqual(['mf-auth', 'mf-lottery']);
  });

  it.each([
    [
      'a port taken twice',
      manifest(entry('mf-auth', 3001), entry('mf-lottery', 3001)),
      'every service has a port of its own',
    ],
    [
      'a name taken twice',
      manifest(entry('mf-auth', 3001), entry('mf-auth', 3002, 'mf_other')),
      'remote names are unique',
    ],
    ['a name without the mf- prefix', manifest(entry('lottery', 3006)), 'a remote is named mf-<kebab-case>'],
    [
      'a remote without ./app',
      manifest({ ...entry('mf-lottery', 3006), exposes: { './x': './src/x.tsx' } }),
      "every remote exposes './app'",
    ],
    [
      'a route without a leading slash',
      manifest({ ...entry('mf-lottery', 3006), routes: [{ path: 'lotto', basePath: '/lotto' }] }),
      'remotes.0.routes.0.path',
    ],
  ])('refuses %s, saying what is wrong', (_what, input, message) => {
    expect(() => readRemotesManifest(input)).toThrow(message);
  });
});
