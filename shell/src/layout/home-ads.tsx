// The home page ads (POST /web/model_setting, in the interface language): pictures with their
// titles, each leading where the operator pointed it. While they load, the same boxes stand
// empty (aria-hidden), as the page frame draws them first (build/index.html), so the banners and
// lobby below do not move when they arrive.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useModelSettings } from '../content/model-setting.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import type { ModelSettingEntry } from '@croupier/shared';
import type { ReactNode } from 'react';

export function HomeAds() {
  const { t } = useTranslation(SHELL_NS);
  const query = useModelSettings();
  const ads = query.data ?? [];
  if (query.isPending) return <AdsPlaceholder />;
  if (ads.length === 0) return null;
  return (
    <section className="cr-shell-ads" aria-label={t('layout.featured')}>
      <ul>
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdLink ad={ad}>
              <img src={ad.photo_path} alt="" />
              <span className="cr-shell-ad-title">{ad.title}</span>
            </AdLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The seed's (and the usual) three ads' boxes: one row on desktop, one swipe row on a phone. */
const PLACEHOLDER_ADS = 3;

function AdsPlaceholder() {
  return (
    <div className="cr-shell-ads" aria-hidden="true">
      <ul>
        {Array.from({ length: PLACEHOLDER_ADS }, (_, i) => (
          <li key={i}>
            <div className="cr-shell-ad cr-shell-ad--placeholder" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AdLink({ ad, children }: { ad: ModelSettingEntry; children: ReactNode }) {
  if (ad.link.startsWith('/') && !ad.link.startsWith('//')) {
    return (
      <Link to={ad.link} className="cr-shell-ad">
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(ad.link)) {
    return (
      <a href={ad.link} target="_blank" rel="noopener noreferrer" className="cr-shell-ad">
        {children}
      </a>
    );
  }
  return <div className="cr-shell-ad">{children}</div>;
}
