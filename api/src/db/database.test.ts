import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations.js';
import { seedIfEmpty } from './seed.js';
import { seedMembers } from './seed-data.js';

describe('database', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-db-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the file and its folder, in WAL mode with foreign keys on, at the latest schema', () => {
    const file = path.join(dir, 'nested', 'croupier.db');
    const db = openDatabase(file);
    try {
      expect(fs.existsSync(file)).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      const versions = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
      expect(versions).toEqual(migrations.map((m, i) => ({ version: i + 1, name: m.name })));
    } finally {
      db.close();
    }
  });

  it('applies each migration once, and only the new ones later', () => {
    const db = openDatabase(':memory:');
    try {
      expect(migrate(db)).toBe(0);
      const extra = { name: '999_test', sql: 'CREATE TABLE probe (id INTEGER PRIMARY KEY) STRICT' };
      expect(migrate(db, [...migrations, extra])).toBe(1);
      expect(migrate(db, [...migrations, extra])).toBe(0);
    } finally {
      db.close();
    }
  });

  it('rolls a failing migration back entirely', () => {
    const db = openDatabase(':memory:');
    try {
      const broken = { name: '999_broken', sql: 'CREATE TABLE half (id INTEGER); INSERT INTO nowhere VALUES (1);' };
      expect(() => migrate(db, [...migrations, broken])).toThrow();
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
      expect((db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number }).v).toBe(
        migrations.length,
      );
    } finally {
      db.close();
    }
  });

  it('admits shell releases from 021 on, keeping the releases and the live map a database had', () => {
    const db = new Database(':memory:');
    try {
      db.pragma('foreign_keys = ON');
      const upTo = migrations.findIndex((m) => m.name === '021_shell_releases');
      migrate(db, migrations.slice(0, upTo));
      db.prepare(
        "INSERT INTO sites (site_id, site_name, titles, settings, env_config, created_at) VALUES ('9', 'x', '{}', '{}', '{}', 1)",
      ).run();
      const release = db.prepare(
        "INSERT INTO releases VALUES (?, '1.0.0+aaaaaaaaaaaa', 'https://cdn.example/m.json', '{}', 'games', 1)",
      );
      release.run('mf-games');
      expect(() => release.run('shell')).toThrow(/CHECK constraint failed/);
      db.prepare("INSERT INTO site_releases VALUES ('9', 'mf-games', '1.0.0+aaaaaaaaaaaa', NULL, 0, 1, 1)").run();
      migrate(db);
      release.run('shell');
      expect(db.prepare('SELECT module FROM releases ORDER BY module').pluck().all()).toEqual(['mf-games', 'shell']);
      expect(db.prepare('SELECT stable FROM site_releases').pluck().all()).toEqual(['1.0.0+aaaaaaaaaaaa']);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // The live map still refers to the registry: a stable that is no release is refused.
      expect(() => db.prepare("UPDATE site_releases SET stable = '9.9.9+ffffffffffff'").run()).toThrow(
        /FOREIGN KEY constraint failed/,
      );
    } finally {
      db.close();
    }
  });

  it('refuses rows that break the schema rules', () => {
    const db = openDatabase(':memory:');
    try {
      expect(() =>
        db
          .prepare(
            "INSERT INTO members (site_id, member_account, password_hash, member_currency, created_at) VALUES ('nope', 'a', 'h', 'USD', 0)",
          )
          .run(),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      db.close();
    }
  });

  it('seeds an empty database once, with argon2id hashes that match the seed passwords', async () => {
    const file = path.join(dir, 'seed.db');
    const db = openDatabase(file);
    try {
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await seedIfEmpty(db)).toBe(false);
      const members = db
        .prepare('SELECT member_account, password_hash, status, cash_cents FROM members ORDER BY id')
        .all() as {
        member_account: string;
        password_hash: string;
        status: string;
        cash_cents: number;
      }[];
      expect(members.map((m) => m.member_account)).toEqual(seedMembers.map((m) => m.member_account));
      expect(members.every((m) => m.password_hash.startsWith('$argon2id$'))).toBe(true);
      // The base seed's 990.00; the member-centre area seed adds the 10.00 referral reward (1000.00).
      expect(members.find((m) => m.member_account === 'player01')).toMatchObject({
        status: 'active',
        cash_cents: 99_000,
      });
      expect(members.find((m) => m.member_account === 'locked01')?.status).toBe('disabled');
      expect(members.find((m) => m.member_account === 'frozen01')?.status).toBe('frozen');
      const agent = db
        .prepare("SELECT id, is_agent, agent_active, member_type FROM members WHERE member_account = 'agent01'")
        .get();
      expect(agent).toMatchObject({ is_agent: 1, agent_active: 1, member_type: 2 });
      const downline = db
        .prepare('SELECT COUNT(*) AS n FROM members WHERE parent_agent_id = ?')
        .get((agent as { id: number }).id);
      expect(downline).toEqual({ n: 2 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM site_modules WHERE enabled = 1').get()).toEqual({ n: 5 });
    } finally {
      db.close();
    }
  });
});
