// The home page ads (POST /web/model_setting, in the interface language): pictures with their
// titles, each leading where the operator pointed it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useModelSettings } from '../content/model-setting.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import type { ModelSettingEntry } from '@croupier/shared';
import type { ReactNode } from 'react';

export function HomeAds() {
  const { t } = useTranslation(SHELL_NS);
  const ads = useModelSettings().data ?? [];
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
