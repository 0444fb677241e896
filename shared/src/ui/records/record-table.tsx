// A record list: a table on wide screens, one card per row below 992 px (each cell then shows
// its column's name, from data-label); it never widens the page. Empty: a line saying so (while
// the first rows load: the loading line). The words are the caller's. A table wider than its box
// scrolls inside it; the box is then a named region a keyboard can focus and scroll (WCAG 2.1.1).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Loading } from './query-status.js';
import '../controls.css';
import './records.css';

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
  /** A row under the rows (a period's totals): `label` heads it in the first column, then a cell per column key. */
  totals?: { label: string; cells: Partial<Record<string, ReactNode>> };
  labels: { empty: string; loading: string };
}

/** Whether the element's content is wider than the element (it scrolls sideways), kept up to date while it resizes. */
function useScrollsSideways<E extends HTMLElement>() {
  const boxRef = useRef<E>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [boxRef, scrolls] as const;
}

export function RecordTable<Row>(props: RecordTableProps<Row>) {
  const { rows, busy = false, labels } = props;
  if (rows.length === 0) return busy ? <Loading label={labels.loading} /> : <p className="cr-empty">{labels.empty}</p>;
  return <TableBox {...props} />;
}

function TableBox<Row>({ caption, columns, rows, rowKey, footer, busy = false, totals }: RecordTableProps<Row>) {
  const [boxRef, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <div
      ref={boxRef}
      className="cr-table-box"
      {...(scrolls ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
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
        {totals && (
          <tfoot>
            <tr>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row" data-label={c.label}>
                    {totals.label}
                  </th>
                ) : (
                  <td key={c.key} data-label={c.label} className={c.numeric ? 'cr-num' : undefined}>
                    {totals.cells[c.key] ?? ''}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
      {footer}
    </div>
  );
}
