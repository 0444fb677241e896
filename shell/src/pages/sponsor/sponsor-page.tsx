// /sponsor: the brand's sponsorships (POST /web/model_sponsor), in the interface language.
import { useStore } from '@croupier/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../../services/services-context.js';
import { SHELL_NS } from '../../i18n/shell-namespace.js';
import { modelSponsorQuery } from './api/model-sponsor.js';

const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');
// Anything else (javascript:, data:) is not a link the page follows.
const isWebUrl = (link: string) => /^https?:\/\//i.test(link);

export function SponsorPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { api, stores } = useServices();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const sponsors = useQuery(modelSponsorQuery(api, siteId, i18n.language.replace('-', '_')));

  return (
    <div className="cr-page">
      <h2>{t('routing.sponsor.title')}</h2>
      <p className="cr-page-lead">{t('routing.sponsor.intro')}</p>
      {sponsors.isPending ? (
        <p className="cr-page-status" role="status">
          {t('routing.faq.loading')}
        </p>
      ) : sponsors.isError ? (
        <div className="cr-page-alert" role="alert">
          <p>{t('routing.sponsor.loadFailed')}</p>
          <button
            type="button"
            className="cr-page-button cr-page-button--quiet"
            onClick={() => void sponsors.refetch()}
          >
            {t('routing.sponsor.retry')}
          </button>
        </div>
      ) : sponsors.data.length === 0 ? (
        <p className="cr-page-status">{t('routing.sponsor.empty')}</p>
      ) : (
        <ul className="cr-page-sponsors">
          {sponsors.data.map((sponsor) => (
            <li key={sponsor.id} className="cr-page-card cr-page-sponsor">
              {sponsor.photo_path && <img src={sponsor.photo_path} alt="" loading="lazy" />}
              <h3>{sponsor.name}</h3>
              {sponsor.description && <p>{sponsor.description}</p>}
              {isSitePath(sponsor.link) ? (
                <Link to={sponsor.link}>{t('routing.sponsor.visit', { name: sponsor.name })}</Link>
              ) : isWebUrl(sponsor.link) ? (
                <a href={sponsor.link} target="_blank" rel="noopener noreferrer">
                  {t('routing.sponsor.visit', { name: sponsor.name })}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
