// Each app owns its UI: no shell, build/, deploy/ or api file names another app's class names,
// fragment routes or layout numbers, so a remote team changes its markup, styles or sizes in its
// own folder alone and nothing elsewhere has to be released with it (docs/first-paint.md: what a
// remote draws first comes from the remote itself). What counts:
// - an app's class names: the class selectors of its own stylesheets (src/**/*.css), but for
//   shared's UI kit (the cr- classes every app may use) and the module names themselves;
// - fragment routes: a route of the api under /frame/ (where HTML for another app would be
//   served), and a remote's page route in the web server's locations or in index.html's includes
//   (the one include is the first-paint host's, which knows no page);
// - layout numbers: the page frame (build/index.html) draws the shell's own boxes, so each of its
//   px lengths is one the shell's stylesheets use (a derived one written as a calc() of those);
//   the web server's configuration has none.
// Each finding is printed as file:line and what it names.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import remotesManifest from '../../build/remotes.cjs';

const ROOT = path.join(__dirname, '..', '..');
const REMOTES: string[] = remotesManifest.remoteNames();
const ROUTES = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/src/contracts/remotes.json'), 'utf8')) as {
  remotes: { name: string; routes?: { path: string }[] }[];
};

const tracked = (...pathspecs: string[]): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', ...pathspecs], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** A stylesheet without its comments and urls, where a file name would read as a class. */
const bare = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');

/** The class selectors of an app's own stylesheets. */
function classesOf(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of tracked(`${dir}/src/**/*.css`)) {
    for (const [, name] of bare(read(file)).matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) names.add(name!);
  }
  return names;
}

const LENGTH = /(?<![\w.-])\d+(\.\d+)?px\b/g;
/** The same, for a line test (a global pattern keeps its place between tests). */
const LENGTH_LINE = new RegExp(LENGTH.source);

/** The px lengths of an app's own stylesheets. */
function lengthsOf(dir: string): Set<string> {
  const lengths = new Set<string>();
  for (const file of tracked(`${dir}/src/**/*.css`)) {
    for (const [length] of bare(read(file)).matchAll(LENGTH)) lengths.add(length);
  }
  return lengths;
}

const KIT = classesOf('shared');
const MODULES = new Set([...REMOTES, 'shell']);
const ownClasses = (dir: string) => new Set([...classesOf(dir)].filter((name) => !KIT.has(name) && !MODULES.has(name)));
const CLASSES = new Map([...REMOTES, 'shell'].map((app) => [app, ownClasses(app)]));

/** The files of the shell, the build, the deployment and the api (docs and e2e are about the whole site). */
const AREAS: Record<string, string[]> = {
  shell: tracked('shell'),
  build: tracked('build'),
  deploy: tracked('deploy'),
  api: tracked('api'),
};
/** Whose classes a file of an area may not name: every app's but its own (build/ is the shell's page). */
const foreignTo = (area: string) => [...CLASSES.keys()].filter((app) => app !== (area === 'build' ? 'shell' : area));

const TEXT = /\.(ts|tsx|mjs|cjs|js|json|html|css|conf|md|sh|ya?ml)$|(^|\/)Dockerfile[^/]*$/;

/** file:line for each line of `text` the pattern matches. */
function lines(file: string, text: string, pattern: RegExp, what: string): string[] {
  return text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1} ${what}`] : []));
}
const word = (name: string) => new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);

describe("each app's UI lives in its own folder", () => {
  it("no two apps define the same class (a remote's styles never reach another's elements)", () => {
    const owners = new Map<string, string[]>();
    for (const [app, names] of CLASSES) for (const name of names) owners.set(name, [...(owners.get(name) ?? []), app]);
    expect(
      [...owners].filter(([, apps]) => apps.length > 1).map(([name, apps]) => `${name}: ${apps.join(', ')}`),
    ).toEqual([]);
  });

  it.each(Object.keys(AREAS))("%s names no other app's class", (area) => {
    const foreign = foreignTo(area).flatMap((app) => [...CLASSES.get(app)!].map((name) => [app, name] as const));
    expect(foreign.length).toBeGreaterThan(100);
    const findings = AREAS[area]!.filter((file) => TEXT.test(file)).flatMap((file) => {
      const text = read(file);
      return foreign.flatMap(([app, name]) =>
        text.includes(name) ? lines(file, text, word(name), `${app}'s .${name}`) : [],
      );
    });
    expect(findings).toEqual([]);
  });

  it('no api route, web server location or include serves or names a page fragment', () => {
    const pageRoutes = ROUTES.remotes.flatMap((remote) => (remote.routes ?? []).map((route) => route.path));
    expect(pageRoutes).toEqual(expect.arrayContaining(['/slotgame', '/gameHall/:id']));
    const findings = [
      ...AREAS.api!.filter((file) => TEXT.test(file)).flatMap((file) =>
        lines(file, read(file), /['"`](\/api)?\/frame\//, 'a /frame/ route'),
      ),
      ...[...AREAS.deploy!, ...AREAS.build!]
        .filter((file) => TEXT.test(file))
        .flatMap((file) => {
          const text = read(file);
          return pageRoutes.flatMap((route) => {
            const prefix = route.split('/:')[0]!.replace(/\/\*$/, '');
            if (prefix === '' || prefix === '/') return [];
            const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            return [
              ...lines(file, text, new RegExp(`^\\s*location\\b[^{]*${escaped}\\b`), `a location for ${route}`),
              ...lines(file, text, new RegExp(`<!--#\\s*include[^>]*${escaped}\\b`), `an include of ${route}`),
            ];
          });
        }),
    ];
    expect(findings).toEqual([]);
    const index = read('build/index.html');
    expect([...index.matchAll(/<!--#\s*include virtual="([^"]+)"/g)].map(([, uri]) => uri)).toEqual([
      '/_first-paint/$request_id$croupier_path?$args',
    ]);
  });

  it("the page frame draws the shell's boxes with the shell's own lengths, and the web server has none", () => {
    const shell = lengthsOf('shell');
    const index = read('build/index.html');
    const frame = [...index.matchAll(LENGTH)].map(([length]) => length);
    expect(frame).toEqual(expect.arrayContaining(['64px', '110px', '136px']));
    expect(frame.filter((length) => !shell.has(length))).toEqual([]);
    expect(
      AREAS.deploy!.filter((file) => TEXT.test(file)).flatMap((file) =>
        lines(file, read(file), LENGTH_LINE, 'a length'),
      ),
    ).toEqual([]);
  });
});
