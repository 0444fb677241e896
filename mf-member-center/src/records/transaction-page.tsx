// Transaction (spec 02 §2 transaction_record): every ledger row of the member — bets, wins,
// transfers in and out of game wallets, deposits, withdrawals, refunds, adjustments, rewards —
// for a date range in the site's time zone and a type, RECORD_PAGE_SIZE rows a page, with the
// page's total under the table.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_TYPES, formatMoney, type LedgerEntry, type LedgerType } from '@croupier/shared';
import { DateRangeFilter, Pagination, QueryStatus, RecordTable, type Column, usePage } from '@croupier/shared/records';
import { SECOND_FORMAT, formatSiteTime } from '@croupier/shared/dates';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { SelectFilter, useRecordDates, useRecordLabels } from '../records-common/index.js';
import { RECORD_PAGE_SIZE } from '../constants.js';
import { useMemberCurrency } from '../member-layout/index.js';
import '../page-styles.css';
import { useLedger } from './api/ledger.js';

export function TransactionPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const kit = useRecordLabels();
  const headingId = useId();
  const currency = useMemberCurrency();
  const dates = useRecordDates();
  const [type, setType] = useState<LedgerType | 'all'>('all');
  const { page, setPage } = usePage(dates.range, [type]);
  const ledger = useLedger({ ...dates.range, type, page, count: RECORD_PAGE_SIZE });

  const money = (amount: string) => formatMoney(amount, currency);
  const columns: Column<LedgerEntry>[] = [
    { key: 'time', label: t('records.time'), cell: (r) => formatSiteTime(r.created_at, dates.zone, SECOND_FORMAT) },
    { key: 'type', label: t('records.type'), cell: (r) => t(`records.ledger_${r.type}`) },
    { key: 'wallet', label: t('records.wallet'), cell: (r) => r.gp_id ?? t('records.main_wallet') },
    { key: 'amount', label: t('records.amount'), numeric: true, cell: (r) => money(r.amount) },
    { key: 'balance', label: t('records.balance_after'), numeric: true, cell: (r) => money(r.balance_after) },
    { key: 'order', label: t('records.order_number'), cell: (r) => r.order_number ?? '' },
  ];

  return (
    <section className="mfmc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('records.transaction_title')}</h2>
      <DateRangeFilter state={dates} labels={kit.range} />
      <div className="cr-filters">
        <SelectFilter<LedgerType | 'all'>
          label={t('records.type')}
          value={type}
          onChange={setType}
          options={[
            { value: 'all' as const, label: t('records.all') },
            ...LEDGER_TYPES.map((v) => ({ value: v, label: t(`records.ledger_${v}`) })),
          ]}
        />
      </div>
      {ledger.isError ? (
        <QueryStatus query={ledger} labels={status} />
      ) : (
        <>
          <RecordTable
            labels={kit.table}
            caption={t('records.transaction_title')}
            columns={columns}
            rows={ledger.data?.list ?? []}
            rowKey={(r) => r.id}
            busy={ledger.isFetching}
            footer={
              ledger.data && (
                <p className="mfmc-totals">{t('records.page_total', { amount: money(ledger.data.page_total) })}</p>
              )
            }
          />
          {ledger.data && ledger.data.total_count > 0 && (
            <Pagination
              page={page}
              total={ledger.data.total_count}
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
