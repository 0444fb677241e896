// Previous / next with the page number and the total count (RECORD_PAGE_SIZE rows a page).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

/** Rows per page of the record lists (the spec gives none). */
export const RECORD_PAGE_SIZE = 20;

export const pageCount = (total: number, size = RECORD_PAGE_SIZE): number => Math.max(1, Math.ceil(total / size));

export function Pagination({ page, total, onPage }: { page: number; total: number; onPage(page: number): void }) {
  const { t } = useTranslation(NAMESPACE);
  const pages = pageCount(total);
  return (
    <nav className="mfmc-pagination" aria-label={t('records.pagination')}>
      <button type="button" className="cr-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('records.previous')}
      </button>
      <span aria-live="polite">{t('records.page_of', { page, pages, total })}</span>
      <button type="button" className="cr-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('records.next')}
      </button>
    </nav>
  );
}
