// mf-proxy's use of the shared record kit: the kit's words from this remote's 'records.*' keys,
// the period control of the reports, and the words of a failed agent-centre call.
import { useTranslation } from 'react-i18next';
import { AgentCode, REPORT_MAX_DAYS, isApiCodeError } from '@croupier/shared';
import { REPORT_DATE_PRESETS } from '@croupier/shared/dates';
import {
  useDateRange,
  type DateRangeLabels,
  type PaginationLabels,
  type QueryStatusLabels,
} from '@croupier/shared/records';
import { NAMESPACE } from '../i18n.js';
import { REPORT_INITIAL_PRESET, REPORT_RANGE } from './presets.js';

export const useReportDates = () =>
  useDateRange({ presets: REPORT_DATE_PRESETS, initial: REPORT_INITIAL_PRESET, ...REPORT_RANGE });

export interface RecordLabels {
  range: DateRangeLabels;
  pagination: PaginationLabels;
  table: { empty: string; loading: string };
  status: QueryStatusLabels;
  /** Our words for a refusal we know (not an agent, a period that is not one, not in the downline); null otherwise. */
  failure(error: unknown): string | null;
}

/** The message keys a report range's refusal may name (data.key, the shared reportRangeSchema's). */
const RANGE_KEYS = new Set(['report.err_range', 'report.err_range_too_long']);

export function useRecordLabels(): RecordLabels {
  const { t } = useTranslation(NAMESPACE);
  return {
    range: {
      group: t('records.period'),
      start: t('records.start_date'),
      end: t('records.end_date'),
      invalid: t('records.err_range', { days: REPORT_MAX_DAYS }),
      preset: (preset) => t(`records.preset_${preset}`),
    },
    pagination: {
      nav: t('records.pagination'),
      previous: t('records.previous'),
      next: t('records.next'),
      pageOf: (page, pages, total) => t('records.page_of', { page, pages, total }),
    },
    table: { empty: t('records.empty'), loading: t('records.loading') },
    status: { loading: t('records.loading'), retry: t('records.retry'), failed: t('records.failed') },
    failure: (error) => {
      if (!isApiCodeError(error)) return null;
      if (error.code === AgentCode.notAgent) return t('records.err_not_agent');
      if (error.code === AgentCode.notInDownline) return t('downline.err_not_in_downline');
      if (error.code === AgentCode.invalidPeriod) {
        const key = (error.data as { key?: unknown } | undefined)?.key;
        return t(typeof key === 'string' && RANGE_KEYS.has(key) ? key : 'records.err_invalid_period');
      }
      return null;
    },
  };
}
