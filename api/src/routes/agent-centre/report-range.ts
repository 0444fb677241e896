// A report's range (ReportRange): the shared reportRangeSchema (form, order, at most
// REPORT_MAX_DAYS) and real calendar days, as [from, to) in the site's zone. Any broken range
// answers AgentCode.invalidPeriod with {field, key} (the mf-proxy message key).
import Type from 'typebox';
import { AgentCode, reportRangeSchema, type ReportRange } from '@croupier/shared/contracts';
import { dayRange } from '../../lib/site-days.js';
import { checkBody } from '../auth/check-body.js';
import { fieldRefusal } from '../cashier/schemas.js';
import type { Period } from '../../services/agents/index.js';

export const ReportRangeProperties = {
  start_date: Type.String({ maxLength: 32 }),
  end_date: Type.String({ maxLength: 32 }),
};

export function periodOf(
  range: ReportRange,
  zone: string,
): { period: Period } | { answer: ReturnType<typeof fieldRefusal> } {
  const checked = checkBody(reportRangeSchema, range);
  if (!checked.ok) {
    const field = checked.malformed ? 'start_date' : checked.field || 'end_date';
    return {
      answer: fieldRefusal(AgentCode.invalidPeriod, field, checked.malformed ? 'report.err_range' : checked.key),
    };
  }
  const period = dayRange(checked.value.start_date, checked.value.end_date, zone);
  return period ? { period } : { answer: fieldRefusal(AgentCode.invalidPeriod, 'start_date', 'report.err_range') };
}
