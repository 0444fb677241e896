// RecommendRecord (spec 02 §2 recommend_award): the rewards earned per referred member in a date
// range (site time zone), RECORD_PAGE_SIZE a page, with the total reward of the whole range.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type RecommendRecord } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { DateRangeFilter } from '../records-common/date-range-filter.js';
import { useMemberCurrency } from '../member-layout/use-member-currency.js';
import { Pagination, RECORD_PAGE_SIZE } from '../records-common/pagination.js';
import { QueryStatus } from '../frame/query-status.js';
import { RecordTable, type Column } from '../records-common/record-table.js';
import { SECOND_FORMAT, formatSiteTime } from '../dates/site-time.js';
import { injectPageStyles } from '../frame/page-styles.js';
import { useDateRange } from '../records-common/use-date-range.js';
import { usePage } from '../records-common/use-paged-filters.js';
import { useRecommendRecord } from './api/recommend-record.js';

export function RecommendRecordPage() {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const currency = useMemberCurrency();
  const dates = useDateRange();
  const { page, setPage } = usePage(dates.range, []);
  const record = useRecommendRecord({ ...dates.range, page, count: RECORD_PAGE_SIZE });
  injectPageStyles();

  const columns: Column<RecommendRecord>[] = [
    { key: 'member', label: t('recommend.member'), cell: (r) => r.member_account },
    { key: 'reward', label: t('recommend.reward_amount'), numeric: true, cell: (r) => formatMoney(r.reward_amount, currency) },
    { key: 'time', label: t('recommend.time'), cell: (r) => formatSiteTime(r.created_at, dates.zone, SECOND_FORMAT) },
  ];
  return (
    <section className="mfmc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recommend.record_title')}</h2>
      <DateRangeFilter state={dates} />
      {record.isError ? (
        <QueryStatus query={record} />
      ) : (
        <>
          {record.data && <p className="mfmc-totals">{t('recommend.total_reward', { amount: formatMoney(record.data.total_reward, currency) })}</p>}
          <RecordTable caption={t('recommend.record_title')} columns={columns} rows={record.data?.list ?? []} rowKey={(r) => r.id} busy={record.isFetching} />
          {record.data && record.data.total_count > 0 && <Pagination page={page} total={record.data.total_count} onPage={setPage} />}
        </>
      )}
    </section>
  );
}
