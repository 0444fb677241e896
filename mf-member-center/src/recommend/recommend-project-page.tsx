// RecommendProject (spec 02 §2 recommend_award): the member's recommend code, the registration
// link `${origin}/?invite=${code}` (spec 02 §2: `invite` carries a recommend code) and its QR
// code, copy buttons for both, the brand's rules (sanitised HTML) and the reward rate and cap.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { copyText, formatMoney, useSanitizedHtml } from '@croupier/shared';
import { QueryStatus } from '@croupier/shared/records';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { useMemberCurrency } from '../member-layout/index.js';
import '../page-styles.css';
import { useRecommendProject } from './api/recommend-project.js';

/** The link a friend registers with. */
export const inviteLink = (origin: string, code: string): string => `${origin}/?invite=${encodeURIComponent(code)}`;

export function RecommendProjectPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const headingId = useId();
  const rulesId = useId();
  const project = useRecommendProject();
  const currency = useMemberCurrency();
  const rules = useSanitizedHtml(project.data?.rules);
  const copied = { copied: t('recommend.copied'), failed: t('recommend.copy_failed') };

  const data = project.data;
  const link = data ? inviteLink(window.location.origin, data.recommend_code) : '';
  return (
    <section className="mfmc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recommend.project_title')}</h2>
      {!data ? (
        <QueryStatus query={project} labels={status} />
      ) : (
        <div className="mfmc-referral">
          <div>
            <h3>{t('recommend.code')}</h3>
            <div className="mfmc-copy">
              <code>{data.recommend_code}</code>
              <button type="button" className="cr-button" onClick={() => void copyText(data.recommend_code, copied)}>
                {t('recommend.copy_code')}
              </button>
            </div>
          </div>
          <div>
            <h3>{t('recommend.link')}</h3>
            <div className="mfmc-copy">
              <code>{link}</code>
              <button type="button" className="cr-button" onClick={() => void copyText(link, copied)}>
                {t('recommend.copy_link')}
              </button>
            </div>
          </div>
          <div className="mfmc-qr">
            <QRCodeSVG value={link} size={160} role="img" aria-label={t('recommend.qr')} title={t('recommend.qr')} />
          </div>
          <p>{t('recommend.reward', { rate: data.reward_rate, cap: formatMoney(data.reward_cap, currency) })}</p>
          {rules && (
            <div>
              <h3 id={rulesId}>{t('recommend.rules')}</h3>
              <div aria-labelledby={rulesId} dangerouslySetInnerHTML={{ __html: rules }} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
