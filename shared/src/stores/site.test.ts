import type { SiteDetail } from '../contracts/index.js';
import { createSiteStore } from './site.js';

const detail = {
  site_id: '1',
  site_name: 'Lucky Star',
  modules: [
    { name: 'mf-auth', manifest_url: 'http://localhost:3001/mf-manifest.json', enabled: true },
    { name: 'mf-proxy', manifest_url: 'http://localhost:3004/mf-manifest.json', enabled: false },
    { name: 'mf-games', manifest_url: 'http://localhost:3002/mf-manifest.json', enabled: true },
  ],
} as SiteDetail;

describe('createSiteStore', () => {
  it('has no detail and no modules until the detail arrives', () => {
    const store = createSiteStore('1');
    expect(store.getState()).toMatchObject({ siteId: '1', detail: null });
    expect(store.getState().enabledModules()).toEqual([]);
  });

  it('lists only the modules the brand switched on', () => {
    const store = createSiteStore('1');
    store.getState().setDetail(detail);
    expect(
      store
        .getState()
        .enabledModules()
        .map((m) => m.name),
    ).toEqual(['mf-auth', 'mf-games']);
  });
});
