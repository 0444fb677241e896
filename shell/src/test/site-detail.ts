import { LOCAL_PORTS, REMOTE_NAMES, type ModuleName, type SiteDetail } from '@croupier/shared';
import { testSiteDetail } from '@croupier/shared/testing';

/** A brand's site detail as the api answers it; every module enabled unless said otherwise. */
export function siteDetail(enabled: Partial<Record<ModuleName, boolean>> = {}): SiteDetail {
  return testSiteDetail({
    site_name: 'Lucky Demo',
    site_title: { en_US: 'Lucky Demo' },
    settings: { CURRENCY: 'INR,USD', LANGUAGE: 'en_US,hi_IN,ta_IN', MOBILE_TEMPLATE_NAME: 'H5_1' },
    env_config: {
      environment: 'local',
      customerUrl: {},
      AGENT_BIND_FAST_PAYMENT_FLAG: false,
      socket: { key: 'croupier', host: '127.0.0.1', port: 6001, force_tls: false },
    },
    modules: REMOTE_NAMES.map((name) => ({
      name,
      manifest_url: `http://127.0.0.1:${LOCAL_PORTS[name]}/mf-manifest.json`,
      enabled: enabled[name] ?? true,
    })),
  });
}
