// A remote's first-paint module (shared's defineFirstPaint, exported by its src/first-paint.ts): a
// second webpack build of the remote's own sources, for Node, one self-contained ES module with
// the stylesheets it names as text. It is written beside the remote's mf-manifest.json as
// first-paint.<hash>.mjs, and the manifest names it with its integrity (metaData.firstPaint), which
// is all the web server's first-paint host knows of it (docs/first-paint.md).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { optimize } = require('webpack');

const SOURCE = 'src/first-paint.ts';
const MODULE_FILE = /^first-paint\.[0-9a-f]{8}\.mjs$/;

/** Whether the remote in `dir` draws a first paint. */
const hasFirstPaint = (dir) => fs.existsSync(path.join(dir, SOURCE));

/** The build of the remote's first-paint module (it runs before the remote's own, which names it). */
function firstPaintConfig(dir, resolve, swcRule) {
  return {
    name: 'first-paint',
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { 'first-paint': `./${SOURCE}` },
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].[contenthash:8].mjs',
      library: { type: 'module' },
      chunkFormat: 'module',
      module: true,
      // Only its own earlier modules: the rest of dist is the remote's build.
      clean: { keep: (file) => !MODULE_FILE.test(file) },
    },
    experiments: { outputModule: true },
    resolve,
    module: { rules: [swcRule, { test: /\.css$/, type: 'asset/source' }] },
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };
}

/** What the remote's manifest says of the module in `distDir` (metaData.firstPaint), or null. */
function firstPaintManifest(distDir) {
  const file = fs.existsSync(distDir) ? fs.readdirSync(distDir).find((name) => MODULE_FILE.test(name)) : undefined;
  if (!file) return null;
  const digest = crypto
    .createHash('sha384')
    .update(fs.readFileSync(path.join(distDir, file)))
    .digest('base64');
  return { module: file, integrity: `sha384-${digest}` };
}

module.exports = { hasFirstPaint, firstPaintConfig, firstPaintManifest, FIRST_PAINT_MODULE: MODULE_FILE };
