// A brand's site detail for tests, as the api answers it: one USD/INR English brand on the
// H5_2 template; a test overrides only what it is about (settings merge, the rest replaces).
import type { SiteDetail, SiteSettings } from '../contracts/api-types.js';

export interface TestSiteDetailOptions extends Partial<Omit<SiteDetail, 'settings'>> {
  settings?: Partial<SiteSettings>;
}

export function testSiteDetail({ settings, ...rest }: TestSiteDetailOptions = {}): SiteDetail {
  const siteId = rest.site_id ?? settings?.SITE_ID ?? '1';
  return {
    site_id: siteId,
    site_name: 'croupier',
    site_title: { en_US: 'Croupier' },
    env_config: {
      environment: 'local',
      customerUrl: {},
      AGENT_BIND_FAST_PAYMENT_FLAG: false,
      socket: { key: 'test', host: 'localhost', port: 6001, force_tls: false },
    },
    modules: [],
    ...rest,
    settings: {
      SITE_ID: siteId,
      CURRENCY: 'USD,INR',
      LANGUAGE: 'en_US',
      MOBILE_TEMPLATE_NAME: 'H5_2',
      IS_DEMO: false,
      LINK_EXPIRE_TIME: 30,
      DESKTOP_LOCK: false,
      ...settings,
    },
  };
}
