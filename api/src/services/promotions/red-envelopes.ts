// Red envelopes (spec 02 §8-§9): a budget shared out among the first `shares` members of a
// currency who claim it while it runs. A claim is ONE immediate transaction that reads the
// envelope, draws the share (red-envelope-share.ts), writes the claim, the envelope's counters
// and the ledger row 'red_envelope:<claim id>' together: concurrent claims queue on SQLite's
// write lock, so the shares add up to the budget exactly and never beyond. Idempotent by
// (member, envelope, request_id). member.cash after the commit.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  PromotionCode,
  RED_ENVELOPE_TIMEZONE,
  type RedEnvelopeClaim,
  type RedEnvelopePromotion,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import { siteTime } from '../../lib/site-days.js';
import type { MainLedger } from '../cashier/index.js';
import type { MemberRow } from '../members/index.js';
import { shareCents, type Random } from './red-envelope-share.js';

dayjs.extend(utc);
dayjs.extend(timezone);

interface EnvelopeRow {
  id: number;
  site_id: string;
  currency: string;
  budget_cents: number;
  shares: number;
  min_cents: number;
  paid_cents: number;
  claimed: number;
  starts_at: number;
  ends_at: number;
}

export interface NewRedEnvelope {
  site_id: string;
  currency: string;
  budget_cents: number;
  shares: number;
  min_cents: number;
  ends_at: number;
}

/** An envelope as the console lists it: money as strings, times as the client shows them. */
export interface ListedRedEnvelope {
  id: number;
  currency: string;
  budget: string;
  shares: number;
  min: string;
  paid: string;
  claimed: number;
  start_at: string;
  end_at: string;
  running: boolean;
}

/** The most envelopes the console's list answers (newest first). */
export const LISTED_RED_ENVELOPES_LIMIT = 100;

type Refused =
  | typeof PromotionCode.notFound
  | typeof PromotionCode.redEnvelopeUnavailable
  | typeof PromotionCode.redEnvelopeOtherCurrency;
export type ClaimRefusal = { refused: Refused; message: string };

/** 'YYYY-MM-DD HH:mm:ss' in RED_ENVELOPE_TIMEZONE, as the client counts down to it. */
export const redEnvelopeTime = (ms: number) => siteTime(ms, RED_ENVELOPE_TIMEZONE);

/** The instant of a 'YYYY-MM-DD HH:mm:ss' in RED_ENVELOPE_TIMEZONE; null when it is no real time. */
export function parseRedEnvelopeTime(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const at = dayjs.tz(text.replace(' ', 'T'), RED_ENVELOPE_TIMEZONE);
  return at.isValid() && redEnvelopeTime(at.valueOf()) === text ? at.valueOf() : null;
}

