import type { SiteDetail } from '../contracts/index.js';
import { createSiteStore, siteEnvironment, siteSettings } from './site.js';

const detail = {
  site_id: '7',
  site_name: 'Lucky Star',
  site_title: {},
  settings: {
    SITE_ID: '7',
    CURRENCY: 'INR,USD',
    LANGUAGE: 'hi_IN,en_US',
    MOBILE_TEMPLATE_NAME: 'H5_2',
    IS_DEMO: true,
    LINK_EXPIRE_TIME: 30,
    DESKTOP_LOCK: true,
  },
  env_config: {
    environment: 'stage',
    customerUrl: { en_US: 'https://cs.example/en', hi_IN: 'https://cs.example/hi' },
    AGENT_BIND_FAST_PAYMENT_FLAG: true,
    socket: { key: 'k', host: 'h', port: 1, force_tls: false },
  },
  modules: [],
} satisfies SiteDetail;

describe('site settings selectors', () => {
  it('answer null (or false) before the site detail has loaded', () => {
    const state = createSiteStore('7').getState();
    expect(siteSettings(state)).toBeNull();
    expect(siteEnvironment(state)).toBeNull();
  });

  it('read the settings and environment detail served at run time', () => {
    const store = createSiteStore('7');
    store.getState().setDetail(detail);
    const state = store.getState();
    expect(siteSettings(state)).toMatchObject({
      IS_DEMO: true,
      DESKTOP_LOCK: true,
      LINK_EXPIRE_TIME: 30,
      MOBILE_TEMPLATE_NAME: 'H5_2',
    });
    expect(siteEnvironment(state)).toBe('stage');
  });
});
