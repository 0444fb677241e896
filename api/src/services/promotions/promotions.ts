// The promotions pages (spec 01 /discount, 02 §2-§4): the site's running and coming promotions
// by category, one promotion's rules with the member's status, and the member's application
// (apply_type 1: pending until the operator decides) or claim (apply_type 2: approved at once,
// bonus paid). Every payment is a ledger row 'promotion:<application id>' written with the
// application in one transaction; member.cash after the commit. Texts are {language: text},
// read in the caller's language, else English; times in the site's zone.
import {
  PROMOTION_APPLY_TYPE,
  PromotionCode,
  type PromotionApplyResult,
  type PromotionApplyType,
  type PromotionCard,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionList,
  type PromotionMemberStatus,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import { siteTime } from '../../lib/site-days.js';
import { inLanguage } from '../../lib/texts.js';
import type { MainLedger } from '../cashier/index.js';
import type { MemberRow } from '../members/index.js';

interface PromotionRow {
  id: number;
  site_id: string;
  category_id: number;
  currency: string | null;
  title: string;
  summary: string;
  content: string;
  picture: string;
  apply_type: PromotionApplyType;
  bonus_cents: number;
  sort: number;
  starts_at: number;
  ends_at: number | null;
}
interface ApplicationRow {
  id: number;
  status: Exclude<PromotionMemberStatus, 'none'>;
  bonus_cents: number;
  ledger_id: number | null;
}

type ApplyRefused =
  | typeof PromotionCode.notFound
  | typeof PromotionCode.promotionNotRunning
  | typeof PromotionCode.promotionNoApply
  | typeof PromotionCode.promotionAlreadyApplied
  | typeof PromotionCode.promotionOtherCurrency;
export type ApplyRefusal = { refused: ApplyRefused; message: string };

/** A member's application waiting for the operator's decision, as the console lists it. */
export interface PendingApplication {
  id: number;
  promotion_id: number;
  /** The promotion's title in every language. */
  promotion_title: Record<string, string>;
  /** What approving pays (apply_type 1), as a money string. */
  bonus: string;
  member_account: string;
  member_currency: string;
  /** 'YYYY-MM-DD HH:mm:ss' in the site's zone. */
  applied_at: string;
}

/** The most pending applications the console's list answers (oldest first). */
export const PENDING_APPLICATIONS_LIMIT = 200;

export function createPromotions(
  db: Db,
  cash: MainLedger,
  zoneOf: (siteId: string) => string,
  now: () => number = Date.now,
) {
  const listed = db.prepare(
    `SELECT * FROM promotions WHERE site_id = @site AND (ends_at IS NULL OR ends_at > @now)
        AND (@currency IS NULL OR currency IS NULL OR currency = @currency)
      ORDER BY sort DESC, id`,
  );
  const categories = db.prepare(
    'SELECT id, name, sort FROM promotion_categories WHERE site_id = ? ORDER BY sort DESC, id',
  );
  const promotion = db.prepare('SELECT * FROM promotions WHERE id = ? AND site_id = ?');
  const application = db.prepare(
    'SELECT id, status, bonus_cents, ledger_id FROM promotion_applications WHERE promotion_id = ? AND member_id = ?',
  );
  const byRequest = db
    .prepare('SELECT promotion_id FROM promotion_applications WHERE member_id = ? AND request_id = ?')
    .pluck();
  const ledgerBalance = db.prepare('SELECT balance_after_cents FROM wallet_ledger WHERE id = ?').pluck();
  const insert = db.prepare(
    'INSERT INTO promotion_applications (promotion_id, member_id, status, bonus_cents, request_id, created_at, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const pay = db.prepare('UPDATE promotion_applications SET bonus_cents = ?, ledger_id = ? WHERE id = ?');
  const decideRow = db.prepare(
    "UPDATE promotion_applications SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'",
  );

  const pendingOf = db.prepare(
    `SELECT a.id, a.promotion_id, p.title, p.apply_type, p.bonus_cents, m.member_account, m.member_currency, a.created_at
       FROM promotion_applications a
       JOIN promotions p ON p.id = a.promotion_id
       JOIN members m ON m.id = a.member_id
      WHERE p.site_id = ? AND a.status = 'pending'
      ORDER BY a.created_at, a.id LIMIT ?`,
  );

  const card = (r: PromotionRow, language: string, zone: string): PromotionCard => ({
    id: r.id,
    category_id: r.category_id,
    title: inLanguage(r.title, language),
    summary: inLanguage(r.summary, language),
    picture: r.picture,
    start_at: siteTime(r.starts_at, zone),
    end_at: r.ends_at === null ? null : siteTime(r.ends_at, zone),
    apply_type: r.apply_type,
  });
  const ended = (r: PromotionRow, t: number) => r.ends_at !== null && r.ends_at <= t;

  /** What the member's application answers: pending, or approved with its bonus and the balance after it. */
  function answer(memberId: number, a: ApplicationRow): PromotionApplyResult {
    const balance =
      a.ledger_id !== null
        ? (ledgerBalance.get(a.ledger_id) as number)
        : a.status === 'approved'
          ? cash.readMain(memberId)
          : null;
    return {
      status: a.status,
      bonus: formatCents(a.bonus_cents),
      balance: balance === null ? null : formatCents(balance),
    };
  }

  const applyTx = db.transaction(
    (
      member: MemberRow,
      id: number,
      requestId: string | null,
    ): { application: ApplicationRow; paid: boolean } | ApplyRefusal => {
      if (requestId !== null && byRequest.get(member.id, requestId) === id) {
        return { application: application.get(id, member.id) as ApplicationRow, paid: false };
      }
      const t = now();
      const p = promotion.get(id, member.site_id) as PromotionRow | undefined;
      if (!p) return { refused: PromotionCode.notFound, message: 'No such promotion' };
      if (p.apply_type === PROMOTION_APPLY_TYPE.none)
        return { refused: PromotionCode.promotionNoApply, message: 'This promotion takes no application' };
      if (p.currency !== null && p.currency !== member.member_currency) {
        return {
          refused: PromotionCode.promotionOtherCurrency,
          message: 'This promotion is not offered in your currency',
        };
      }
      if (p.starts_at > t || ended(p, t))
        return { refused: PromotionCode.promotionNotRunning, message: 'This promotion is not running' };
      if (application.get(id, member.id))
        return {
          refused: PromotionCode.promotionAlreadyApplied,
          message: 'You have already applied for this promotion',
        };
      const claim = p.apply_type === PROMOTION_APPLY_TYPE.claim;
      const appId = Number(
        insert.run(id, member.id, claim ? 'approved' : 'pending', 0, requestId, t, claim ? t : null).lastInsertRowid,
      );
      const paid = claim && p.bonus_cents > 0;
      if (paid) pay.run(p.bonus_cents, cash.moveMain(member.id, p.bonus_cents, `promotion:${appId}`).ledgerId, appId);
      return { application: application.get(id, member.id) as ApplicationRow, paid };
    },
  );

  const decideTx = db.transaction(
    (
      memberId: number,
      p: PromotionRow,
      status: 'approved' | 'rejected',
    ): { application_id: number; bonus: string; paid: boolean } | null => {
      const a = application.get(p.id, memberId) as ApplicationRow | undefined;
      if (!a || a.status !== 'pending') return null;
      decideRow.run(status, now(), a.id);
      const paid = status === 'approved' && p.apply_type === PROMOTION_APPLY_TYPE.apply && p.bonus_cents > 0;
      if (paid) pay.run(p.bonus_cents, cash.moveMain(memberId, p.bonus_cents, `promotion:${a.id}`).ledgerId, a.id);
      return { application_id: a.id, bonus: formatCents(paid ? p.bonus_cents : 0), paid };
    },
  );

  return {
    /** Running and coming promotions (not ended) of the currency (or every one), by sort desc; the categories that have some. */
    list(siteId: string, language: string, o: { currency?: string; category_id?: number } = {}): PromotionList {
      const zone = zoneOf(siteId);
      const rows = listed.all({ site: siteId, now: now(), currency: o.currency ?? null }) as PromotionRow[];
      const used = new Set(rows.map((r) => r.category_id));
      const cats = (categories.all(siteId) as { id: number; name: string; sort: number }[])
        .filter((c) => used.has(c.id))
        .map((c): PromotionCategory => ({ id: c.id, name: inLanguage(c.name, language), sort: c.sort }));
      const shown = o.category_id === undefined ? rows : rows.filter((r) => r.category_id === o.category_id);
      return { categories: cats, list: shown.map((r) => card(r, language, zone)) };
    },

    /** One promotion that has not ended, with the member's status (a guest: 'none'); null when missing or ended. */
    detail(siteId: string, id: number, language: string, memberId: number | null): PromotionDetail | null {
      const p = promotion.get(id, siteId) as PromotionRow | undefined;
      if (!p || ended(p, now())) return null;
      const mine = memberId === null ? undefined : (application.get(id, memberId) as ApplicationRow | undefined);
      return {
        ...card(p, language, zoneOf(siteId)),
        content: inLanguage(p.content, language),
        bonus: formatCents(p.apply_type === PROMOTION_APPLY_TYPE.claim ? p.bonus_cents : 0),
        status: mine?.status ?? 'none',
      };
    },

    /** Applies or claims (or answers the application of this request_id); member.cash after the commit when paid. */
    async apply(
      member: MemberRow,
      id: number,
      requestId: string | null,
    ): Promise<{ result: PromotionApplyResult } | ApplyRefusal> {
      const r = applyTx.immediate(member, id, requestId);
      if ('refused' in r) return r;
      if (r.paid) await cash.announce(member.id);
      return { result: answer(member.id, r.application) };
    },

    /** The site's applications waiting for a decision, oldest first. */
    pending(siteId: string): PendingApplication[] {
      const zone = zoneOf(siteId);
      const rows = pendingOf.all(siteId, PENDING_APPLICATIONS_LIMIT) as {
        id: number;
        promotion_id: number;
        title: string;
        apply_type: PromotionApplyType;
        bonus_cents: number;
        member_account: string;
        member_currency: string;
        created_at: number;
      }[];
      return rows.map((r) => ({
        id: r.id,
        promotion_id: r.promotion_id,
        promotion_title: JSON.parse(r.title) as Record<string, string>,
        bonus: formatCents(r.apply_type === PROMOTION_APPLY_TYPE.apply ? r.bonus_cents : 0),
        member_account: r.member_account,
        member_currency: r.member_currency,
        applied_at: siteTime(r.created_at, zone),
      }));
    },

    /**
     * The operator's decision on a pending application, in the caller's transaction (the console
     * writes its audit entry in the same one); null when there is none. Approving an apply_type 1
     * promotion pays its bonus: once committed, `announceCash` tells the member's pages.
     */
    decide(
      member: Pick<MemberRow, 'id' | 'site_id'>,
      promotionId: number,
      status: 'approved' | 'rejected',
    ): { application_id: number; bonus: string; paid: boolean } | null {
      const p = promotion.get(promotionId, member.site_id) as PromotionRow | undefined;
      return p ? decideTx(member.id, p, status) : null;
    },

    /** member.cash for the member, after a paying decision was committed. */
    announceCash: (memberId: number): Promise<void> => cash.announce(memberId),
  };
}
export type Promotions = ReturnType<typeof createPromotions>;
