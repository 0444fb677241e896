// The agent centre's record kit, its face for the rest of mf-proxy: the reports', downline's,
// settlement's and transfer list's words, periods, money and columns, and the member id their
// queries are keyed by. The report styles come with them.
import './report-styles.css';

export { depthLabel, figureCells, figureColumns } from './figure-columns.js';
export { DOWNLINE_DATE_PRESETS } from './presets.js';
export { useAgentMoney } from './use-agent-money.js';
export { useMemberId } from './use-member-id.js';
export { useRecordLabels, useReportDates } from './use-record-kit.js';