export function createRedEnvelopes(
  db: Db,
  cash: MainLedger,
  now: () => number = Date.now,
  random: Random = Math.random,
) {
  const running = db.prepare(
    `SELECT e.id, e.ends_at FROM red_envelopes e
      WHERE e.site_id = ? AND e.currency = ? AND e.starts_at <= @now AND e.ends_at > @now AND e.claimed < e.shares
        AND NOT EXISTS (SELECT 1 FROM red_envelope_claims c WHERE c.envelope_id = e.id AND c.member_id = @member)
      ORDER BY e.starts_at DESC, e.id DESC LIMIT 1`,
  );
  const envelope = db.prepare('SELECT * FROM red_envelopes WHERE id = ?');
  const claimOf = db.prepare('SELECT 1 FROM red_envelope_claims WHERE envelope_id = ? AND member_id = ?').pluck();
  const byRequest = db.prepare(
    `SELECT c.cash_cents, l.balance_after_cents FROM red_envelope_claims c JOIN wallet_ledger l ON l.id = c.ledger_id
      WHERE c.member_id = ? AND c.envelope_id = ? AND c.request_id = ?`,
  );
  // The claim's id is known before its row: the ledger row names it and the claim row names the
  // ledger row. Inside the immediate transaction nobody else can take it.
  const nextClaimId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM red_envelope_claims').pluck();
  const insertClaim = db.prepare(
    'INSERT INTO red_envelope_claims (id, envelope_id, member_id, cash_cents, request_id, ledger_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const count = db.prepare('UPDATE red_envelopes SET paid_cents = paid_cents + ?, claimed = claimed + 1 WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO red_envelopes (site_id, currency, budget_cents, shares, min_cents, starts_at, ends_at, created_at)
     VALUES (@site_id, @currency, @budget_cents, @shares, @min_cents, @starts_at, @ends_at, @created_at)`,
  );

  const listed = db.prepare('SELECT * FROM red_envelopes WHERE site_id = ? ORDER BY starts_at DESC, id DESC LIMIT ?');

  const claimTx = db.transaction(
    (
      member: MemberRow,
      id: number,
      requestId: string | null,
    ): { cents: number; balance: number; paid: boolean } | ClaimRefusal => {
      if (requestId !== null) {
        const prior = byRequest.get(member.id, id, requestId) as
          { cash_cents: number; balance_after_cents: number } | undefined;
        if (prior) return { cents: prior.cash_cents, balance: prior.balance_after_cents, paid: false };
      }
      const t = now();
      const e = envelope.get(id) as EnvelopeRow | undefined;
      if (!e || e.site_id !== member.site_id || e.starts_at > t || e.ends_at <= t) {
        return { refused: PromotionCode.notFound, message: 'This red envelope is not running' };
      }
      if (e.currency !== member.member_currency)
        return {
          refused: PromotionCode.redEnvelopeOtherCurrency,
          message: 'This red envelope is for another currency',
        };
      if (claimOf.get(id, member.id))
        return { refused: PromotionCode.redEnvelopeUnavailable, message: 'You have already claimed this red envelope' };
      if (e.claimed >= e.shares)
        return { refused: PromotionCode.redEnvelopeUnavailable, message: 'No share of this red envelope is left' };
      const cents = shareCents(e.budget_cents - e.paid_cents, e.shares - e.claimed, e.min_cents, random);
      const claimId = nextClaimId.get() as number;
      const moved = cash.moveMain(member.id, cents, `red_envelope:${claimId}`);
      insertClaim.run(claimId, id, member.id, cents, requestId, moved.ledgerId, t);
      count.run(cents, id);
      return { cents, balance: moved.balance, paid: true };
    },
  );

  return {
    /** The newest envelope the member can claim now, else null. */
    current(member: Pick<MemberRow, 'id' | 'site_id' | 'member_currency'>): RedEnvelopePromotion {
      const row = running.get(member.site_id, member.member_currency, { now: now(), member: member.id }) as
        { id: number; ends_at: number } | undefined;
      return { envelope: row ? { id: row.id, end_at: redEnvelopeTime(row.ends_at) } : null };
    },

    /** Claims a share (or answers the claim of this request_id); member.cash after the commit. */
    async claim(
      member: MemberRow,
      id: number,
      requestId: string | null,
    ): Promise<{ claim: RedEnvelopeClaim } | ClaimRefusal> {
      const result = claimTx.immediate(member, id, requestId);
      if ('refused' in result) return result;
      if (result.paid) await cash.announce(member.id);
      return { claim: { cash: formatCents(result.cents), balance: formatCents(result.balance) } };
    },

    /** The site's envelopes, newest first, running or not. */
    list(siteId: string): ListedRedEnvelope[] {
      const t = now();
      return (listed.all(siteId, LISTED_RED_ENVELOPES_LIMIT) as EnvelopeRow[]).map((e) => ({
        id: e.id,
        currency: e.currency,
        budget: formatCents(e.budget_cents),
        shares: e.shares,
        min: formatCents(e.min_cents),
        paid: formatCents(e.paid_cents),
        claimed: e.claimed,
        start_at: redEnvelopeTime(e.starts_at),
        end_at: redEnvelopeTime(e.ends_at),
        running: e.starts_at <= t && e.ends_at > t && e.claimed < e.shares,
      }));
    },

    /** A new envelope running from now (the caller checked budget >= shares·min and the end). */
    create(e: NewRedEnvelope): { id: number; end_at: string } {
      const t = now();
      const id = Number(insert.run({ ...e, starts_at: t, created_at: t }).lastInsertRowid);
      return { id, end_at: redEnvelopeTime(e.ends_at) };
    },
  };
}
export type RedEnvelopes = ReturnType<typeof createRedEnvelopes>;
