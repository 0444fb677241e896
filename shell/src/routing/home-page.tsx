// '/': the home layout — mf-promotions' banners on top (HomeBannersSlot), then mf-games' app
// (mounted at '/'; what it drew first into the HTML, if anything, over it until it draws); the
// register modal opens over it once after a /register entry (RegisterOpener, after the first
// commit: its cookie read is a round trip to the browser once a cookie was written).
import { useStore } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { FramedRemoteParcel } from './framed-remote-parcel.js';
import { HomeBannersSlot } from './home-banners-slot.js';
import { RegisterOpener } from './register-opener.js';
import { AfterFirstCommit } from '../services/after-first-commit.js';

export function HomePage() {
  const { registry, stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const siteName = useStore(stores.site, (s) => s.detail?.site_name ?? '');
  return (
    <div className="cr-shell-home">
      <AfterFirstCommit>
        <RegisterOpener />
      </AfterFirstCommit>
      <HomeBannersSlot />
      {registry.isEnabled('mf-games') ? (
        <FramedRemoteParcel module="mf-games" basePath="/" />
      ) : (
        <p>{t('home.welcome', { site: siteName })}</p>
      )}
    </div>
  );
}
