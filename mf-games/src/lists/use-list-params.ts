// What every games list call is asked with, read from the shell's stores: the site, the
// currency shown (the ui store's; before it is known, the site's first), the layout (support
// device, template 'pc' on desktop else the mobile template), the language and the member.
import {
  SUPPORT_DEVICE,
  parseCurrencyList,
  templateValue,
  useRemoteProps,
  useStore,
  type SiteSettings,
} from '@croupier/shared';
import type { DeviceKind } from '../constants.js';

export interface ListParams {
  siteId: string;
  /** null until the site detail or the ui store names one: the lists wait. */
  currency: string | null;
  language: string;
  isDesktop: boolean;
  deviceKind: DeviceKind;
  /** Support-device code (spec 02 §3: desktop 0, mobile 1, app 2). */
  supportDevice: number;
  template: string;
  isLoggedIn: boolean;
  memberId: number | null;
  settings: SiteSettings | null;
}

export function useListParams(): ListParams {
  const { stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const settings = useStore(stores.site, (s) => s.detail?.settings ?? null);
  const shownCurrency = useStore(stores.ui, (s) => s.currency);
  const language = useStore(stores.ui, (s) => s.language);
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const memberCurrency = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_currency : null));
  // The native app shells are the launcher's business (play device); lists ask desktop or mobile.
  const deviceKind: DeviceKind = isDesktop ? 'desktop' : 'mobile';
  return {
    siteId,
    currency: shownCurrency ?? memberCurrency ?? parseCurrencyList(settings?.CURRENCY ?? '')[0] ?? null,
    language,
    isDesktop,
    deviceKind,
    supportDevice: SUPPORT_DEVICE[deviceKind],
    template: templateValue(isDesktop, settings?.MOBILE_TEMPLATE_NAME),
    isLoggedIn,
    memberId,
    settings,
  };
}
