// The rules of a member's responsible-gaming limits (rows of rg_limits, migration 018):
// a new or lower limit takes effect at once and clears a waiting raise; a raise or a removal waits
// RG_RAISE_DELAY_MS (asking again replaces the waiting one); a due change is folded into `value`
// with its 'raise_applied' history row whenever the member's limits are read or written. Every
// change writes its rg_changes row. The callers run these inside one transaction.
import type { RgChangeAction, RgSubject } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import type { RgSubjectRow } from './usage.js';

/** Raising or removing a limit (money or session time) takes effect only after this long; lowering one at once. */
export const RG_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

export interface RgLimitRow {
  subject: RgSubjectRow;
  value: number | null;
  pending_value: number | null;
  pending_effective_at: number | null;
}

/** What a history row shows of a limit: money for money limits, minutes for the session's; null = none. */
export const shownLimit = (subject: RgSubjectRow, value: number | null): string | null =>
  value === null ? null : subject === 'session' ? String(value) : formatCents(value);

export interface RgChangeRow {
  subject: RgSubject;
  action: RgChangeAction;
  from: string | null;
  to: string | null;
  effective_at?: number | null;
  created_at: number;
}

export function createRgLimits(db: Db) {
  const rows = db.prepare(
    'SELECT subject, value, pending_value, pending_effective_at FROM rg_limits WHERE member_id = ?',
  );
  const due = db.prepare(
    `SELECT subject, value, pending_value, pending_effective_at FROM rg_limits
      WHERE member_id = ? AND pending_effective_at IS NOT NULL AND pending_effective_at <= ? ORDER BY pending_effective_at`,
  );
  const write = db.prepare(
    `INSERT INTO rg_limits (member_id, subject, value, pending_value, pending_effective_at, updated_at)
     VALUES (@member_id, @subject, @value, @pending_value, @pending_effective_at, @at)
     ON CONFLICT (member_id, subject) DO UPDATE SET value = excluded.value, pending_value = excluded.pending_value,
       pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`,
  );
  const dueNow = db.prepare(
    `UPDATE rg_limits SET pending_effective_at = @at
      WHERE member_id = @member_id AND pending_effective_at IS NOT NULL AND pending_effective_at > @at
        AND (@subject IS NULL OR subject = @subject)`,
  );
  const insertChange = db.prepare(
    `INSERT INTO rg_changes (member_id, created_at, subject, action, from_value, to_value, effective_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  const record = (memberId: number, c: RgChangeRow) =>
    insertChange.run(memberId, c.created_at, c.subject, c.action, c.from, c.to, c.effective_at ?? null);
  const save = (
    memberId: number,
    subject: RgSubjectRow,
    value: number | null,
    pending: { value: number | null; at: number } | null,
    at: number,
  ) =>
    write.run({
      member_id: memberId,
      subject,
      value,
      pending_value: pending?.value ?? null,
      pending_effective_at: pending?.at ?? null,
      at,
    });

  /** Folds every change due at `at` into value, each with its 'raise_applied' row dated when it took effect. */
  function fold(memberId: number, at: number): void {
    for (const row of due.all(memberId, at) as RgLimitRow[]) {
      const effectiveAt = row.pending_effective_at as number;
      save(memberId, row.subject, row.pending_value, null, at);
      record(memberId, {
        subject: row.subject,
        action: 'raise_applied',
        from: shownLimit(row.subject, row.value),
        to: shownLimit(row.subject, row.pending_value),
        created_at: effectiveAt,
      });
    }
  }

  /** The member's rows after folding what is due: subject -> row (no row = no limit). */
  function read(memberId: number, at: number): Map<RgSubjectRow, RgLimitRow> {
    fold(memberId, at);
    return new Map((rows.all(memberId) as RgLimitRow[]).map((row) => [row.subject, row]));
  }

  /** Drops the waiting raise or removal ('raise_cancelled': from the limit in force to the one that was asked for); false when none waits. */
  function cancel(memberId: number, subject: RgSubjectRow, at: number): boolean {
    const row = read(memberId, at).get(subject);
    if (!row || row.pending_effective_at === null) return false;
    save(memberId, subject, row.value, null, at);
    record(memberId, {
      subject,
      action: 'raise_cancelled',
      from: shownLimit(subject, row.value),
      to: shownLimit(subject, row.pending_value),
      created_at: at,
    });
    return true;
  }

  return {
    record,
    read,
    /**
     * Sets a limit (null removes it). A first or lower limit is in force at once and clears a
     * waiting raise ('limit_set'); a raise or a removal waits RG_RAISE_DELAY_MS ('raise_requested'),
     * replacing a waiting one; the limit in force asked for again drops a waiting change
     * ('raise_cancelled'). Answers whether anything changed.
     */
    set(memberId: number, subject: RgSubjectRow, value: number | null, at: number): boolean {
      const row = read(memberId, at).get(subject);
      const current = row?.value ?? null;
      const from = shownLimit(subject, current);
      const to = shownLimit(subject, value);
      // The limit in force asked for again: nothing to change, or the waiting change given up.
      if (value === current) return row?.pending_effective_at != null && cancel(memberId, subject, at);
      if (value !== null && (current === null || value < current)) {
        save(memberId, subject, value, null, at);
        record(memberId, { subject, action: 'limit_set', from, to, created_at: at });
        return true;
      }
      const effectiveAt = at + RG_RAISE_DELAY_MS;
      save(memberId, subject, current, { value, at: effectiveAt }, at);
      record(memberId, { subject, action: 'raise_requested', from, to, effective_at: effectiveAt, created_at: at });
      return true;
    },
    cancel,
    /** Every waiting change of the member (or of one subject) takes effect at `at`; the rows as they were. */
    applyPending(memberId: number, at: number, subject: RgSubjectRow | null = null): RgLimitRow[] {
      fold(memberId, at);
      dueNow.run({ at, member_id: memberId, subject });
      const applied = due.all(memberId, at) as RgLimitRow[];
      fold(memberId, at);
      return applied;
    },
  };
}
