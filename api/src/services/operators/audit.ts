// The audit log (docs/operators.md "Audit log"): who changed what, on which site, from what to
// what, when and from where. An entry is written in the transaction of the change it describes, so
// there is never a change without its entry nor an entry for a change that rolled back. Nothing
// edits or deletes an entry (the table's triggers refuse it).
import type { Db } from '../../db/database.js';

export interface AuditActor {
  operator_id: number | null;
  operator_account: string;
  address: string;
}

export interface AuditChange {
  site_id: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditEntry extends AuditChange {
  id: number;
  at: number;
  operator_account: string;
  address: string;
}

export interface AuditFilter {
  site_ids: string[] | 'all';
  site_id?: string;
  action?: string;
  operator?: string;
  from?: number;
  to?: number;
  before_id?: number;
  limit: number;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export function createAudit(db: Db, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT INTO audit_log (at, operator_id, operator_account, site_id, action, target, before, after, address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  function record(actor: AuditActor, change: AuditChange) {
    if (!db.inTransaction) throw new Error('an audit entry is written inside the transaction of its change');
    insert.run(
      now(),
      actor.operator_id,
      actor.operator_account,
      change.site_id,
      change.action,
      change.target,
      json(change.before),
      json(change.after),
      actor.address,
    );
  }

  return {
    record,

    /**
     * Runs `work` in one transaction and writes its change's entry in it; a work that changed
     * nothing returns `change: null` and writes none. A throw rolls both back.
     */
    run<T>(actor: AuditActor, work: () => { result: T; change: AuditChange | null }): T {
      return db.transaction(() => {
        const { result, change } = work();
        if (change) record(actor, change);
        return result;
      })();
    },

    /** Newest first, `limit` entries before `before_id`; only sites the reader may see (and site-less entries for every-site readers). */
    list(filter: AuditFilter): { items: AuditEntry[]; next_before_id: number | null } {
      const where: string[] = [];
      const args: (string | number)[] = [];
      if (filter.site_ids !== 'all') {
        where.push(`site_id IN (${filter.site_ids.map(() => '?').join(', ') || 'NULL'})`);
        args.push(...filter.site_ids);
      }
      const add = (clause: string, value: string | number | undefined) => {
        if (value === undefined || value === '') return;
        where.push(clause);
        args.push(value);
      };
      add('site_id = ?', filter.site_id);
      add('action = ?', filter.action);
      add('operator_account = ? COLLATE NOCASE', filter.operator);
      add('at >= ?', filter.from);
      add('at <= ?', filter.to);
      add('id < ?', filter.before_id);
      const rows = db
        .prepare(
          `SELECT id, at, operator_account, site_id, action, target, before, after, address FROM audit_log
           ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
        )
        .all(...args, filter.limit + 1) as (Omit<AuditEntry, 'before' | 'after'> & {
        before: string | null;
        after: string | null;
      })[];
      const items = rows.slice(0, filter.limit).map((r) => ({
        ...r,
        before: r.before === null ? null : (JSON.parse(r.before) as unknown),
        after: r.after === null ? null : (JSON.parse(r.after) as unknown),
      }));
      return { items, next_before_id: rows.length > filter.limit ? items[items.length - 1]!.id : null };
    },
  };
}
