// Transaction (spec 02 §2 transaction_record): every ledger row of the member — bets, wins,
// transfers in and out of game wallets, deposits, withdrawals, refunds, adjustments, rewards —
// for a date range in the site's time zone and a type, RECORD_PAGE_SIZE rows a page, with the
// page's total under the table.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_TYPES, formatMoney, type LedgerEntry, type LedgerType } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { DateRangeFilter } from '../money-common/date-range-filter.js';
import { useMemberCurrency } from '../money-common/money.js';
import { Pagination, RECORD_PAGE_SIZE } from '../money-common/pagination.js';
import { LoadFailed } from '../money-common/query-state.js';
import { RecordTable, type Column } from '../money-common/record-table.js';
import { SelectFilter } from '../money-common/select-filter.js';
import { formatDateTime } from '../money-common/site-time.js';
import { injectMoneyStyles } from '../money-common/styles.js';
import { useDateRange } from '../money-common/use-date-range.js';
import { usePage } from '../money-common/use-paged-filters.js';
import { useLedger } from './api/ledger.js';

export function TransactionPage() {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const currency = useMemberCurrency();
  const dates = useDateRange();
  const [type, setType] = useState<LedgerType | 'all'>('all');
  const { page, setPage } = usePage(dates.range, [type]);
  const ledger = useLedger({ ...dates.range, type, page, count: RECORD_PAGE_SIZE });
  injectMoneyStyles();

  const money = (amount: string) => formatMoney(amount, currency);
  const columns: Column<LedgerEntry>[] = [
    { key: 'time', label: t('records.time'), cell: (r) => formatDateTime(r.created_at, dates.zone) },
    { key: 'type', label: t('records.type'), cell: (r) => t(`records.ledger_${r.type}`) },
    { key: 'wallet', label: t('records.wallet'), cell: (r) => r.gp_id ?? t('records.main_wallet') },
    { key: 'amount', label: t('records.amount'), numeric: true, cell: (r) => money(r.amount) },
    { key: 'balance', label: t('records.balance_after'), numeric: true, cell: (r) => money(r.balance_after) },
    { key: 'order', label: t('records.order_number'), cell: (r) => r.order_number ?? '' },
  ];

  return (
    <section className="mc-page" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('records.transaction_title')}</h2>
      <DateRangeFilter state={dates} />
      <div className="mc-filters">
        <SelectFilter<LedgerType | 'all'>
          label={t('records.type')}
          value={type}
          onChange={setType}
          options={[{ value: 'all' as const, label: t('records.all') }, ...LEDGER_TYPES.map((v) => ({ value: v, label: t(`records.ledger_${v}`) }))]}
        />
      </div>
      {ledger.isError ? (
        <LoadFailed error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <>
          <RecordTable
            caption={t('records.transaction_title')}
            columns={columns}
            rows={ledger.data?.list ?? []}
            rowKey={(r) => r.id}
            busy={ledger.isFetching}
            footer={ledger.data && <p className="mc-totals">{t('records.page_total', { amount: money(ledger.data.page_total) })}</p>}
          />
          {ledger.data && ledger.data.total_count > 0 && <Pagination page={page} total={ledger.data.total_count} onPage={setPage} />}
        </>
      )}
    </section>
  );
}
