// The daily sign-in, paid as cash surplus (spec 02 §7-§8): one sign-in per member and day of the
// site's time zone (UNIQUE), a 7-day cycle of rewards per currency between the activity's start
// and end dates. A sign-in continues yesterday's place in the cycle (1 after a gap or after day
// 7) and pays that day's reward through the ledger ('signin:<id>') in the same transaction.
// The clock is a parameter so that tests can move the days.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import {
  PromotionCode,
  type SigninButtonState,
  type SigninDay,
  type SigninDayState,
  type SigninInfo,
  type SigninResult,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import { dayOf } from '../../lib/site-days.js';
import type { MainLedger } from '../cashier/index.js';
import type { MemberRow } from '../members/index.js';

dayjs.extend(utc);

interface ActivityRow {
  active: 0 | 1;
  start_date: string;
  end_date: string | null;
  rewards_cents: string;
}
interface SigninRow {
  id: number;
  day: string;
  streak_day: number;
  reward_cents: number;
  ledger_id: number | null;
}

export type SigninRefusal = {
  refused: typeof PromotionCode.signinNotOpen | typeof PromotionCode.signinAlready;
  message: string;
};

/** 'YYYY-MM-DD' + n days (calendar arithmetic, no zone). */
/** The sign-in's cycle: day 1..7 of a streak, then day 1 again. */
export const SIGNIN_CYCLE_DAYS = 7;

const addDays = (day: string, n: number) => dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');

export interface SigninActivity {
  site_id: string;
  currency: string;
  active: 0 | 1;
  start_date: string;
  end_date: string | null;
  rewards_cents: number[];
}

/**
 * @param zoneOf the site's time zone (site setting TIMEZONE)
 * @param now the clock
 */
