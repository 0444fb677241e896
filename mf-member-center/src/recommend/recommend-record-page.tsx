// RecommendRecord (spec 02 §2 recommend_award): the rewards earned per referred member in a date
// range (site time zone), RECORD_PAGE_SIZE a page, with the total reward of the whole range.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type RecommendRecord } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { DateRangeFilter } from '../money-common/date-range-filter.js';
import { useMemberCurrency } from '../money-common/money.js';
import { Pagination, RECORD_PAGE_SIZE } from '../money-common/pagination.js';
import { LoadFailed } from '../money-common/query-state.js';
import { RecordTable, type Column } from '../money-common/record-table.js';
import { formatDateTime } from '../money-common/site-time.js';
import { injectMoneyStyles } from '../money-common/styles.js';
import { useDateRange } from '../money-common/use-date-range.js';
import { usePage } from '../money-common/use-paged-filters.js';
import { useRecommendRecord } from './api/recommend-record.js';

export function RecommendRecordPage() {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const currency = useMemberCurrency();
  const dates = useDateRange();
  const { page, setPage } = usePage(dates.range, []);
  const record = useRecommendRecord({ ...dates.range, page, count: RECORD_PAGE_SIZE });
  injectMoneyStyles();

  const columns: Column<RecommendRecord>[] = [
    { key: 'member', label: t('recommend.member'), cell: (r) => r.member_account },
    { key: 'reward', label: t('recommend.reward_amount'), numeric: true, cell: (r) => formatMoney(r.reward_amount, currency) },
    { key: 'time', label: t('recommend.time'), cell: (r) => formatDateTime(r.created_at, dates.zone) },
  ];
  return (
    <section className="mc-page" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recommend.record_title')}</h2>
      <DateRangeFilter state={dates} />
      {record.isError ? (
        <LoadFailed error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <>
          {record.data && <p className="mc-totals">{t('recommend.total_reward', { amount: formatMoney(record.data.total_reward, currency) })}</p>}
          <RecordTable caption={t('recommend.record_title')} columns={columns} rows={record.data?.list ?? []} rowKey={(r) => r.id} busy={record.isFetching} />
          {record.data && record.data.total_count > 0 && <Pagination page={page} total={record.data.total_count} onPage={setPage} />}
        </>
      )}
    </section>
  );
}
