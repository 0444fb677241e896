// DWRecord (spec 02 §2 transaction_record): the member's deposit and withdrawal orders for a
// date range in the site's time zone, a type and a status (pending / approved / rejected),
// RECORD_PAGE_SIZE rows a page, with the page's deposit and withdrawal totals under the table.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CashierOrder, type OrderStatus, type OrderType } from '@croupier/shared';
import { DateRangeFilter, Pagination, QueryStatus, RecordTable, type Column, usePage } from '@croupier/shared/records';
import { SECOND_FORMAT, formatSiteTime } from '@croupier/shared/dates';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { SelectFilter, useRecordDates, useRecordLabels } from '../records-common/index.js';
import { RECORD_PAGE_SIZE } from '../constants.js';
import { useMemberCurrency } from '../member-layout/index.js';
import '../page-styles.css';
import { useOrders } from './api/orders.js';

const ORDER_TYPES = ['deposit', 'withdrawal'] as const satisfies readonly OrderType[];
const ORDER_STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly OrderStatus[];

export function DWRecordPage() {
  const { t } = useTranslation(NAMESPACE);
  const statusLabels = useStatusLabels();
  const kit = useRecordLabels();
  const headingId = useId();
  const currency = useMemberCurrency();
  const dates = useRecordDates();
  const [type, setType] = useState<OrderType | 'all'>('all');
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const { page, setPage } = usePage(dates.range, [type, status]);
  const orders = useOrders({ ...dates.range, type, status, page, count: RECORD_PAGE_SIZE });

  const money = (amount: string) => formatMoney(amount, currency);
  const columns: Column<CashierOrder>[] = [
    { key: 'time', label: t('records.time'), cell: (r) => formatSiteTime(r.created_at, dates.zone, SECOND_FORMAT) },
    { key: 'order', label: t('records.order_number'), cell: (r) => r.order_number },
    { key: 'type', label: t('records.type'), cell: (r) => t(`records.ledger_${r.type}`) },
    {
      key: 'method',
      label: t('records.method'),
      cell: (r) => [r.method_name, r.bank_account_masked].filter(Boolean).join(' '),
    },
    { key: 'amount', label: t('records.amount'), numeric: true, cell: (r) => money(r.amount) },
    {
      key: 'status',
      label: t('records.status'),
      cell: (r) => <span className={`mfmc-order--${r.status}`}>{t(`records.status_${r.status}`)}</span>,
    },
  ];
  const totals = orders.data?.page_total;

  return (
    <section className="mfmc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('records.dw_title')}</h2>
      <DateRangeFilter state={dates} labels={kit.range} />
      <div className="cr-filters">
        <SelectFilter<OrderType | 'all'>
          label={t('records.type')}
          value={type}
          onChange={setType}
          options={[
            { value: 'all' as const, label: t('records.all') },
            ...ORDER_TYPES.map((v) => ({ value: v, label: t(`records.ledger_${v}`) })),
          ]}
        />
        <SelectFilter<OrderStatus | 'all'>
          label={t('records.status')}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'all' as const, label: t('records.all') },
            ...ORDER_STATUSES.map((v) => ({ value: v, label: t(`records.status_${v}`) })),
          ]}
        />
      </div>
      {orders.isError ? (
        <QueryStatus query={orders} labels={statusLabels} />
      ) : (
        <>
          <RecordTable
            labels={kit.table}
            caption={t('records.dw_title')}
            columns={columns}
            rows={orders.data?.list ?? []}
            rowKey={(r) => r.order_number}
            busy={orders.isFetching}
            footer={
              totals && (
                <p className="mfmc-totals">
                  <span>{t('records.page_deposit_total', { amount: money(totals.deposit) })}</span>
                  <span>{t('records.page_withdrawal_total', { amount: money(totals.withdrawal) })}</span>
                </p>
              )
            }
          />
          {orders.data && orders.data.total_count > 0 && (
            <Pagination
              page={page}
              total={orders.data.total_count}
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
