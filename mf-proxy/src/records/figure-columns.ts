// The figures every report shows (OperationFigures), as table columns, and the totals row of a
// period: the same words and order in OperationTable and StratifiedTable.
import type { TFunction } from 'i18next';
import type { OperationFigures } from '@croupier/shared';
import type { Column } from '@croupier/shared/records';

const FIGURES = [
  ['new_members', 'count'],
  ['first_deposit_count', 'count'],
  ['first_deposit_amount', 'money'],
  ['deposit_count', 'count'],
  ['deposit_amount', 'money'],
  ['withdrawal_count', 'count'],
  ['withdrawal_amount', 'money'],
  ['valid_bet', 'money'],
  ['payout', 'money'],
  ['net_win_loss', 'money'],
] as const satisfies readonly (readonly [keyof OperationFigures, 'count' | 'money'])[];

const value = (
  figures: OperationFigures,
  key: keyof OperationFigures,
  kind: 'count' | 'money',
  money: (a: string) => string,
) => (kind === 'money' ? money(String(figures[key])) : String(figures[key]));

export function figureColumns<Row extends OperationFigures>(
  t: TFunction,
  money: (amount: string) => string,
): Column<Row>[] {
  return FIGURES.map(([key, kind]) => ({
    key,
    label: t(`report.${key}`),
    numeric: true,
    cell: (row: Row) => value(row, key, kind, money),
  }));
}

/** The totals row's cells, by column key. */
export function figureCells(totals: OperationFigures, money: (amount: string) => string): Record<string, string> {
  return Object.fromEntries(FIGURES.map(([key, kind]) => [key, value(totals, key, kind, money)]));
}

/** A depth below the agent: 1 is "Direct", then "Level 2", "Level 3", … */
export const depthLabel = (t: TFunction, depth: number): string =>
  depth <= 1 ? t('report.depth_direct') : t('report.depth_level', { depth });
