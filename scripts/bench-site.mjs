// The site `npm run bench` measures in a browser: the production build (the dist/ folders) on the
// local ports + CROUPIER_BENCH_PORT_OFFSET (800 unless set: clear of `npm start` and of the e2e
// stacks), with a fresh temporary database seeded as `npm start` seeds it. The static servers
// compress and cache as a CDN would (serve.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_PORTS, startStack } from './stack.mjs';

export const BENCH_PORT_OFFSET = Number(process.env.CROUPIER_BENCH_PORT_OFFSET || 800);

/** A seeded hall and a slot list (api/src/db/seed-data.ts: game type 2 is Slots, GPR8 its first provider). */
export const PAGES = { home: '/', hall: '/gameHall/2', 'slot list': '/slotgame?gt_id=2&gp_id=GPR8&house=0' };

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startBenchSite() {
  const ports = Object.fromEntries(Object.entries(LOCAL_PORTS).map(([name, port]) => [name, port + BENCH_PORT_OFFSET]));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-'));
  const stack = await startStack({
    ports,
    dbPath: path.join(dataDir, 'croupier.db'),
    env: { LOG_LEVEL: 'warn' },
    logDir: path.join(dataDir, 'logs'),
  });
  return {
    url: stack.urls.shell,
    stop: async () => {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
