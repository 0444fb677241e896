// What the cashier endpoints share: their services, the answer of a refused field and the
// time-range page of the record lists.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { MemberCode, validTimezone, type MemberFieldError, type NewStyleResponse } from '@croupier/shared/contracts';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import { dayRange } from '../../lib/site-days.js';
import type { MemberSecretsService } from '../../services/auth/index.js';
import type { BankAccounts, CashierMethodsService, CashierRecords, Page } from '../../services/cashier/index.js';
import type { Sites } from '../../services/sites/index.js';
import { badRequest, type BodyCheck } from '../auth/check-body.js';

export interface CashierRouteOptions extends RouteOptions {
  methods: CashierMethodsService;
  bankAccounts: BankAccounts;
  records: CashierRecords;
  secrets: MemberSecretsService;
}
export type CashierRoutePlugin = RoutePlugin<CashierRouteOptions>;

/** An order's number (the dev payment page's and the console's key). */
export const OrderNumber = Type.String({ minLength: 1, maxLength: 40 });
export const Currency = Type.String({ minLength: 2, maxLength: 8, pattern: '^[A-Za-z]+$' });
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** A field the shared schema refused: `code` (invalidField unless the rule has its own) with {field, key}. */
export function fieldRefusal(code: number, field: string, key: string): NewStyleResponse<MemberFieldError> {
  return { code, message: `Invalid field ${field}: ${key}`, data: { field, key } };
}

/**
 * Runs the shared valibot schema: the value, or the answer already sent (HTTP 400 for a malformed
 * body, else the field's code from `codes` by message key, MemberCode.invalidField otherwise).
 */
export function checkFields<T>(
  reply: FastifyReply,
  check: BodyCheck<T>,
  codes: Record<string, number> = {},
): { value: T } | { answer: unknown } {
  if (check.ok) return { value: check.value };
  if (check.malformed) return { answer: badRequest(reply, check.message) };
  return { answer: fieldRefusal(codes[check.key] ?? MemberCode.invalidField, check.field, check.key) };
}

/** DateRangePage's shape; the days are checked as calendar days in the site's zone. */
export const DateRangePage = {
  start_date: Type.String({ maxLength: 10 }),
  end_date: Type.String({ maxLength: 10 }),
  page: Type.Integer({ minimum: 1, maximum: 100_000 }),
  count: Type.Integer({ minimum: 1, maximum: 100 }),
};

/** The page in epoch ms of the site's days, or null when the days are not a range of real days. */
export function pageOf(
  sites: Pick<Sites, 'detail'>,
  siteId: string,
  body: { start_date: string; end_date: string; page: number; count: number },
): Page | null {
  const zone = validTimezone(sites.detail(siteId)?.settings.TIMEZONE);
  const range = dayRange(body.start_date, body.end_date, zone);
  return range && { ...range, page: body.page, count: body.count };
}
