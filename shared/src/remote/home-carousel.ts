// POST /arks/web/carousel_picture (spec 02 §7): the home page's banners, one query under one key
// for the whole page, which mf-promotions' carousel reads. The key starts with 'mf-promotions'
// (the owner's name): its carousels() prefix invalidates it too.
import { queryOptions } from '@tanstack/react-query';
import { expectSuccess, type ApiClient } from '../api/index.js';
import type { CarouselPictureList, CarouselUseType } from '../contracts/index.js';

/** The back office's change is published (carousel_picture.url) and invalidates the banners: no need to ask again on mount. */
const CAROUSEL_STALE_MS = 5 * 60_000;

const carouselKey = (siteId: string, useType: CarouselUseType, currency: string, language: string) =>
  ['mf-promotions', 'carousel', siteId, useType, currency, language] as const;

async function fetchCarousel(
  api: ApiClient,
  siteId: string,
  useType: CarouselUseType,
  currency: string,
  signal?: AbortSignal,
) {
  const body = { site_id: siteId, use_type: useType, currency };
  return expectSuccess(await api.post<CarouselPictureList>('/arks/web/carousel_picture', body, { signal }));
}

/**
 * @deprecated mf-promotions alone asks it (the home page's first banner comes with the HTML, drawn
 * by mf-promotions' first paint); 8.0.0 moves it into mf-promotions.
 */
export const carouselQuery = (
  api: ApiClient,
  siteId: string,
  useType: CarouselUseType,
  currency: string,
  language: string,
) =>
  queryOptions({
    queryKey: carouselKey(siteId, useType, currency, language),
    queryFn: ({ signal }) => fetchCarousel(api, siteId, useType, currency, signal),
    staleTime: CAROUSEL_STALE_MS,
  });
