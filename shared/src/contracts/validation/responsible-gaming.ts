// Responsible gaming's rules as valibot schemas: mf-member-center's forms run them,
// the api runs them again on the request body. Messages are mf-member-center keys under 'rg.'
// (MALFORMED for what no form can send: HTTP 400).
import * as v from 'valibot';
import {
  REALITY_CHECK_INTERVALS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_SESSION_LIMIT_MINUTES,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '../responsible-gaming-types.js';
import { MALFORMED } from './malformed.js';
import { AMOUNT, amountToCents, text } from './member.js';

const limitAmount = v.pipe(
  text(32),
  v.nonEmpty('rg.err_amount_required'),
  v.regex(AMOUNT, 'rg.err_amount_format'),
  v.check((s) => amountToCents(s) > 0, 'rg.err_amount_format'),
);

/** POST …/responsible_gaming/limit: a positive amount, or null to remove the limit. */
export const rgLimitSchema = v.object({
  kind: v.picklist(RG_LIMIT_KINDS, MALFORMED),
  period: v.picklist(RG_PERIODS, MALFORMED),
  amount: v.nullable(limitAmount),
});

/** POST …/responsible_gaming/session_limit: whole minutes within RG_SESSION_LIMIT_MINUTES, or null. */
export const rgSessionLimitSchema = v.object({
  limit_minutes: v.nullable(
    v.pipe(
      v.number(MALFORMED),
      v.integer('rg.err_session_minutes'),
      v.minValue(RG_SESSION_LIMIT_MINUTES.min, 'rg.err_session_minutes'),
      v.maxValue(RG_SESSION_LIMIT_MINUTES.max, 'rg.err_session_minutes'),
    ),
  ),
});

/** POST …/responsible_gaming/cancel. */
export const rgCancelSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.picklist(RG_LIMIT_KINDS, MALFORMED), period: v.picklist(RG_PERIODS, MALFORMED) }),
    v.object({ kind: v.literal('session', MALFORMED) }),
  ],
  MALFORMED,
);

/** POST …/responsible_gaming/reality_check. */
export const realityCheckSchema = v.object({
  interval_minutes: v.nullable(v.picklist(REALITY_CHECK_INTERVALS, MALFORMED)),
});

const password = v.pipe(text(), v.nonEmpty('rg.err_password_required'));

/** POST …/responsible_gaming/exclusion: the kind, one of its periods, the login password. */
export const rgExclusionSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('time_out', MALFORMED),
      period: v.picklist(TIME_OUT_PERIODS, 'rg.err_period_required'),
      password,
    }),
    v.object({
      kind: v.literal('self_exclusion', MALFORMED),
      period: v.picklist(SELF_EXCLUSION_PERIODS, 'rg.err_period_required'),
      password,
    }),
  ],
  MALFORMED,
);
