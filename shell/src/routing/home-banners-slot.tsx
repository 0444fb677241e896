// The top of the home page: mf-promotions' banners parcel (carousel and marquee). While the
// remote loads, the same boxes (HOME_BANNERS_BOX) stand empty in its place, so the lobby below
// never moves when the banners arrive (no layout shift). Nothing when the brand has no
// mf-promotions.
import { HOME_BANNERS_BOX, useStore } from '@croupier/shared';
import { useServices } from '../services/services-context.js';
import { RemoteParcel } from '../remotes/remote-parcel.js';

export function HomeBannersSlot() {
  const { registry, stores } = useServices();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  if (!registry.isEnabled('mf-promotions')) return null;
  const placeholder = (
    <div className="cr-shell-home-banners" aria-hidden="true">
      <div style={{ aspectRatio: isDesktop ? HOME_BANNERS_BOX.desktopAspectRatio : HOME_BANNERS_BOX.mobileAspectRatio }} />
      <div style={{ height: HOME_BANNERS_BOX.marqueeHeight }} />
    </div>
  );
  return <RemoteParcel module="mf-promotions" expose="home-banners" basePath="/" loading={placeholder} />;
}