export function createSignins(
  db: Db,
  cash: MainLedger,
  zoneOf: (siteId: string) => string,
  now: () => number = Date.now,
) {
  const activity = db.prepare(
    'SELECT active, start_date, end_date, rewards_cents FROM signin_activities WHERE site_id = ? AND currency = ?',
  );
  const onDay = db.prepare(
    'SELECT id, day, streak_day, reward_cents, ledger_id FROM signins WHERE member_id = ? AND day = ?',
  );
  const byRequest = db.prepare(
    'SELECT id, day, streak_day, reward_cents, ledger_id FROM signins WHERE member_id = ? AND request_id = ?',
  );
  const recentDays = db
    .prepare('SELECT day FROM signins WHERE member_id = ? AND day <= ? ORDER BY day DESC LIMIT 400')
    .pluck();
  const ledgerBalance = db.prepare('SELECT balance_after_cents FROM wallet_ledger WHERE id = ?').pluck();
  const insert = db.prepare(
    'INSERT INTO signins (member_id, day, streak_day, reward_cents, request_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const setLedger = db.prepare('UPDATE signins SET ledger_id = ? WHERE id = ?');
  const upsert = db.prepare(
    `INSERT INTO signin_activities (site_id, currency, active, start_date, end_date, rewards_cents)
     VALUES (@site_id, @currency, @active, @start_date, @end_date, @rewards_cents)
     ON CONFLICT (site_id, currency) DO UPDATE SET active = excluded.active, start_date = excluded.start_date,
       end_date = excluded.end_date, rewards_cents = excluded.rewards_cents`,
  );

  const activitiesOf = db.prepare(
    'SELECT site_id, currency, active, start_date, end_date, rewards_cents FROM signin_activities WHERE site_id = ? ORDER BY currency',
  );

  const activityOf = (siteId: string, currency: string) => activity.get(siteId, currency) as ActivityRow | undefined;
  const today = (siteId: string) => dayOf(now(), zoneOf(siteId));
  const isOpenOn = (a: ActivityRow, day: string) =>
    a.active === 1 && day >= a.start_date && (a.end_date === null || day <= a.end_date);
  const rewardsOf = (a: ActivityRow) => JSON.parse(a.rewards_cents) as number[];

  /** Days signed in a row ending on `last` (0 when `last` is not signed). */
  function streakEndingOn(memberId: number, last: string): number {
    let streak = 0;
    for (const day of recentDays.all(memberId, last) as string[]) {
      if (day !== addDays(last, -streak)) break;
      streak += 1;
    }
    return streak;
  }

  const signTx = db.transaction(
    (member: MemberRow, requestId: string | null): { row: SigninRow; paid: boolean; day: string } | SigninRefusal => {
      if (requestId !== null) {
        const prior = byRequest.get(member.id, requestId) as SigninRow | undefined;
        if (prior) return { row: prior, paid: false, day: prior.day };
      }
      const a = activityOf(member.site_id, member.member_currency);
      const day = today(member.site_id);
      if (!a || !isOpenOn(a, day))
        return { refused: PromotionCode.signinNotOpen, message: 'The daily sign-in is not open' };
      if (onDay.get(member.id, day))
        return { refused: PromotionCode.signinAlready, message: 'You have already signed in today' };
      const yesterday = onDay.get(member.id, addDays(day, -1)) as SigninRow | undefined;
      const streakDay = yesterday && yesterday.streak_day < SIGNIN_CYCLE_DAYS ? yesterday.streak_day + 1 : 1;
      const reward = rewardsOf(a)[streakDay - 1] ?? 0;
      const id = Number(insert.run(member.id, day, streakDay, reward, requestId, now()).lastInsertRowid);
      if (reward > 0) setLedger.run(cash.moveMain(member.id, reward, `signin:${id}`).ledgerId, id);
      return { row: onDay.get(member.id, day) as SigninRow, paid: reward > 0, day };
    },
  );

  return {
    /** cash_surplus/check: the currency's sign-in is on today. */
    isActive(siteId: string, currency: string): boolean {
      const a = activityOf(siteId, currency);
      return a !== undefined && isOpenOn(a, today(siteId));
    },

    /** The member's 7-day cycle; null when its currency has no active sign-in activity. */
    info(member: Pick<MemberRow, 'id' | 'site_id' | 'member_currency'>): SigninInfo | null {
      const a = activityOf(member.site_id, member.member_currency);
      if (!a || a.active !== 1) return null;
      const day = today(member.site_id);
      const signedToday = onDay.get(member.id, day) as SigninRow | undefined;
      const yesterday = onDay.get(member.id, addDays(day, -1)) as SigninRow | undefined;
      // The cycle starts on the first day of the running streak, or today.
      const start = signedToday
        ? addDays(day, 1 - signedToday.streak_day)
        : yesterday && yesterday.streak_day < SIGNIN_CYCLE_DAYS
          ? addDays(day, -yesterday.streak_day)
          : day;
      const rewards = rewardsOf(a);
      const open = isOpenOn(a, day);
      const days = Array.from({ length: SIGNIN_CYCLE_DAYS }, (_, i): SigninDay => {
        const date = addDays(start, i);
        let state: SigninDayState;
        if (date < day) state = 'is_signin_true';
        else if (date === day)
          state = signedToday
            ? 'is_signin_success'
            : open
              ? 'click_signin'
              : a.end_date !== null && day > a.end_date
                ? 'is_signin_pass'
                : 'is_signin_noopen';
        else state = a.end_date !== null && date > a.end_date ? 'is_signin_pass' : 'is_signin_noopen';
        return { day: i + 1, date, reward: formatCents(rewards[i] ?? 0), state };
      });
      const button: SigninButtonState = signedToday ? 'click_signin_true' : open ? 'click_signin' : 'click_signin_pass';
      return {
        state: button,
        streak: streakEndingOn(member.id, signedToday ? day : addDays(day, -1)),
        start_date: a.start_date,
        end_date: a.end_date,
        days,
      };
    },

    /** Signs in today (or answers the sign-in of this request_id); member.cash after the commit when paid. */
    async signin(member: MemberRow, requestId: string | null): Promise<{ result: SigninResult } | SigninRefusal> {
      const r = signTx.immediate(member, requestId);
      if ('refused' in r) return r;
      if (r.paid) await cash.announce(member.id);
      const balance =
        r.row.ledger_id === null ? cash.readMain(member.id) : (ledgerBalance.get(r.row.ledger_id) as number);
      return {
        result: {
          state: 'is_signin_success',
          streak: streakEndingOn(member.id, r.day),
          reward: formatCents(r.row.reward_cents),
          balance: formatCents(balance),
        },
      };
    },

    /** The site's activities, one per currency. */
    activities(siteId: string): SigninActivity[] {
      return (activitiesOf.all(siteId) as (ActivityRow & { site_id: string; currency: string })[]).map((a) => ({
        ...a,
        rewards_cents: rewardsOf(a),
      }));
    },

    /** Writes the activity of a site and currency (the seed, the console, tests). */
    setActivity(a: SigninActivity): void {
      upsert.run({ ...a, rewards_cents: JSON.stringify(a.rewards_cents) });
    },
  };
}
export type Signins = ReturnType<typeof createSignins>;
