// What CROUPIER_ENV=production runs: no development route that changes data, and the operators'
// console api working with an owner made by `npm run operator` (no seeded local owner).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { runOperatorCli } from '../operator-cli.js';
import { send } from '../test/helpers.js';
import { freshSignIn } from '../test/operator.js';
import { Readable } from 'node:stream';

jest.setTimeout(30_000);

const PRODUCTION = {
  CROUPIER_ENV: 'production',
  PUSHER_APP_KEY: 'k'.repeat(20),
  PUSHER_APP_SECRET: 's'.repeat(20),
  PUSHER_PORT: '9',
  CROUPIER_ENTRY_SECRET: 'e'.repeat(40),
  CROUPIER_RELEASE_OVERRIDE_SECRET: 'o'.repeat(40),
  CROUPIER_RELEASE_TOKENS: 'team:a-token-of-our-own-1234:*',
  LOG_LEVEL: 'silent',
};

describe('production', () => {
  let dir: string;
  let app: FastifyInstance;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-production-'));
    const env = { ...PRODUCTION, DATABASE_PATH: path.join(dir, 'croupier.db') };
    const made = await runOperatorCli(['create-owner', '--account', 'brand-owner'], {
      env: { ...env, CROUPIER_OWNER_PASSWORD: 'a-long-secret-phrase' },
      stdin: Readable.from([]),
      out: () => undefined,
      packageDir: dir,
    });
    expect(made).toBe(0);
    app = buildApp(loadConfig(env));
    app.addHook('onRoute', ({ method, url }) => {
      for (const m of [method].flat()) routes.push({ method: m, url });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has no development route that changes data', () => {
    const dev = routes.filter((r) => r.url.split('/').includes('dev'));
    expect(dev.filter((r) => !['GET', 'HEAD'].includes(r.method))).toEqual([]);
    expect(dev).toEqual([]);
  });

  it('seeds no local owner, and the owner made on the command line signs in and enrols', async () => {
    expect(
      (
        await send(app, '/api/operator/auth/login', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: 'owner', password: 'croupier-owner-password' }),
        })
      ).statusCode,
    ).toBe(401);
    const owner = await freshSignIn(app, 'brand-owner', 'a-long-secret-phrase', '');
    expect(owner.recoveryCodes).toHaveLength(10);
    const me = await owner.call('/me');
    expect(me.json().data.operator).toMatchObject({ account: 'brand-owner', roles: ['owner'], all_sites: true });
    expect((await owner.call('/sites')).statusCode).toBe(200);
  });
});
