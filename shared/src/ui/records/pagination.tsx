// Previous / next with the page number and the total count. The words are the caller's.
import '../controls.css';
import './records.css';

export interface PaginationLabels {
  /** The navigation's name ("Pages"). */
  nav: string;
  previous: string;
  next: string;
  /** "Page 2 of 5 (93 records)". */
  pageOf(page: number, pages: number, total: number): string;
}

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

export interface PaginationProps {
  page: number;
  total: number;
  /** Rows a page (the count the list was asked with). */
  size: number;
  onPage(page: number): void;
  labels: PaginationLabels;
}

export function Pagination({ page, total, size, onPage, labels }: PaginationProps) {
  const pages = pageCount(total, size);
  return (
    <nav className="cr-pagination" aria-label={labels.nav}>
      <button type="button" className="cr-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span aria-live="polite">{labels.pageOf(page, pages, total)}</span>
      <button type="button" className="cr-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
    </nav>
  );
}
