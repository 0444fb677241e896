// PerformanceSettlement (spec 02 §2): one row per month (site time zone), newest first:
// the downline's net revenue, its active members, the plan tier reached (or "—"), the rate, the
// commission and whether it is settled (credited to the main balance, with the date) or pending.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Settlement } from '@croupier/shared';
import { Pagination, QueryStatus, RecordTable, type Column } from '@croupier/shared/records';
import { formatSiteTime, useSiteTimezone } from '@croupier/shared/dates';
import { AGENT_PAGE_SIZE } from '../constants.js';
import { NAMESPACE } from '../i18n.js';
import { useAgentMoney, useRecordLabels } from '../records/index.js';
import { useSettlements } from './api/settlements.js';

export function PerformanceSettlementPage() {
  const { t } = useTranslation(NAMESPACE);
  const kit = useRecordLabels();
  const money = useAgentMoney();
  const zone = useSiteTimezone();
  const [page, setPage] = useState(1);
  const settlements = useSettlements({ page, count: AGENT_PAGE_SIZE });

  const columns: Column<Settlement>[] = [
    { key: 'period', label: t('settlement.period'), cell: (s) => s.period },
    { key: 'net_revenue', label: t('settlement.net_revenue'), numeric: true, cell: (s) => money(s.net_revenue) },
    {
      key: 'active_members',
      label: t('settlement.active_members'),
      numeric: true,
      cell: (s) => String(s.active_members),
    },
    {
      key: 'tier',
      label: t('settlement.tier'),
      cell: (s) => (s.tier === null ? t('settlement.no_tier') : t('settlement.tier_n', { tier: s.tier })),
    },
    {
      key: 'rate',
      label: t('settlement.rate'),
      numeric: true,
      cell: (s) => t('settlement.rate_value', { rate: s.rate }),
    },
    { key: 'commission', label: t('settlement.commission'), numeric: true, cell: (s) => money(s.commission) },
    {
      key: 'status',
      label: t('settlement.status'),
      cell: (s) => (
        <span className={`mfpr-status--${s.status}`}>
          {s.status === 'settled' && s.settled_at !== null
            ? t('settlement.settled_on', { date: formatSiteTime(s.settled_at, zone) })
            : t(`settlement.status_${s.status}`)}
        </span>
      ),
    },
  ];
  const data = settlements.data;

  return (
    <div className="mfpr-panel">
      <p className="cr-muted">{t('settlement.intro')}</p>
      {settlements.isError || !data ? (
        <QueryStatus query={settlements} labels={kit.status} message={kit.failure(settlements.error)} />
      ) : (
        <>
          <RecordTable
            caption={t('settlement.title')}
            columns={columns}
            rows={data.list}
            rowKey={(s) => s.period}
            busy={settlements.isFetching}
            labels={{ ...kit.table, empty: t('settlement.empty') }}
          />
          {data.total_count > 0 && (
            <Pagination
              page={page}
              total={data.total_count}
              size={AGENT_PAGE_SIZE}
              onPage={setPage}
              labels={kit.pagination}
            />
          )}
        </>
      )}
    </div>
  );
}
