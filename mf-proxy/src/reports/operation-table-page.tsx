// OperationTable (spec 02 §2): the downline's figures of a period (today, yesterday, this
// or last week from Monday, this or last month, custom up to REPORT_MAX_DAYS; site time zone), one
// row per member, AGENT_PAGE_SIZE rows a page, and the totals of the whole period in the table's
// last row. Money in the agent's currency.
import { useTranslation } from 'react-i18next';
import { type OperationRow } from '@croupier/shared';
import { DateRangeFilter, Pagination, QueryStatus, RecordTable, usePage, type Column } from '@croupier/shared/records';
import { AGENT_PAGE_SIZE } from '../constants.js';
import { NAMESPACE } from '../i18n.js';
import {
  depthLabel,
  figureCells,
  figureColumns,
  useAgentMoney,
  useRecordLabels,
  useReportDates,
} from '../records/index.js';
import { useOperationReport } from './api/operation-report.js';

export function OperationTablePage() {
  const { t } = useTranslation(NAMESPACE);
  const kit = useRecordLabels();
  const money = useAgentMoney();
  const dates = useReportDates();
  const { page, setPage } = usePage(dates.range, []);
  const report = useOperationReport({ ...dates.range, page, count: AGENT_PAGE_SIZE });

  const columns: Column<OperationRow>[] = [
    { key: 'account', label: t('report.account'), cell: (r) => r.member_account },
    { key: 'depth', label: t('report.depth'), cell: (r) => depthLabel(t, r.depth) },
    ...figureColumns<OperationRow>(t, money),
  ];
  const data = report.data;

  return (
    <div className="mfpr-panel">
      <DateRangeFilter state={dates} labels={kit.range} />
      {report.isError || !data ? (
        <QueryStatus query={report} labels={kit.status} message={kit.failure(report.error)} />
      ) : (
        <>
          <RecordTable
            caption={t('report.operation_caption', { start: dates.range.start_date, end: dates.range.end_date })}
            columns={columns}
            rows={data.list}
            rowKey={(r) => r.member_id}
            busy={report.isFetching}
            totals={{ label: t('report.totals'), cells: figureCells(data.totals, money) }}
            labels={{ ...kit.table, empty: t('report.empty') }}
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
