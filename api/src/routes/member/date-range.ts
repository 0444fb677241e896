// The paging and date range of the record lists (DateRangePage): real 'YYYY-MM-DD' calendar
// dates, start not after end. The client's date pickers send them, so a broken one is HTTP 400.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { DateRangePage } from '@croupier/shared/contracts';
import { isCalendarDay } from '../../lib/site-days.js';
import { badRequest } from '../auth/check-body.js';

export const DateRangeProperties = {
  start_date: Type.String({ maxLength: 10 }),
  end_date: Type.String({ maxLength: 10 }),
  page: Type.Integer({ minimum: 1, maximum: 100_000 }),
  count: Type.Integer({ minimum: 1, maximum: 100 }),
};

/** Answers 400 and returns false when the range is not two real dates in order. */
export function checkRange(range: DateRangePage, reply: FastifyReply): boolean {
  if (!isCalendarDay(range.start_date) || !isCalendarDay(range.end_date) || range.start_date > range.end_date) {
    void badRequest(reply, 'start_date and end_date must be YYYY-MM-DD dates, start_date not after end_date');
    return false;
  }
  return true;
}
