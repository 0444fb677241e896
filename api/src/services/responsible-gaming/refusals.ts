// The answers of responsible gaming's refusals (ResponsibleGamingCode 601-605): the code, an
// English server message (each client shows its own translation of the code) and the data the
// contract names. One place, so the deposit, play1 and every way into a login say it alike.
import {
  ResponsibleGamingCode,
  type NewStyleResponse,
  type RgDepositLimitRefusal,
  type RgExclusion,
  type RgLossLimitRefusal,
  type RgPeriod,
  type RgSessionLimitRefusal,
} from '@croupier/shared/contracts';
import { formatCents } from '../../lib/money.js';

const THIS_PERIOD: Record<RgPeriod, string> = { day: 'today', week: 'this week', month: 'this month' };
const PERIODLY: Record<RgPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

export function depositLimitAnswer(period: RgPeriod, remainingCents: number): NewStyleResponse<RgDepositLimitRefusal> {
  const remaining = formatCents(remainingCents);
  return {
    code: ResponsibleGamingCode.depositLimit,
    message: `This deposit would pass your ${PERIODLY[period]} deposit limit: you can deposit ${remaining} more ${THIS_PERIOD[period]}`,
    data: { period, remaining },
  };
}

export function lossLimitAnswer(period: RgPeriod): NewStyleResponse<RgLossLimitRefusal> {
  return {
    code: ResponsibleGamingCode.lossLimit,
    message: `Your ${PERIODLY[period]} loss limit is reached: you can play again when the ${period} ends`,
    data: { period },
  };
}

export function sessionLimitAnswer(limitMinutes: number): NewStyleResponse<RgSessionLimitRefusal> {
  return {
    code: ResponsibleGamingCode.sessionLimit,
    message: `This session reached your session time limit of ${limitMinutes} minutes: log in again to play`,
    data: { limit_minutes: limitMinutes },
  };
}

/** `untilText`: the end as the site shows times. */
export function exclusionAnswer(exclusion: RgExclusion, untilText: string): NewStyleResponse<RgExclusion> {
  const timedOut = exclusion.kind === 'time_out';
  return {
    code: timedOut ? ResponsibleGamingCode.timedOut : ResponsibleGamingCode.selfExcluded,
    message: timedOut
      ? `This account is on a time-out until ${untilText}; you can log in again after it ends`
      : `This account is self-excluded until ${untilText}; you can log in again after it ends`,
    data: { kind: exclusion.kind, until: exclusion.until },
  };
}
