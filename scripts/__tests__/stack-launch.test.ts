// stack.mjs's launchService: one service started as the bench starts the site's servers, niced
// below the browser it measures, and the same service without it.
import fs from 'node:fs';
import { launchService } from '../stack.mjs';
import { freePort, stopPid } from '../lib/proc.mjs';

/** Field 19 of /proc/<pid>/stat, after the command name (which may hold spaces) in parentheses. */
const niceOf = (pid: number): number =>
  Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

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
/** `/autogroup-859 nice 10`: the scheduling group of the process's session, and its niceness. */
const autogroupOf = (pid: number) => fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim();
const autogroups = fs.existsSync('/proc/self/autogroup') ? it : it.skip;

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

// Each session is a group the kernel gives an equal share of the CPU, whatever its processes'
// nice values: a service in a session of its own niced only with `nice -n` takes as much as the
// browser the bench measures (and adds to the phone's blocking time).
autogroups('ranks the service’s own session below the browser’s: its autogroup has the niceness too', async () => {
  const child = await listener(10);
  started.push(child.pid!);
  const group = (pid: number) => autogroupOf(pid).split(' ')[0];
  expect(group(child.pid!)).not.toBe(group(process.pid));
  expect(autogroupOf(child.pid!)).toMatch(/^\/autogroup-\d+ nice 10$/);
});

autogroups('leaves a service’s session at niceness 0 when none is asked for', async () => {
  const child = await listener();
  started.push(child.pid!);
  expect(autogroupOf(child.pid!)).toMatch(/^\/autogroup-\d+ nice 0$/);
});
