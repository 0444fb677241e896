import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { runOperatorCli } from './operator-cli.js';
import { loadConfig } from './config.js';
import { testConfig } from './test/helpers.js';

describe('npm run operator', () => {
  let dir: string;
  let dbPath: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-operator-'));
    dbPath = path.join(dir, 'croupier.db');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = async (args: string[], env: Record<string, string> = {}, stdin = '') => {
    const lines: string[] = [];
    const code = await runOperatorCli(args, {
      env: { DATABASE_PATH: dbPath, LOG_LEVEL: 'silent', ...env },
      stdin: Readable.from([stdin]),
      out: (line) => lines.push(line),
      packageDir: dir,
    });
    return { code, output: lines.join('\n') };
  };

  it('creates an owner of every site from a password on stdin, audited, with no second factor yet', async () => {
    const made = await run(
      ['create-owner', '--account', 'brand-owner', '--display-name', 'Brand owner'],
      {},
      'a-long-secret-phrase\n',
    );
    expect(made).toEqual({ code: 0, output: expect.stringContaining("owner 'brand-owner' created") });
    const db = openDatabase(dbPath);
    expect(db.prepare('SELECT account, roles, all_sites, totp_secret FROM operators').all()).toEqual([
      { account: 'brand-owner', roles: '["owner"]', all_sites: 1, totp_secret: null },
    ]);
    expect(db.prepare('SELECT operator_account, action, target FROM audit_log').all()).toEqual([
      { operator_account: 'command-line', action: 'operator.create', target: 'brand-owner' },
    ]);
    db.close();
    expect(
      (await run(['create-owner', '--account', 'brand-owner'], { CROUPIER_OWNER_PASSWORD: 'another-long-one' })).code,
    ).toBe(1);
  });

  it('refuses a short password and a missing account, creating nothing', async () => {
    expect((await run(['create-owner', '--account', 'x1x'], {}, 'short\n')).code).toBe(2);
    expect((await run(['create-owner'], { CROUPIER_OWNER_PASSWORD: 'a-long-secret-phrase' })).code).toBe(2);
    expect((await run(['what'])).code).toBe(2);
    const db = openDatabase(dbPath);
    expect(db.prepare('SELECT COUNT(*) AS n FROM operators').get()).toEqual({ n: 0 });
    db.close();
  });

  it('disables the local owner, after which production starts on that database', async () => {
    // A development run seeds the local owner.
    const dev = buildApp(testConfig({ DATABASE_PATH: dbPath }));
    await dev.ready();
    await dev.close();
    const production = {
      DATABASE_PATH: dbPath,
      CROUPIER_ENV: 'production',
      PUSHER_APP_KEY: 'k'.repeat(20),
      PUSHER_APP_SECRET: 's'.repeat(20),
      CROUPIER_ENTRY_SECRET: 'e'.repeat(40),
      CROUPIER_RELEASE_OVERRIDE_SECRET: 'o'.repeat(40),
      CROUPIER_RELEASE_TOKENS: 'team:a-token-of-our-own-1234:*',
      LOG_LEVEL: 'silent',
    };
    await expect(buildApp(loadConfig(production)).ready()).rejects.toThrow(/local owner 'owner'.*disable-seeded/);
    expect(await run(['disable-seeded'])).toEqual({ code: 0, output: 'disabled 1 seeded operator' });
    const app = buildApp(loadConfig(production));
    await app.ready();
    await app.close();
  });
});
