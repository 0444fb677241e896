import { createSiteStore } from '@croupier/shared';
import { siteDetail } from '../test/site-detail.js';
import { agentBindFastPayment, customerUrl } from './site-settings.js';

const loaded = (envConfig: object) => {
  const store = createSiteStore('1');
  const detail = siteDetail();
  store.getState().setDetail({ ...detail, env_config: { ...detail.env_config, ...envConfig } });
  return store.getState();
};

describe('the site settings the windows read', () => {
  it('answer null (or false) before the site detail has loaded', () => {
    const state = createSiteStore('7').getState();
    expect(customerUrl(state, 'en_US')).toBeNull();
    expect(agentBindFastPayment(state)).toBe(false);
  });

  it('read the agent fast-payment flag', () => {
    expect(agentBindFastPayment(loaded({ AGENT_BIND_FAST_PAYMENT_FLAG: true }))).toBe(true);
    expect(agentBindFastPayment(loaded({ AGENT_BIND_FAST_PAYMENT_FLAG: false }))).toBe(false);
  });

  it("give the customer-service URL of a language, else the default locale's", () => {
    const state = loaded({ customerUrl: { en_US: 'https://cs.example/en', hi_IN: 'https://cs.example/hi' } });
    expect(customerUrl(state, 'hi_IN')).toBe('https://cs.example/hi');
    expect(customerUrl(state, 'hi-IN')).toBe('https://cs.example/hi');
    expect(customerUrl(state, 'ja_JP')).toBe('https://cs.example/en');
  });
});
