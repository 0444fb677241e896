// `npm run bench`'s HTTP throughput: autocannon against the api's /v3/game_list and
// against a bare Fastify route sending the same bytes, in the same run, one after the other with
// the same load; the ratio against the goal (>= 0.5x). Identity encoding for both, so the bytes
// are the same; a line with `br` shows what a browser gets. Never a test: it measures this machine.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { row } from './lib/bench-table.mjs';

export const HTTP_RATIO_GOAL = 0.5;
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 10);

const GAME_LIST = { site_id: '1', support_device: 0, currency: 'USD', template: 'pc' };

function run(url, headers = {}) {
  return autocannon({
    url,
    method: 'POST',
    body: JSON.stringify(GAME_LIST),
    headers: { 'content-type': 'application/json', ...headers },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
}

/** Runs the comparison against a built api app (not yet listening); the bench table's rows. */
export async function benchGameList(app) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${app.server.address().port}/api/v3/game_list`;
  const sample = await app.inject({ method: 'POST', url: '/api/v3/game_list', payload: GAME_LIST });
  const bytes = sample.body;

  const bare = Fastify({ logger: false });
  bare.post('/same-bytes', async (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/same-bytes`;

  try {
    const base = await run(bareUrl);
    const api = await run(apiUrl);
    const brotli = await run(apiUrl, { 'accept-encoding': 'br' });
    const ratio = api.requests.average / base.requests.average;
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    const rps = (r) => `${r.requests.average.toFixed(0)} req/s`;
    const load = `${CONNECTIONS} connections, ${SECONDS} s`;
    return [
      row('api', `bare Fastify sending the same ${kb(Buffer.byteLength(bytes))} (${load})`, rps(base)),
      row('api', `/v3/game_list, identity (${api.non2xx} non-2xx)`, rps(api)),
      row(
        'api',
        '/v3/game_list vs bare Fastify',
        `${ratio.toFixed(2)}x`,
        `>= ${HTTP_RATIO_GOAL}x`,
        ratio >= HTTP_RATIO_GOAL && api.non2xx === 0,
      ),
      row(
        'api',
        `/v3/game_list, br (${kb(brotli.throughput.average / Math.max(1, brotli.requests.average))} a request)`,
        rps(brotli),
      ),
    ];
  } finally {
    await bare.close();
  }
}
