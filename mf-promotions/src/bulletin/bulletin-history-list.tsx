// The bulletins shown before (POST /arks/web/bulletin/history), newest first: each a disclosure
// with its title and date that opens on its content.
import { QueryStatus } from '@croupier/shared/records';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useBulletinHistoryList } from './api/bulletin-history.js';
import { BulletinContent } from './bulletin-content.js';

export function BulletinHistoryList() {
  const { t } = useTranslation(NAMESPACE);
  const history = useBulletinHistoryList(true);
  const list = history.data?.list ?? [];
  return (
    <div className="mfpr-bulletin__history">
      {!history.isSuccess && (
        <QueryStatus
          query={history}
          labels={{
            loading: t('bulletin.history_loading'),
            failed: t('bulletin.history_failed'),
            retry: t('bulletin.retry'),
          }}
        />
      )}
      {history.isSuccess && list.length === 0 && <p>{t('bulletin.history_empty')}</p>}
      {list.length > 0 && (
        <ul className="mfpr-bulletin__history-list">
          {list.map((item) => (
            <li key={item.id}>
              <details>
                <summary>
                  <span className="mfpr-bulletin__history-title">{item.display_content}</span>{' '}
                  <time className="mfpr-bulletin__history-time" dateTime={item.updated_at.replace(' ', 'T')}>
                    {item.updated_at}
                  </time>
                </summary>
                <BulletinContent html={item.content} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
