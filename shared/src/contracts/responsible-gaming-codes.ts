// Answer codes of responsible gaming, for the api that answers them and every remote
// that shows them: the member centre (deposit, the page), mf-games (play1) and mf-auth (login).
// Their own range (6xx) so they never meet another table's numbers on the calls they share
// (deposit answers CashierCode too, play1 GameCode, login LOGIN_CODE). A field that breaks the
// shared schema answers MemberCode.invalidField (422) with a MemberFieldError.
import type { RgPeriod } from './responsible-gaming-types.js';

export const ResponsibleGamingCode = {
  /** Deposit: the amount would pass a deposit limit. data: RgDepositLimitRefusal. */
  depositLimit: 601,
  /** play1: a loss limit is reached. data: { period }. */
  lossLimit: 602,
  /** play1: this login session reached its time limit. data: { limit_minutes }. */
  sessionLimit: 603,
  /** Login (every way in): a time-out runs. data: RgExclusion. */
  timedOut: 604,
  /** Login (every way in): self-excluded. data: RgExclusion. */
  selfExcluded: 605,
  /** Exclusion: the login password is wrong. */
  wrongPassword: 606,
  /** Cancel: nothing is pending for that limit. */
  nothingPending: 607,
} as const;

/** data of depositLimit: the tightest limit the deposit would pass and what is left of it. */
export interface RgDepositLimitRefusal {
  period: RgPeriod;
  remaining: string;
}
export interface RgLossLimitRefusal {
  period: RgPeriod;
}
export interface RgSessionLimitRefusal {
  limit_minutes: number;
}
