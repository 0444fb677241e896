// Announcement (spec 02 §2 info_center): the member announcements, newest first, each a card with
// its title, its date in the site's time zone and its sanitised content; an empty state.
import { useTranslation } from 'react-i18next';
import { ServerHtml } from '../html/index.js';
import { QueryStatus } from '@croupier/shared/records';
import { formatSiteTime, useSiteTimezone } from '@croupier/shared/dates';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { useMemberAnnouncements } from './api/announcement-member.js';

export function AnnouncementPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const zone = useSiteTimezone();
  const announcements = useMemberAnnouncements();
  if (!announcements.data) return <QueryStatus query={announcements} labels={status} />;
  const list = announcements.data.web_announcement_list;
  if (list.length === 0) return <p className="mfmc-empty">{t('announcements.empty')}</p>;
  return (
    <ul className="mfmc-cards" aria-label={t('announcements.list')}>
      {list.map((a) => (
        <li key={a.id}>
          <article className="mfmc-card" aria-labelledby={`mfmc-announcement-${a.id}`}>
            <h3 id={`mfmc-announcement-${a.id}`}>{a.title}</h3>
            <p className="mfmc-muted">
              <time dateTime={new Date(a.created_at).toISOString()}>{formatSiteTime(a.created_at, zone)}</time>
            </p>
            <ServerHtml html={a.content} className="mfmc-html" />
          </article>
        </li>
      ))}
    </ul>
  );
}
