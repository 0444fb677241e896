// POST /arks/web/carousel_picture { site_id, use_type, currency } -> CarouselPictureList (spec 02
// §7): the home page's banners — the desktop's large carousel (use_type 0) or the phones' (2), for
// the currency the page shows: the member's, else the one the site shows a guest (the ui store's,
// else the brand's first). Public; keyed by the language (the titles are translated).
// The query itself is shared's carouselQuery: the shell asks it early, from its start, under the
// same key (the first banner is the home page's largest paint).
import { CAROUSEL_USE_TYPE, carouselQuery, useRemoteProps, useStore } from '@croupier/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePageCurrency } from '../../use-page-currency.js';

export function useCarousel() {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const currency = usePageCurrency();
  const useType = isDesktop ? CAROUSEL_USE_TYPE.desktopLarge : CAROUSEL_USE_TYPE.mobile;
  // The banners shown stay while another language's or currency's load (the box never empties).
  return useQuery({
    ...carouselQuery(api, siteId, useType, currency ?? '', language),
    enabled: currency !== null,
    placeholderData: keepPreviousData,
  });
}
