// The record pages' use of the shared record kit: their date presets (today, yesterday, 7 and 30
// days, custom; from the last 7 days) and the kit's words from this remote's 'records.*' keys.
import { RECORD_DATE_PRESETS } from '@croupier/shared/dates';
import { useDateRange, type DateRangeLabels, type PaginationLabels } from '@croupier/shared/records';
import { useTranslation } from 'react-i18next';
import { RECORD_DEFAULT_PRESET } from '../constants.js';
import { NAMESPACE } from '../i18n.js';

export const useRecordDates = () => useDateRange({ presets: RECORD_DATE_PRESETS, initial: RECORD_DEFAULT_PRESET });

export function useRecordLabels(): {
  range: DateRangeLabels;
  pagination: PaginationLabels;
  table: { empty: string; loading: string };
} {
  const { t } = useTranslation(NAMESPACE);
  return {
    range: {
      group: t('records.date_range'),
      start: t('records.start_date'),
      end: t('records.end_date'),
      invalid: t('records.err_range'),
      preset: (preset) => t(`records.preset_${preset}`),
    },
    pagination: {
      nav: t('records.pagination'),
      previous: t('records.previous'),
      next: t('records.next'),
      pageOf: (page, pages, total) => t('records.page_of', { page, pages, total }),
    },
    table: { empty: t('records.empty'), loading: t('status.loading') },
  };
}
