// The top of the home page: mf-promotions' banners parcel (carousel and marquee). While the
// remote loads, the same boxes (HOME_BANNERS_BOX) stand empty in its place, and the slot keeps
// their height as its minimum (a container query on its own width) through the moment between
// the remote loading and its parcel drawing, so the lobby below never moves when the banners
// arrive (no layout shift). What mf-promotions drew first into the HTML, if anything, stands over
// that place until it draws (FramedRemoteParcel). Nothing when the brand has no mf-promotions.
import { HOME_BANNERS_BOX, useStore } from '@croupier/shared';
import { useServices } from '../services/services-context.js';
import { FramedRemoteParcel } from './framed-remote-parcel.js';

export function HomeBannersSlot() {
  const { registry, stores } = useServices();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  if (!registry.isEnabled('mf-promotions')) return null;
  const aspectRatio = isDesktop ? HOME_BANNERS_BOX.desktopAspectRatio : HOME_BANNERS_BOX.mobileAspectRatio;
  const placeholder = (
    <div className="cr-shell-home-banners__placeholder" aria-hidden="true">
      <div style={{ aspectRatio }} />
      <div style={{ height: HOME_BANNERS_BOX.marqueeHeight }} />
    </div>
  );
  return (
    <div className="cr-shell-home-banners" style={{ containerType: 'inline-size' }}>
      <div style={{ minHeight: `calc(100cqw / (${aspectRatio}) + ${HOME_BANNERS_BOX.marqueeHeight}px)` }}>
        <FramedRemoteParcel module="mf-promotions" expose="home-banners" basePath="/" loading={placeholder} />
      </div>
    </div>
  );
}
