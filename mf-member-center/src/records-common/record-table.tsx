// A record list: a table on wide screens, one card per row below 992 px (each cell then shows
// its column's name, from data-label); it never widens the page. Empty: a line saying so (while
// the first rows load: the loading line).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { Loading } from '../frame/query-status.js';

export interface Column<Row> {
  key: string;
  label: string;
  cell(row: Row): ReactNode;
  /** Right-aligned (money). */
  numeric?: boolean;
}

export interface RecordTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  /** Shown under the rows (the page totals). */
  footer?: ReactNode;
  busy?: boolean;
}

export function RecordTable<Row>({ caption, columns, rows, rowKey, footer, busy = false }: RecordTableProps<Row>) {
  const { t } = useTranslation(NAMESPACE);
  if (rows.length === 0) return busy ? <Loading /> : <p className="mfmc-empty">{t('records.empty')}</p>;
  return (
    <div className="mfmc-table-box">
      <table className="mfmc-table" aria-busy={busy || undefined}>
        <caption className="mfmc-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'mfmc-num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className={c.numeric ? 'mfmc-num' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer}
    </div>
  );
}
