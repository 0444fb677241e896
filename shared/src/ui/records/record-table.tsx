// A record list: a table on wide screens, one card per row below 992 px (each cell then shows
// its column's name, from data-label); it never widens the page. Empty: a line saying so (while
// the first rows load: the loading line). The words are the caller's.
import { useInsertionEffect, type ReactNode } from 'react';
import { Loading } from './query-status.js';
import { ensureRecordStyles } from './records-styles.js';

export interface Column<Row> {
  key: string;
  label: string;
  cell(row: Row): ReactNode;
  /** Right-aligned (money, counts). */
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
  labels: { empty: string; loading: string };
}

export function RecordTable<Row>({ caption, columns, rows, rowKey, footer, busy = false, labels }: RecordTableProps<Row>) {
  useInsertionEffect(() => ensureRecordStyles(), []);
  if (rows.length === 0) return busy ? <Loading label={labels.loading} /> : <p className="cr-empty">{labels.empty}</p>;
  return (
    <div className="cr-table-box">
      <table className="cr-table" aria-busy={busy || undefined}>
        <caption className="cr-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'cr-num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className={c.numeric ? 'cr-num' : undefined}>
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
