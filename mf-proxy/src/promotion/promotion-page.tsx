// Promotion (spec 02 §2 ProxyCenter): the agent's code and a registration link per site domain,
// each with its QR code image, a copy button (the shared copyText), and its visits and
// registrations (a member who registered through it).
import { copyText } from '@croupier/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../status/index.js';
import { NAMESPACE } from '../i18n.js';
import { useLinks } from './api/links.js';

export function PromotionPage() {
  const { t } = useTranslation(NAMESPACE);
  const links = useLinks();
  const baseId = useId();
  if (!links.data) return <QueryStatus query={links} />;
  const messages = { copied: t('promotion.copied'), failed: t('promotion.copy_failed') };
  return (
    <div>
      <p>{t('promotion.intro')}</p>
      <p>
        {t('promotion.code')} <strong>{links.data.agent_code}</strong>
      </p>
      {links.data.list.length === 0 ? (
        <p className="mfp-muted">{t('promotion.empty')}</p>
      ) : (
        <ul className="mfp-links">
          {links.data.list.map((link, index) => {
            const headingId = `${baseId}-${index}`;
            return (
              <li key={link.url} className="mfp-link">
                <div className="mfp-link__main">
                  <h3 id={headingId}>{link.domain}</h3>
                  <code>{link.url}</code>
                  <dl className="mfp-details">
                    <div>
                      <dt>{t('promotion.visits')}</dt>
                      <dd>{link.visits}</dd>
                    </div>
                    <div>
                      <dt>{t('promotion.registrations')}</dt>
                      <dd>{link.registrations}</dd>
                    </div>
                  </dl>
                  <div className="mfp-actions">
                    <button
                      type="button"
                      className="cr-button"
                      aria-label={t('promotion.copy_link_of', { domain: link.domain })}
                      onClick={() => void copyText(link.url, messages)}
                    >
                      {t('promotion.copy')}
                    </button>
                  </div>
                </div>
                <div className="mfp-qr">
                  <QRCodeSVG
                    value={link.url}
                    size={128}
                    role="img"
                    aria-label={t('promotion.qr', { domain: link.domain })}
                    title={t('promotion.qr', { domain: link.domain })}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
