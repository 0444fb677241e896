// The agent centre's date ranges (shared date-range module): the reports' calendar periods, and
// the downline's registration dates, which start with every member ('all').
import { REPORT_MAX_DAYS } from '@croupier/shared';

/** Where a report opens: the current month (what commission is computed on). */
export const REPORT_INITIAL_PRESET = 'this_month';
export const REPORT_RANGE = { maxDays: REPORT_MAX_DAYS } as const;

export const DOWNLINE_DATE_PRESETS = ['all', 'today', 'yesterday', 'days7', 'days30', 'this_month', 'custom'] as const;
