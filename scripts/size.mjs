// npm run size (after npm run build): gzip sizes of what a visitor downloads first.
//  - shell: the scripts index.html references (entry + Module Federation runtime), and for
//    comparison every JavaScript file the shell emitted (the upper bound of what it may load);
//  - each remote: remoteEntry.js plus the synchronous files of its exposed ./app
//    (from mf-manifest.json), i.e. what mounting it costs once shared singletons are loaded.
// Informational: always exits 0.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, REMOTES } from './stack.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function measure(dist, files) {
  let raw = 0;
  let gzip = 0;
  const missing = [];
  for (const file of files) {
    const full = path.join(dist, file);
    if (!fs.existsSync(full)) {
      missing.push(file);
      continue;
    }
    const body = fs.readFileSync(full);
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip, count: files.length - missing.length, missing };
}

/** `<script src>` of the built index.html, relative to dist (publicPath 'auto' or '/'). */
function indexScripts(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // Minified html may leave attributes unquoted.
  return [...html.matchAll(/<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/g)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((src) => !/^(https?:)?\/\//.test(src))
    .map((src) => src.replace(/^\.?\//, '').split(/[?#]/)[0]);
}

function allJs(dist) {
  return fs
    .readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'));
}

/** remoteEntry.js + the sync js/css of the `./app` expose (or of every expose if none is named so). */
function remoteInitial(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry ? path.posix.join(entry.path || '', entry.name) : 'remoteEntry.js';
  const exposes = manifest.exposes ?? [];
  const app = exposes.filter((e) => e.path === './app' || e.name === 'app');
  const chosen = app.length ? app : exposes;
  const files = new Set([entryFile]);
  for (const expose of chosen) {
    for (const f of [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])]) files.add(f);
  }
  return { files: [...files], exposes: chosen.map((e) => e.path).join(' ') || '(none)' };
}

function main() {
  const rows = [];
  const shellDist = path.join(ROOT, 'shell/dist');
  if (fs.existsSync(path.join(shellDist, 'index.html'))) {
    const scripts = indexScripts(shellDist);
    rows.push(['shell', `index.html scripts (${scripts.join(', ')})`, measure(shellDist, scripts)]);
    const every = allJs(shellDist);
    rows.push(['shell', `all emitted JS (${every.length} files, upper bound)`, measure(shellDist, every)]);
  } else {
    rows.push(['shell', 'not built (npm run build)', null]);
  }
  for (const remote of REMOTES) {
    const dist = path.join(ROOT, remote, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
      rows.push([remote, 'not built (no mf-manifest.json)', null]);
      continue;
    }
    const { files, exposes } = remoteInitial(dist);
    rows.push([remote, `remoteEntry + ${exposes} sync (${files.length} files)`, measure(dist, files)]);
  }

  const header = ['app', 'what', 'raw', 'gzip'];
  const table = [header, ...rows.map(([app, what, m]) => [app, what, m ? kb(m.raw) : '-', m ? kb(m.gzip) : '-'])];
  const widths = header.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  process.stdout.write(`${line(table[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const r of table.slice(1)) process.stdout.write(`${line(r)}\n`);
  for (const [app, , m] of rows) {
    if (m?.missing.length) process.stdout.write(`note: ${app}: listed but not found: ${m.missing.join(', ')}\n`);
  }
}

try {
  main();
} catch (err) {
  process.stdout.write(`size: ${err.message}\n`);
}
