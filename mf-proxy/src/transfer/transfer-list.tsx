// The agent's past transfers (the shared record kit, in the reports' words and periods): a date
// range from this month, AGENT_PAGE_SIZE a page, the range's total; each row the member, the
// amount and the time in the site's zone.
import { formatMoney, type AgentTransfer } from '@croupier/shared';
import { DateRangeFilter, Pagination, RecordTable, usePage, type Column } from '@croupier/shared/records';
import { formatSiteTime, SECOND_FORMAT } from '@croupier/shared/dates';
import { AGENT_PAGE_SIZE } from '../constants.js';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../status/index.js';
import { NAMESPACE } from '../i18n.js';
import { useRecordLabels, useReportDates } from '../records/index.js';
import { useTransferList } from './api/transfer-list.js';

export function TransferList({ currency }: { currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const labels = useRecordLabels();
  const dates = useReportDates();
  const { page, setPage } = usePage(dates.range, []);
  const list = useTransferList({ ...dates.range, page, count: AGENT_PAGE_SIZE });

  const columns: Column<AgentTransfer>[] = [
    { key: 'member', label: t('transfer.list_member'), cell: (r) => r.member_account },
    { key: 'amount', label: t('transfer.list_amount'), numeric: true, cell: (r) => formatMoney(r.amount, currency) },
    {
      key: 'time',
      label: t('transfer.list_time'),
      cell: (r) => formatSiteTime(r.created_at, dates.zone, SECOND_FORMAT),
    },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('transfer.list_heading')}</h3>
      <DateRangeFilter state={dates} labels={labels.range} />
      {list.isError ? (
        <QueryStatus query={list} />
      ) : (
        <>
          {list.data && (
            <p className="mfp-totals">
              {t('transfer.list_total', {
                amount: formatMoney(list.data.total_amount, currency),
                count: list.data.total_count,
              })}
            </p>
          )}
          <RecordTable
            caption={t('transfer.list_heading')}
            columns={columns}
            rows={list.data?.list ?? []}
            rowKey={(r) => r.id}
            busy={list.isFetching}
            labels={{ empty: t('transfer.list_empty'), loading: t('status.loading') }}
          />
          {list.data && list.data.total_count > 0 && (
            <Pagination
              page={page}
              total={list.data.total_count}
              size={AGENT_PAGE_SIZE}
              onPage={setPage}
              labels={labels.pagination}
            />
          )}
        </>
      )}
    </section>
  );
}
