// npm start: install what is missing, build, and serve the whole site on the standard ports
// with the embedded database. Ctrl-C stops every process it started.
//
//   npm start                 install + build + run
//   npm start -- --no-build   run the existing dist/ folders

import fs from 'node:fs';
import path from 'node:path';
import { CONSOLE_PORT, LOCAL_PORTS, RELEASES_PORT, ROOT, startStack } from './stack.mjs';
import { buildAll, ensureDependencies } from './lib/setup.mjs';

const say = (line) => process.stdout.write(`croupier: ${line}\n`);

async function main() {
  const noBuild = process.argv.includes('--no-build');
  if (!(await ensureDependencies(ROOT, say))) process.exit(1);
  if (!noBuild && !(await buildAll(ROOT, say))) process.exit(1);

  const dbPath = process.env.DATABASE_PATH || path.join(ROOT, 'api/data/croupier.db');
  fs.mkdirSync(path.dirname(dbPath), { recursive: true });

  // The releases server too: what `npm run release` wrote, for a site's live map to place. And
  // the operator console, on its own origin.
  const ports = { ...LOCAL_PORTS, releases: RELEASES_PORT, console: CONSOLE_PORT };
  say(`starting the api, the realtime server and ${Object.keys(ports).length - 2} static servers...`);
  // The local stack is a developer's: the outbox view (read SMS/e-mail codes), the development
  // sign-in provider, the dev routes and the api's browsable docs (/api/docs/) are on. Each is
  // off by default in the api itself, and a deployment never sets them. An explicit value in the
  // environment wins.
  const devSwitches = {
    CROUPIER_DEV_OUTBOX: '1',
    CROUPIER_DEV_OAUTH: '1',
    CROUPIER_DEV_ROUTES: '1',
    CROUPIER_DEV_API_DOCS: '1',
  };
  const env = Object.fromEntries(Object.entries(devSwitches).map(([k, v]) => [k, process.env[k] ?? v]));
  const stack = await startStack({ ports, dbPath, env });
  const shownDb = dbPath.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, dbPath) : dbPath;
  say(`database ${shownDb}; api ${stack.urls.api}; realtime ${stack.urls.realtime}`);
  say(
    `remotes: ${Object.entries(stack.urls)
      .filter(([n]) => n.startsWith('mf-'))
      .map(([n, u]) => `${n} ${u}`)
      .join(', ')}`,
  );
  say(`releases (npm run release) ${stack.urls.releases}`);
  say(`operator console ${stack.urls.console}`);
  process.stdout.write(`\nCroupier is running at ${stack.urls.shell}  (Ctrl-C to stop)\n\n`);
}

main().catch((err) => {
  process.stderr.write(`croupier: ${err.message}\n`);
  process.exit(1);
});
