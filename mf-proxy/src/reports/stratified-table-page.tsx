// StratifiedTable (spec 02 §2): the period's figures per depth of the hierarchy
// ("Direct", "Level 2", …) with the totals (equal to OperationTable's for the same period), and
// per sub-agent (its level name, its own downline counted). The same period control.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type StratifiedLevel, type StratifiedSubAgent } from '@croupier/shared';
import { DateRangeFilter, QueryStatus, RecordTable, type Column } from '@croupier/shared/records';
import { NAMESPACE } from '../i18n.js';
import { useLevelName } from '../levels/index.js';
import {
  depthLabel,
  figureCells,
  figureColumns,
  useAgentMoney,
  useRecordLabels,
  useReportDates,
} from '../records/index.js';
import { useStratifiedReport } from './api/stratified-report.js';

export function StratifiedTablePage() {
  const { t } = useTranslation(NAMESPACE);
  const kit = useRecordLabels();
  const money = useAgentMoney();
  const levelName = useLevelName();
  const levelsId = useId();
  const agentsId = useId();
  const dates = useReportDates();
  const report = useStratifiedReport(dates.range);

  const members = {
    key: 'members',
    label: t('report.member_count'),
    numeric: true,
    cell: (r: { member_count: number }) => String(r.member_count),
  };
  const levelColumns: Column<StratifiedLevel>[] = [
    { key: 'depth', label: t('report.depth'), cell: (r) => depthLabel(t, r.depth) },
    members,
    ...figureColumns<StratifiedLevel>(t, money),
  ];
  const agentColumns: Column<StratifiedSubAgent>[] = [
    { key: 'account', label: t('report.sub_agent'), cell: (r) => r.member_account },
    { key: 'level', label: t('report.agent_level'), cell: (r) => levelName(r.agent_level) },
    { key: 'depth', label: t('report.depth'), cell: (r) => depthLabel(t, r.depth) },
    members,
    ...figureColumns<StratifiedSubAgent>(t, money),
  ];
  const data = report.data;
  const range = { start: dates.range.start_date, end: dates.range.end_date };

  return (
    <div className="mfpr-panel">
      <DateRangeFilter state={dates} labels={kit.range} />
      {report.isError || !data ? (
        <QueryStatus query={report} labels={kit.status} message={kit.failure(report.error)} />
      ) : (
        <>
          <section aria-labelledby={levelsId}>
            <h3 id={levelsId}>{t('report.by_level')}</h3>
            <RecordTable
              caption={t('report.by_level_caption', range)}
              columns={levelColumns}
              rows={data.levels}
              rowKey={(r) => r.depth}
              busy={report.isFetching}
              totals={{
                label: t('report.totals'),
                cells: {
                  ...figureCells(data.totals, money),
                  members: String(data.levels.reduce((sum, l) => sum + l.member_count, 0)),
                },
              }}
              labels={{ ...kit.table, empty: t('report.empty') }}
            />
          </section>
          <section aria-labelledby={agentsId}>
            <h3 id={agentsId}>{t('report.by_sub_agent')}</h3>
            <RecordTable
              caption={t('report.by_sub_agent_caption', range)}
              columns={agentColumns}
              rows={data.sub_agents}
              rowKey={(r) => r.agent_id}
              busy={report.isFetching}
              labels={{ ...kit.table, empty: t('report.no_sub_agents') }}
            />
          </section>
        </>
      )}
    </div>
  );
}
