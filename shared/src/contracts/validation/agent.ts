// The agent area's rules, written once as valibot schemas: mf-proxy's forms run them,
// the api runs them again on the request body. Messages are mf-proxy message keys ('apply.*',
// 'transfer.*', 'report.*') and MALFORMED (HTTP 400).
import * as v from 'valibot';
import { REPORT_MAX_DAYS } from '../agent-codes.js';
import type { AgentTransferSettings } from '../agent-types.js';
import { amountSchema, requestId, text, withdrawPassword } from './member.js';

const PHONE = /^\+?\d{6,20}$/;
const EMAIL = v.pipe(v.string(), v.email());
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** POST /member/apply_for_agent: contact name, phone, e-mail, an optional message, the agreement accepted. */
export const agentApplicationSchema = v.object({
  contact_name: v.pipe(text(64), v.trim(), v.nonEmpty('apply.err_name_required')),
  contact_phone: v.pipe(
    text(32),
    v.trim(),
    v.nonEmpty('apply.err_phone_required'),
    v.regex(PHONE, 'apply.err_phone_format'),
  ),
  contact_email: v.pipe(
    text(128),
    v.trim(),
    v.nonEmpty('apply.err_email_required'),
    v.check((s) => v.is(EMAIL, s), 'apply.err_email_format'),
  ),
  message: v.optional(v.pipe(text(500), v.trim()), ''),
  agree: v.pipe(
    v.unknown(),
    v.check((a) => a === 1 || a === true, 'apply.err_agree'),
    v.transform((): 1 => 1),
  ),
});

/** POST /arks/web/agent/transfer: a downline account, an amount within the limits and the balance, the withdraw password. */
export const agentTransferSchema = (settings: Pick<AgentTransferSettings, 'min_amount' | 'max_amount' | 'cash'>) =>
  v.object({
    member_account: v.pipe(text(64), v.trim(), v.nonEmpty('transfer.err_member_required')),
    amount: amountSchema(settings, settings.cash, 'transfer'),
    withdraw_password: withdrawPassword('transfer.err_withdraw_password_required'),
    request_id: requestId(),
  });

const date = () => v.pipe(text(10), v.regex(ISO_DATE, 'report.err_range'));

/** A report's range: two calendar days, the start not after the end, at most REPORT_MAX_DAYS days. */
export const reportRangeSchema = v.pipe(
  v.object({ start_date: date(), end_date: date() }),
  v.check((r) => r.start_date <= r.end_date, 'report.err_range'),
  v.check(
    (r) => (Date.parse(r.end_date) - Date.parse(r.start_date)) / DAY_MS < REPORT_MAX_DAYS,
    'report.err_range_too_long',
  ),
);
