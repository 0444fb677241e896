import type { Db } from './database.js';
import { migrations as defaultMigrations, type Migration } from './migrations.js';

/**
 * Applies, in list order, every migration whose name is not yet recorded in schema_migrations,
 * each in its own transaction. Keyed by name so that migrations written side by side on
 * different branches do not renumber each other.
 */
export function migrate(db: Db, migrations: readonly Migration[] = defaultMigrations): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    applied_at INTEGER NOT NULL
  ) STRICT`);
  const done = new Set(
    (db.prepare('SELECT name FROM schema_migrations').all() as { name: string }[]).map((r) => r.name),
  );
  const names = new Set<string>();
  let applied = 0;
  for (const migration of migrations) {
    if (names.has(migration.name)) throw new Error(`duplicate migration name ${migration.name}`);
    names.add(migration.name);
    if (done.has(migration.name)) continue;
    // Foreign keys can only be turned off outside a transaction.
    const keysWereOn = db.pragma('foreign_keys', { simple: true }) === 1;
    if (migration.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        if (migration.rebuildsTables) {
          const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
          if (broken.length > 0)
            throw new Error(
              `${migration.name} leaves ${broken.length} broken references (${broken[0]!.table} -> ${broken[0]!.parent})`,
            );
        }
        db.prepare(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ((SELECT COALESCE(MAX(version), 0) + 1 FROM schema_migrations), ?, ?)',
        ).run(migration.name, Date.now());
      })();
    } finally {
      if (migration.rebuildsTables && keysWereOn) db.pragma('foreign_keys = ON');
    }
    applied += 1;
  }
  return applied;
}
