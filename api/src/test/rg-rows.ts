// Responsible-gaming rows written straight into the tables of migration 018, for the enforcement
// tests (the settings routes that write them live on another branch): a limit in force (or one
// with a pending change) and a time-out or self-exclusion.
import type { Db } from '../db/database.js';
import type { RgSubjectRow } from '../services/responsible-gaming/index.js';

/** Sets `subject`'s limit (cents, or minutes for 'session'); pending: a change that takes effect at `at`. */
export function setRgLimit(
  db: Db,
  memberId: number,
  subject: RgSubjectRow,
  value: number | null,
  pending?: { value: number | null; at: number },
): void {
  db.prepare(
    `INSERT INTO rg_limits (member_id, subject, value, pending_value, pending_effective_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id, subject) DO UPDATE SET value = excluded.value, pending_value = excluded.pending_value,
       pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`,
  ).run(memberId, subject, value, pending?.value ?? null, pending?.at ?? null, Date.now());
}

/** A time-out or self-exclusion of the member over [startedAt, until). */
export function excludeMember(
  db: Db,
  memberId: number,
  kind: 'time_out' | 'self_exclusion',
  startedAt: number,
  until: number,
): void {
  db.prepare('INSERT INTO rg_exclusions (member_id, kind, period, started_at, until) VALUES (?, ?, ?, ?, ?)').run(
    memberId,
    kind,
    kind === 'time_out' ? '1_week' : '6_months',
    startedAt,
    until,
  );
}

/** Gives site `siteId` the time zone `zone` (limits count calendar periods there). */
export function setSiteZone(db: Db, siteId: string, zone: string): void {
  db.prepare("UPDATE sites SET settings = json_set(settings, '$.TIMEZONE', ?) WHERE site_id = ?").run(zone, siteId);
}
