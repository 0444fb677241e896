import type { Db } from './database.js';
import { migrations as defaultMigrations, type Migration } from './migrations.js';

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Db, migrations: readonly Migration[] = defaultMigrations): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  ) STRICT`);
  const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get() as { v: number };
  let applied = 0;
  migrations.forEach((migration, index) => {
    const version = index + 1;
    if (version <= row.v) return;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        version,
        migration.name,
        Date.now(),
      );
    })();
    applied += 1;
  });
  return applied;
}
