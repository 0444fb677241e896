// npm run size (after npm run build): the gzip JavaScript each app costs a visitor, against its
// budget; exits 1 when one is over (or not built), so CI can run it.
//  - shell, first render: size/first-render.json of its build (build/first-render-plugin.cjs): its
//    entry and bootstrap chunks (not the federation runtime and shared singletons that come with
//    the first remote, nor a later route). The e2e js-budget spec measures the same in Chromium.
//  - each remote, per exposed module: remoteEntry.js plus that expose's synchronous files (from
//    mf-manifest.json), i.e. what mounting it costs once the shared singletons are loaded.
// Budgets: BUDGETS below, each a little over what a fresh build measured (the figure beside it;
// docs/performance.md). Raising one is a decision, written down there.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ROOT, REMOTES } from './stack.mjs';

const KB = 1024;

/** gzip KB per app: the shell's first render; for a remote, remoteEntry + any one expose. */
export const BUDGETS = {
  'shell first render': 150 * KB, // the site's goal (docs/performance.md); a fresh build measured 149.0
  // A remote's figure: its remoteEntry.js (~4 KB gzip: the container, its glue and the CSS sheets'
  // loader; the federation and bundler runtimes are the shell's) and the expose's chunks. Not
  // counted: its CSS (files of their own) and shared's subpaths ('/remote', '/validation'), which
  // the shell provides from chunks of its own. A remote that shows dates or records bundles
  // '@croupier/shared/dates' and '/records' (0.7-3.5 KB gzip; dayjs' plugins only with the record
  // kit's ranges), so that shared's root, on every page, does not carry them.
  'mf-auth': 13 * KB, // a fresh build measured 11.8
  'mf-games': 19 * KB, // measured 16.8: its pages are in the expose; its launcher and demo modals load on use
  'mf-member-center': 54 * KB, // measured 49.0: also its own react-hook-form, qrcode (not on the home page)
  'mf-proxy': 42 * KB, // measured 37.9: also its own qrcode
  'mf-promotions': 16 * KB, // measured 11.1 for its pages; the home page's exposes 9.3 and 8.4
};

const kb = (n) => `${(n / KB).toFixed(1)} KB`;

export function measure(dist, files) {
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
  return { raw, gzip, missing };
}

/** remoteEntry.js + the sync js of each expose, one row each. */
export function remoteRows(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry ? path.posix.join(entry.path || '', entry.name) : 'remoteEntry.js';
  return (manifest.exposes ?? []).map((expose) => {
    const files = new Set([entryFile, ...(expose.assets?.js?.sync ?? [])]);
    return { what: `remoteEntry + ${expose.path} (${files.size} files)`, files: [...files] };
  });
}

/** Every row: { app, what, budget, raw, gzip, problem? }. */
export function sizeRows(root = ROOT, remotes = REMOTES, budgets = BUDGETS) {
  const rows = [];
  const shellList = path.join(root, 'shell/dist/size/first-render.json');
  const shellBudget = budgets['shell first render'];
  if (fs.existsSync(shellList)) {
    const { files } = JSON.parse(fs.readFileSync(shellList, 'utf8'));
    const m = measure(path.join(root, 'shell/dist'), files);
    rows.push({ app: 'shell', what: `first render (${files.length} files)`, budget: shellBudget, ...m });
  } else {
    rows.push({ app: 'shell', what: 'first render', budget: shellBudget, problem: 'not built (npm run build)' });
  }
  for (const remote of remotes) {
    const dist = path.join(root, remote, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
      rows.push({ app: remote, what: '-', budget: budgets[remote], problem: 'not built (no mf-manifest.json)' });
      continue;
    }
    for (const { what, files } of remoteRows(dist))
      rows.push({ app: remote, what, budget: budgets[remote], ...measure(dist, files) });
  }
  for (const row of rows) {
    if (row.problem) continue;
    if (row.missing.length) row.problem = `listed but not found: ${row.missing.join(', ')}`;
    else if (row.budget === undefined) row.problem = 'no budget (scripts/size.mjs BUDGETS)';
    else if (row.gzip > row.budget) row.problem = `over budget by ${kb(row.gzip - row.budget)}`;
  }
  return rows;
}

export function formatRows(rows) {
  const header = ['app', 'what', 'raw', 'gzip', 'budget', ''];
  const table = [
    header,
    ...rows.map((r) => [
      r.app,
      r.what,
      r.raw === undefined ? '-' : kb(r.raw),
      r.gzip === undefined ? '-' : kb(r.gzip),
      r.budget === undefined ? '-' : kb(r.budget),
      r.problem ? `FAIL ${r.problem}` : 'ok',
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    line(table[0]),
    widths
      .map((w) => '-'.repeat(w))
      .join('  ')
      .trimEnd(),
    ...table.slice(1).map(line),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = sizeRows();
  process.stdout.write(`${formatRows(rows)}\n`);
  const failed = rows.filter((r) => r.problem);
  process.stdout.write(
    failed.length ? `size: ${failed.length} over budget or not measured\n` : 'size: every app within its budget\n',
  );
  process.exitCode = failed.length ? 1 : 0;
}
