// The currency the plan is shown in: a member's own (the session's, else the layout's); a guest's
// is the page's currency (ui store), else the site's first, and a guest may pick another of the
// site's currencies (CURRENCY setting) to compare.
import { parseCurrencyList, siteSettings, useMemberLayout, useRemoteProps, useStore } from '@croupier/shared';
import { useState } from 'react';

export function usePlanCurrency() {
  const { stores } = useRemoteProps();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const own = useStore(stores.session, (s) => s.member_currency);
  const layoutCurrency = useMemberLayout().data?.member_currency;
  const pageCurrency = useStore(stores.ui, (s) => s.currency);
  const setting = useStore(stores.site, (s) => siteSettings(s)?.CURRENCY);
  const offered = parseCurrencyList(setting);
  const [picked, setPicked] = useState<string | null>(null);

  if (isLoggedIn) return { currency: own ?? layoutCurrency ?? '', choices: [] as string[], pick: setPicked };
  const fallback =
    pageCurrency && (offered.length === 0 || offered.includes(pageCurrency))
      ? pageCurrency
      : (offered[0] ?? pageCurrency ?? '');
  return { currency: picked ?? fallback, choices: offered.length > 1 ? offered : [], pick: setPicked };
}
