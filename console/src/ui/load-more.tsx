import { useTranslation } from 'react-i18next';

interface Paged {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a paged list (an infinite query): one page at a time, never two at once. */
export function LoadMore({ list, label }: { list: Paged; label: string }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button"
      aria-busy={list.isFetchingNextPage || undefined}
      onClick={() => {
        if (!list.isFetchingNextPage) void list.fetchNextPage();
      }}
    >
      {list.isFetchingNextPage ? t('common.loading') : label}
    </button>
  );
}
