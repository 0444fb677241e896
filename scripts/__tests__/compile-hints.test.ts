// build/compile-hints-plugin.cjs on a real production webpack build of a small app (a small entry,
// a lazy chunk past MIN_BYTES with a licence comment the minifier extracts): the large script
// starts with V8's compile hint, before the licence banner (the hint counts only as a file's first
// line), and its source map still points at the right original lines; the small one has none.
// And the site's builds use it in production only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin, MIN_BYTES } from '../../build/compile-hints-plugin.cjs';
import { remoteConfig, shellConfig } from '../../build/webpack.factory.cjs';

const ROOT = path.resolve(__dirname, '../..');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings as [generated line, generated column, original line] (all 1-based but columns). */
function decodeMappings(mappings: string): [number, number, number][] {
  const out: [number, number, number][] = [];
  let originalLine = 0;
  mappings.split(';').forEach((line, index) => {
    let column = 0;
    for (const segment of line.split(',').filter(Boolean)) {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length >= 4) {
        originalLine += fields[2]!;
        out.push([index + 1, column, originalLine + 1]);
      }
    }
  });
  return out;
}

function buildApp(dir: string): Promise<webpack.Stats> {
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./lazy.js').then((m) => m.greet('visitor'));\n");
  fs.writeFileSync(
    path.join(dir, 'lazy.js'),
    [
      '/*! lazy.js | MIT licence */',
      'export function greet(name) {',
      "  document.title = 'Hello, ' + name;",
      '  return PHRASES.length;',
      '}',
      // Strings the minifier keeps (greet uses them), so the chunk stays past MIN_BYTES.
      'const PHRASES = [',
      ...Array.from(
        { length: Math.ceil(MIN_BYTES / 50) + 50 },
        (_, i) => `  'phrase number ${i} of the lazy chunk, kept by the minifier',`,
      ),
      '];',
      '',
    ].join('\n'),
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString('errors-only')));
      else resolve(stats);
    }),
  );
}

describe('the compile hint', () => {
  let dir: string;
  let scripts: string[];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    await buildApp(dir);
    scripts = fs.readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.js'));
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is the first line of the large lazy chunk, and not in the small entry', () => {
    expect(scripts).toHaveLength(2);
    const start = (file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8').slice(0, COMPILE_HINT.length);
    const lazy = scripts.find((f) => f !== 'main.js')!;
    expect(fs.statSync(path.join(dir, 'dist', lazy)).size).toBeGreaterThan(MIN_BYTES);
    expect(start(lazy)).toBe('//# allFunctionsCalledOnLoad\n');
    expect(fs.statSync(path.join(dir, 'dist', 'main.js')).size).toBeLessThan(MIN_BYTES);
    expect(start('main.js')).not.toBe(COMPILE_HINT);
  });

  it("comes before the minifier's licence banner, and the source map still finds the original line", () => {
    const lazy = scripts.find((f) => f !== 'main.js')!;
    const lines = fs.readFileSync(path.join(dir, 'dist', lazy), 'utf8').split('\n');
    expect(lines[1]).toMatch(/^\/\*! For license information please see /);
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'dist', `${lazy}.map`), 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    expect(map.sources.some((s) => s.endsWith('lazy.js'))).toBe(true);
    const line = lines.findIndex((l) => l.includes('Hello, ')) + 1;
    const column = lines[line - 1]!.indexOf('document.title');
    expect(line).toBeGreaterThan(2);
    // The mapping at (or just before) the assignment's column on its generated line.
    const onLine = decodeMappings(map.mappings).filter(([l, c]) => l === line && c <= column);
    expect(onLine.at(-1)?.[2]).toBe(3);
  });

  it("is in the site's production builds, shell and remotes, and not in their development builds", () => {
    const hinted = (config: { plugins: unknown[] }) => config.plugins.some((p) => p instanceof CompileHintsPlugin);
    for (const factory of [shellConfig(path.join(ROOT, 'shell')), remoteConfig(path.join(ROOT, 'mf-games'))]) {
      expect(hinted(factory({}, { mode: 'production' }) as { plugins: unknown[] })).toBe(true);
      expect(hinted(factory({}, { mode: 'development' }) as { plugins: unknown[] })).toBe(false);
    }
  });
});
