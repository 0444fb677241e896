// The exposed './home-banners': the parcel the shell mounts at the top of the home page — the
// carousel (desktop large or mobile) and the marquee under it, drawn into the boxes of
// HOME_BANNERS_BOX that the shell reserved while this loaded (no layout shift).
import { defineRemote } from '@croupier/shared/remote';
import { useTranslation } from 'react-i18next';
import { Carousel } from './carousel/index.js';
import { i18nBundles, NAMESPACE } from './i18n.js';
import { Marquee } from './marquee/index.js';

export function HomeBanners() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="mfpr-home" aria-label={t('region.banners')} role="region">
      <Carousel />
      <Marquee />
    </div>
  );
}

export default defineRemote({
  name: 'mf-promotions',
  parcel: 'home-banners',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: HomeBanners,
  i18n: i18nBundles,
});
