// React Query keys of mf-promotions, in one place. Every key starts with 'mf-promotions' (the
// remotes share the shell's one QueryClient). A key function with fewer arguments is the prefix of
// the longer one (an invalidation of the prefix reaches all).

type MemberId = number | null;

export const promotionsKeys = {
  all: ['mf-promotions'] as const,
  /** All banners (shared's carouselQuery keys): carousel_picture.url (BusEvent.promotionsBannersChanged) invalidates this prefix. */
  carousels: () => ['mf-promotions', 'carousel'] as const,
  marquee: (siteId: string, language: string) => ['mf-promotions', 'marquee', siteId, language] as const,
  news: (siteId: string, language: string, page: number) => ['mf-promotions', 'news', siteId, language, page] as const,
  announcement: (siteId: string, language: string, id: number) =>
    ['mf-promotions', 'announcement', siteId, language, id] as const,
  /** Guest (memberId null) or member bulletins for a device and location. */
  bulletins: (memberId: MemberId) => ['mf-promotions', 'bulletin', memberId] as const,
  bulletin: (memberId: MemberId, siteId: string, device: 1 | 2, location: number | null, language: string) =>
    ['mf-promotions', 'bulletin', memberId, siteId, device, location, language] as const,
  bulletinHistory: (memberId: MemberId, siteId: string, device: 1 | 2, language: string) =>
    ['mf-promotions', 'bulletin-history', memberId, siteId, device, language] as const,
  redEnvelope: (memberId: MemberId) => ['mf-promotions', 'red-envelope', memberId] as const,
  cashSurplus: (siteId: string, currency: string) => ['mf-promotions', 'cash-surplus', siteId, currency] as const,
  signin: (memberId: MemberId) => ['mf-promotions', 'signin', memberId] as const,
  promotions: (siteId: string, currency: string, language: string) =>
    ['mf-promotions', 'promotions', siteId, currency, language] as const,
  promotion: (memberId: MemberId, siteId: string, id: number, language: string) =>
    ['mf-promotions', 'promotion', memberId, siteId, id, language] as const,
};
