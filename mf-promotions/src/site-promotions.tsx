// The exposed './site-promotions': the parcel the shell mounts once in the page frame, for guests
// and members — the pop-up promotion bulletin (whose rules read the route: the deposit page, the
// modal query) and, for a member, the red envelope's floating widget. Both float over the page
// (nothing shifts).
import { defineRemote } from '@croupier/shared/remote';
import { PopupBulletin } from './bulletin/index.js';
import { i18nBundles } from './i18n.js';
import { RedEnvelopeWidget } from './red-envelope/index.js';

export function SitePromotions() {
  return (
    <>
      <PopupBulletin />
      <RedEnvelopeWidget />
    </>
  );
}

export default defineRemote({
  name: 'mf-promotions',
  parcel: 'site-promotions',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: SitePromotions,
  i18n: i18nBundles,
});
