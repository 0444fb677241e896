// /main/:id (spec 01: news): one announcement — its title, its date in the site's time zone and
// its sanitised HTML — with the latest news beside it (below it on phones). An id the api does not
// know (PromotionCode.notFound) says so, with a link home.
import { PromotionCode, isApiCodeError, useLinkClick, useSanitizedHtml } from '@croupier/shared';
import { formatSiteTime, useSiteTimezone } from '@croupier/shared/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useAnnouncement } from './api/announcement-detail.js';
import { LatestNews } from './latest-news.js';
import { NewsStatus } from './news-status.js';
import './styles.css';

export function NewsPage({ id }: { id: number }) {
  return (
    <div className="mfpr-news">
      <NewsArticle id={id} />
      <LatestNews currentId={id} />
    </div>
  );
}

function NewsArticle({ id }: { id: number }) {
  const { t } = useTranslation(NAMESPACE);
  const zone = useSiteTimezone();
  const follow = useLinkClick();
  const titleId = useId();
  const announcement = useAnnouncement(id);
  const html = useSanitizedHtml(announcement.data?.content);
  if (isApiCodeError(announcement.error) && announcement.error.code === PromotionCode.notFound) {
    return (
      <div className="mfpr-news__article">
        <p>{t('news.not_found')}</p>
        <p>
          <a href="/" onClick={(event) => follow(event, '/')}>
            {t('news.home')}
          </a>
        </p>
      </div>
    );
  }
  if (!announcement.data) {
    return (
      <div className="mfpr-news__article">
        <NewsStatus query={announcement} />
      </div>
    );
  }
  const { title, created_at } = announcement.data;
  return (
    <article className="mfpr-news__article" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <p className="mfpr-muted">
        <time dateTime={new Date(created_at).toISOString()}>{formatSiteTime(created_at, zone)}</time>
      </p>
      {html !== null && <div className="mfpr-html" dangerouslySetInnerHTML={{ __html: html }} />}
    </article>
  );
}
