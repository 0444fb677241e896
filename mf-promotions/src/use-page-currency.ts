// The currency the banners, the promotions and the daily sign-in are asked for: the member's own,
// else the one the page shows (the ui store: a guest's language, cookie or agent-domain currency),
// else the site's first. null until one is known (the calls wait).
import { parseCurrencyList, useRemoteProps, useStore } from '@croupier/shared';

export function usePageCurrency(): string | null {
  const { stores } = useRemoteProps();
  const memberCurrency = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_currency : null));
  const shown = useStore(stores.ui, (s) => s.currency);
  const siteFirst = useStore(stores.site, (s) => parseCurrencyList(s.detail?.settings.CURRENCY ?? '')[0] ?? null);
  return memberCurrency || shown || siteFirst;
}
