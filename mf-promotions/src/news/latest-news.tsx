// The latest news beside a news page: links to /main/<id>, newest first, NEWS_PAGE_SIZE a page
// with the shared Pagination; the one shown is marked aria-current.
import { useLinkClick } from '@croupier/shared';
import { Pagination } from '@croupier/shared/records';
import { formatSiteTime, useSiteTimezone } from '@croupier/shared/dates';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { newsPath } from '../routes.js';
import { useNews } from './api/news.js';
import { NewsStatus } from './news-status.js';
import { NEWS_PAGE_SIZE } from '../constants.js';

export function LatestNews({ currentId }: { currentId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const zone = useSiteTimezone();
  const follow = useLinkClick();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const news = useNews(page);
  const list = news.data?.web_announcement_list ?? [];
  return (
    <aside className="mfpr-news__latest" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('news.latest')}</h3>
      {!news.data ? (
        <NewsStatus query={news} />
      ) : list.length === 0 ? (
        <p className="mfpr-muted">{t('news.empty')}</p>
      ) : (
        <>
          <ul className="mfpr-news__list">
            {list.map((item) => {
              const path = newsPath(item.id);
              return (
                <li key={item.id}>
                  <a
                    href={path}
                    aria-current={item.id === currentId ? 'page' : undefined}
                    onClick={(event) => follow(event, path)}
                  >
                    <span className="mfpr-news__list-title">{item.title}</span>
                    <time className="mfpr-muted" dateTime={new Date(item.created_at).toISOString()}>
                      {formatSiteTime(item.created_at, zone)}
                    </time>
                  </a>
                </li>
              );
            })}
          </ul>
          {news.data.total_count > NEWS_PAGE_SIZE && (
            <Pagination
              page={page}
              total={news.data.total_count}
              size={NEWS_PAGE_SIZE}
              onPage={setPage}
              labels={{
                nav: t('news.pages'),
                previous: t('news.previous'),
                next: t('news.next'),
                pageOf: (p, pages, total) => t('news.page_of', { page: p, pages, total }),
              }}
            />
          )}
        </>
      )}
    </aside>
  );
}
