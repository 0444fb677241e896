// The member of responsible gaming's seed: limits in force, a raise waiting for its
// 24 hours and the history that led there. Times are before (negative) or after the seed's `now`.
import { RG_RAISE_DELAY_MS } from '../../services/responsible-gaming/index.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** rglimits01 / rglimits123 (the hash: argon2id of it, computed once), USD, main wallet 100.00. */
export const rgMemberSeed = {
  member_account: 'rglimits01',
  password_hash: '$argon2id$v=19$m=65536,p=4,t=3$mOsw/QsA1WhZERssq6RSUg$fE0SB9SB97NkqxUaCrUgRfUDlj43lnURXQlHv5bysWs',
  member_name: 'Riley Limits',
  cash_cents: 10_000,
  reality_check_minutes: 30,
};

/** Asked 4 hours before the seed: the weekly deposit limit 300.00 -> 500.00 waits 20 more hours. */
const RAISE_ASKED = -4 * HOUR;

/** rg_limits rows: value in force (cents; minutes for the session), a waiting change. */
export const rgLimitsSeed = [
  { subject: 'deposit_day', value: 10_000, pending_value: null, pending_at: null },
  { subject: 'deposit_week', value: 30_000, pending_value: 50_000, pending_at: RAISE_ASKED + RG_RAISE_DELAY_MS },
  { subject: 'loss_month', value: 20_000, pending_value: null, pending_at: null },
  { subject: 'session', value: 60, pending_value: null, pending_at: null },
] as const;

/** rg_changes rows, oldest first, as the member's page wrote them. */
export const rgChangesSeed = [
  { at: -3 * DAY, subject: 'deposit_day', action: 'limit_set', from: null, to: '100.00', effective_at: null },
  { at: -3 * DAY, subject: 'deposit_week', action: 'limit_set', from: null, to: '300.00', effective_at: null },
  { at: -2 * DAY, subject: 'loss_month', action: 'limit_set', from: null, to: '200.00', effective_at: null },
  { at: -2 * DAY, subject: 'session', action: 'limit_set', from: null, to: '60', effective_at: null },
  { at: -2 * DAY, subject: 'reality_check', action: 'reality_check_set', from: null, to: '30', effective_at: null },
  {
    at: RAISE_ASKED,
    subject: 'deposit_week',
    action: 'raise_requested',
    from: '300.00',
    to: '500.00',
    effective_at: RAISE_ASKED + RG_RAISE_DELAY_MS,
  },
] as const;
