// The news modal (spec 02 §3): an announcement's title and its operator HTML through the shared
// sanitiser, with a link to its own page (/main/<id>).
import { Modal, useLinkClick, useSanitizedHtml, type Announcement } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { newsPath } from '../routes.js';
import './styles.css';

export function NewsModal({ announcement, onClose }: { announcement: Announcement; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const follow = useLinkClick();
  const html = useSanitizedHtml(announcement.content);
  const path = newsPath(announcement.id);
  return (
    <Modal open title={announcement.title} onClose={onClose} className="mfpr-news-modal" closeOnBackdrop>
      {html !== null && <div className="mfpr-html" dangerouslySetInnerHTML={{ __html: html }} />}
      <p className="mfpr-news-modal__more">
        <a
          href={path}
          onClick={(event) => {
            follow(event, path);
            if (event.defaultPrevented) onClose();
          }}
        >
          {t('news.open_page')}
        </a>
      </p>
    </Modal>
  );
}
