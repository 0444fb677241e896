// The public channels, for guests and members alike, under the 'shell' owner (spec 01 §7).
// Re-listened when the currency shown or the mobile template changes.
import { useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { pageReleaseVisitor } from '../remotes/release-visitor.js';
import { fetchSiteDetail } from '../services/api/site-detail.js';
import { useServices } from '../services/services-context.js';
import { REALTIME_OWNER } from './member-channel.js';
import { listenPublicChannels } from './public-channel-listeners.js';

export function PublicChannels() {
  const { stores, realtime, queryClient, api, bus } = useServices();
  const currency = useStore(stores.ui, (s) => s.currency);
  const mobileTemplateName = useStore(stores.site, (s) => s.detail?.settings.MOBILE_TEMPLATE_NAME ?? '');

  useEffect(
    () =>
      listenPublicChannels({
        scope: realtime.scope(REALTIME_OWNER),
        queryClient,
        bus,
        currency,
        mobileTemplateName,
        getLanguage: () => stores.ui.getState().language,
        refreshSiteDetail: async () => {
          const site = stores.site.getState();
          site.setDetail(await fetchSiteDetail(api, site.siteId, await pageReleaseVisitor()));
        },
      }),
    [realtime, queryClient, api, bus, stores, currency, mobileTemplateName],
  );

  return null;
}
