// `npm run bench`: timings `npm test` never asserts (a timed test fails on a busy machine), printed
// as ONE table: each figure next to its goal, measured in this run, a missed goal marked MISS.
//
//   npm run bench                              everything (about 10 minutes on 2 cores)
//   npm run bench -- --only lighthouse,navigation   some parts: lighthouse, bytes, navigation, api, realtime
//   npm run bench -- --build                   build everything first (otherwise only when a dist/ is missing)
//
// The browser parts (lighthouse, bytes, navigation) run against the production build served by
// bench-site.mjs (ports + 800); api runs the built api in this process (bench-api.mjs); realtime
// is bench-realtime.mjs when present. Exit 1 when a goal was missed or a part could not run, so a
// script can tell "all goals met" from the last line; nothing in CI runs it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APPS } from './stack.mjs';
import { failedRow, formatTable, misses } from './lib/bench-table.mjs';
import { buildAll } from './lib/setup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = ['lighthouse', 'bytes', 'navigation', 'api', 'realtime'];
const say = (line) => process.stderr.write(`bench: ${line}\n`);

const onlyArg = process.argv.find((a, i) => process.argv[i - 1] === '--only' || a.startsWith('--only='));
const only = onlyArg ? onlyArg.replace(/^--only=/, '').split(',') : PARTS;
const unknown = only.filter((p) => !PARTS.includes(p));
if (unknown.length) {
  say(`unknown part ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
  process.exit(2);
}
const wants = (part) => only.includes(part);
const inBrowser = ['lighthouse', 'bytes', 'navigation'].some(wants);

const missingDist = [...(inBrowser ? APPS : []), 'api'].some((app) => !existsSync(join(root, app, 'dist')));
if ((missingDist || process.argv.includes('--build')) && !(await buildAll(root, say))) process.exit(1);

/** Runs one part; a part that throws is a row saying so, and the rest still run. */
async function part(group, fn) {
  say(`${group}...`);
  const started = Date.now();
  try {
    return await fn();
  } catch (err) {
    return [failedRow(group, err)];
  } finally {
    say(`${group} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

const rows = [];
if (inBrowser) {
  const { PAGES, SIGNED_IN, startBenchSite } = await import('./bench-site.mjs');
  const site = await startBenchSite();
  say(`site at ${site.url}`);
  try {
    if (wants('lighthouse')) {
      const { benchLighthouse } = await import('./bench-lighthouse.mjs');
      rows.push(...(await part('lighthouse', () => benchLighthouse(site.url, PAGES, SIGNED_IN))));
    }
    if (wants('bytes') || wants('navigation')) {
      const { benchBrowser } = await import('./bench-browser.mjs');
      const parts = { bytes: wants('bytes'), navigation: wants('navigation') };
      rows.push(
        ...(await part(
          Object.keys(parts)
            .filter((p) => parts[p])
            .join('+'),
          () => benchBrowser(site.url, parts),
        )),
      );
    }
  } finally {
    await site.stop();
  }
}
if (wants('api')) {
  const { benchApi } = await import('./bench-api.mjs');
  rows.push(...(await part('api', () => benchApi(root))));
}
// bench-realtime.mjs (the realtime server against a bare `ws` broadcast) comes with its own branch.
const realtime = join(root, 'scripts', 'bench-realtime.mjs');
if (wants('realtime') && existsSync(realtime)) {
  const { benchRealtime } = await import(pathToFileURL(realtime).href);
  rows.push(...(await part('realtime', () => benchRealtime({ log: say }))));
}

const missed = misses(rows);
console.log(formatTable(rows));
console.log(
  `bench: ${rows.filter((r) => r.met === true).length} goals met, ${missed.length} missed, ${rows.filter((r) => r.met === null).length} figures reported only`,
);
process.exit(missed.length === 0 ? 0 : 1);
