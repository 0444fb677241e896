// The payment methods of a site and currency (cashier_methods) and the banks a member can bind
// in a currency (cashier_banks), as the wire shows them.
import type { Bank, CashierMethods, PaymentMethod, PaymentMethodKind } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';

export type Direction = 'deposit' | 'withdrawal';

interface MethodRow {
  id: number;
  direction: Direction;
  kind: PaymentMethodKind;
  name: string;
  min_cents: number;
  max_cents: number;
  quick_amounts: string;
}

/** A method as the wire shows it, with its limits in cents for the server's own checks. */
export interface MethodOf extends PaymentMethod {
  min_cents: number;
  max_cents: number;
}

function toMethod(row: MethodRow): MethodOf {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    min_amount: formatCents(row.min_cents),
    max_amount: formatCents(row.max_cents),
    quick_amounts: (JSON.parse(row.quick_amounts) as number[]).map(formatCents),
    min_cents: row.min_cents,
    max_cents: row.max_cents,
  };
}
const wire = ({ min_cents: _min, max_cents: _max, ...method }: MethodOf): PaymentMethod => method;

export function createCashierMethods(db: Db) {
  const active = db.prepare(
    `SELECT id, direction, kind, name, min_cents, max_cents, quick_amounts FROM cashier_methods
     WHERE site_id = ? AND currency = ? AND active = 1 ORDER BY sort, id`,
  );
  const one = db.prepare(
    `SELECT id, direction, kind, name, min_cents, max_cents, quick_amounts FROM cashier_methods
     WHERE id = ? AND site_id = ? AND currency = ? AND direction = ? AND active = 1`,
  );
  const banksOf = db.prepare(
    'SELECT bank_code, bank_name, account_length_min, account_length_max FROM cashier_banks WHERE currency = ? ORDER BY sort, bank_code',
  );
  return {
    /** The active methods of the site and currency, by direction. */
    list(siteId: string, currency: string): CashierMethods {
      const rows = (active.all(siteId, currency) as MethodRow[]).map((r) => ({
        direction: r.direction,
        method: wire(toMethod(r)),
      }));
      return {
        deposit: rows.filter((r) => r.direction === 'deposit').map((r) => r.method),
        withdrawal: rows.filter((r) => r.direction === 'withdrawal').map((r) => r.method),
      };
    },
    /** An active method of this site, currency and direction, else undefined. */
    find(siteId: string, currency: string, direction: Direction, id: number): MethodOf | undefined {
      const row = one.get(id, siteId, currency, direction) as MethodRow | undefined;
      return row && toMethod(row);
    },
    banks: (currency: string) => banksOf.all(currency) as Bank[],
  };
}
export type CashierMethodsService = ReturnType<typeof createCashierMethods>;
