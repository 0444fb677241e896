import { REMOTE_NAMES, type ModuleName, type SiteDetail } from '@croupier/shared';

const ALL_MODULES = REMOTE_NAMES;

/** A brand's site detail as the api answers it; every module enabled unless said otherwise. */
export function siteDetail(enabled: Partial<Record<ModuleName, boolean>> = {}): SiteDetail {
  return {
    site_id: '1',
    site_name: 'Lucky Demo',
    site_title: { en_US: 'Lucky Demo' },
    settings: {
      SITE_ID: '1',
      CURRENCY: 'INR,USD',
      LANGUAGE: 'en_US,hi_IN,ta_IN',
      MOBILE_TEMPLATE_NAME: 'H5_1',
      IS_DEMO: false,
      LINK_EXPIRE_TIME: 30,
      DESKTOP_LOCK: false,
    },
    env_config: {
      environment: 'local',
      customerUrl: {},
      AGENT_BIND_FAST_PAYMENT_FLAG: false,
      socket: { key: 'croupier', host: '127.0.0.1', port: 6001, force_tls: false },
    },
    modules: ALL_MODULES.map((name) => ({
      name,
      manifest_url: `http://127.0.0.1:300${ALL_MODULES.indexOf(name) + 1}/mf-manifest.json`,
      enabled: enabled[name] ?? true,
    })),
  };
}
