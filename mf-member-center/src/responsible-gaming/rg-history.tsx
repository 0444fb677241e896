// Every change with its time, newest first: the shared record table (a table on desktop, one
// card per row on phones). Values are written by what they are about: money, minutes, a period.
import { type RgChange } from '@croupier/shared';
import { RecordTable, QueryStatus, type Column } from '@croupier/shared/records';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusLabels } from '../frame/index.js';
import { NAMESPACE } from '../i18n.js';
import { useRgHistory } from './api/history.js';
import { useRgFormat } from './use-rg-format.js';

export function RgHistory({ currency }: { currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const history = useRgHistory();
  const status = useStatusLabels();
  const format = useRgFormat(currency);

  const value = (row: RgChange, v: string | null): string => {
    if (v === null) return t(row.subject === 'reality_check' ? 'rg.reality_off' : 'rg.none');
    if (row.subject === 'session') return format.minutes(Number(v));
    if (row.subject === 'reality_check') return t('rg.reality_every', { minutes: v });
    if (row.subject === 'time_out' || row.subject === 'self_exclusion')
      return t(`rg.exclusion_period.${v}`, { defaultValue: v });
    return format.money(v);
  };
  const columns: Column<RgChange>[] = [
    { key: 'time', label: t('rg.col.time'), cell: (r) => format.time(r.created_at) },
    { key: 'subject', label: t('rg.col.subject'), cell: (r) => t(`rg.subject.${r.subject}`) },
    { key: 'action', label: t('rg.col.action'), cell: (r) => t(`rg.action.${r.action}`) },
    { key: 'from', label: t('rg.col.from'), cell: (r) => value(r, r.from) },
    { key: 'to', label: t('rg.col.to'), cell: (r) => value(r, r.to) },
    {
      key: 'effective',
      label: t('rg.col.effective'),
      cell: (r) => (r.effective_at === null ? '' : format.time(r.effective_at)),
    },
  ];

  return (
    <section className="mfmc-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('rg.history_heading')}</h3>
      {history.data ? (
        <RecordTable
          caption={t('rg.history_heading')}
          columns={columns}
          rows={history.data}
          rowKey={(r) => r.id}
          busy={history.isFetching}
          labels={{ empty: t('rg.history_empty'), loading: status.loading }}
        />
      ) : (
        <QueryStatus query={history} labels={status} />
      )}
    </section>
  );
}
