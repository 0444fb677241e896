// RecommendRecord (spec 02 §2 recommend_award): the rewards earned per referred member in a date
// range (site time zone), RECORD_PAGE_SIZE a page, with the total reward of the whole range.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type RecommendRecord } from '@croupier/shared';
import { DateRangeFilter, Pagination, QueryStatus, RecordTable, type Column, usePage } from '@croupier/shared/records';
import { SECOND_FORMAT, formatSiteTime } from '@croupier/shared/dates';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { useRecordDates, useRecordLabels } from '../records-common/index.js';
import { RECORD_PAGE_SIZE } from '../constants.js';
import { useMemberCurrency } from '../member-layout/index.js';
import '../page-styles.css';
import { useRecommendRecord } from './api/recommend-record.js';

export function RecommendRecordPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const kit = useRecordLabels();
  const headingId = useId();
  const currency = useMemberCurrency();
  const dates = useRecordDates();
  const { page, setPage } = usePage(dates.range, []);
  const record = useRecommendRecord({ ...dates.range, page, count: RECORD_PAGE_SIZE });

  const columns: Column<RecommendRecord>[] = [
    { key: 'member', label: t('recommend.member'), cell: (r) => r.member_account },
    {
      key: 'reward',
      label: t('recommend.reward_amount'),
      numeric: true,
      cell: (r) => formatMoney(r.reward_amount, currency),
    },
    { key: 'time', label: t('recommend.time'), cell: (r) => formatSiteTime(r.created_at, dates.zone, SECOND_FORMAT) },
  ];
  return (
    <section className="mfmc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recommend.record_title')}</h2>
      <DateRangeFilter state={dates} labels={kit.range} />
      {record.isError ? (
        <QueryStatus query={record} labels={status} />
      ) : (
        <>
          {record.data && (
            <p className="mfmc-totals">
              {t('recommend.total_reward', { amount: formatMoney(record.data.total_reward, currency) })}
            </p>
          )}
          <RecordTable
            caption={t('recommend.record_title')}
            columns={columns}
            rows={record.data?.list ?? []}
            rowKey={(r) => r.id}
            busy={record.isFetching}
            labels={kit.table}
          />
          {record.data && record.data.total_count > 0 && (
            <Pagination
              page={page}
              total={record.data.total_count}
              size={RECORD_PAGE_SIZE}
              onPage={setPage}
              labels={kit.pagination}
            />
          )}
        </>
      )}
    </section>
  );
}
