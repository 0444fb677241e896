// stack.mjs's launchService: one service started as the bench starts the site's servers, niced
// below the browser it measures, and the same service without it.
import fs from 'node:fs';
import { launchService } from '../stack.mjs';
import { freePort, stopPid } from '../lib/proc.mjs';

/** Field 19 of /proc/<pid>/stat, after the command name (which may hold spaces) in parentheses. */
const niceOf = (pid: number): number => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

async function listener(niceness?: number) {
  const port = await freePort();
  const spec = {
    name: 'listener',
    command: process.execPath,
    args: ['-e', `require('node:net').createServer().listen(${port}, '127.0.0.1')`],
    cwd: __dirname,
    env: {},
    port,
    ready: { tcp: port },
  };
  return launchService(spec, { log: () => {}, readyTimeoutMs: 10_000, niceness });
}

const started: number[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((pid) => stopPid(pid)));
});

const linux = process.platform === 'linux' ? it : it.skip;

linux('runs a service under the niceness asked for, and answers once it listens', async () => {
  const base = niceOf(process.pid);
  const child = await listener(10);
  started.push(child.pid!);
  expect(niceOf(child.pid!)).toBe(Math.min(19, base + 10));
});

linux('leaves a service at the parent’s niceness when none is asked for', async () => {
  const child = await listener();
  started.push(child.pid!);
  expect(niceOf(child.pid!)).toBe(niceOf(process.pid));
});
