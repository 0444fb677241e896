import { AGENT_DOMAIN_CURRENCY_KEY, createSessionStore, createMemoryStorage, createUiStore } from '@croupier/shared';
import { agentDomainCurrency, applyGuestCurrency, guestCurrency, siteCurrencyForLanguage } from './guest-currency.js';

const settings = { CURRENCY: 'USD,INR,VND', LANGUAGE: 'en_US,zh_CN,hi_IN,vi_VN' };

describe('guest currency', () => {
  it("follows the language, with the site's fallbacks", () => {
    expect(siteCurrencyForLanguage(settings, 'hi_IN')).toBe('INR');
    expect(siteCurrencyForLanguage(settings, 'vi_VN')).toBe('VND');
    expect(siteCurrencyForLanguage(settings, 'zh_CN')).toBe('USD'); // RMB not offered: the default language's
    expect(siteCurrencyForLanguage({ CURRENCY: 'INR,USD', LANGUAGE: 'zh_CN,en_US' }, 'zh_CN')).toBe('INR'); // then the first
  });

  it('prefers an agent-domain currency, then the ccy cookie the site still offers', () => {
    expect(guestCurrency({ settings, language: 'hi_IN', forced: 'INR', cookie: 'VND' })).toBe('INR');
    expect(guestCurrency({ settings, language: 'hi_IN', cookie: 'VND' })).toBe('VND');
    expect(guestCurrency({ settings, language: 'hi_IN', cookie: 'RMB' })).toBe('INR');
    expect(guestCurrency({ settings, language: 'en_US' })).toBe('USD');
  });

  it('reads the forced currency a checked agent domain left for the tab', () => {
    const storage = createMemoryStorage();
    expect(agentDomainCurrency(storage)).toBeNull();
    storage.setItem(AGENT_DOMAIN_CURRENCY_KEY, 'INR');
    expect(agentDomainCurrency(storage)).toBe('INR');
  });

  it("sets a guest's currency and the ccy cookie, and leaves a member's alone", () => {
    const session = createSessionStore(createMemoryStorage());
    const ui = createUiStore({ currency: null });
    applyGuestCurrency({ ui, session }, 'VND');
    expect(ui.getState().currency).toBe('VND');
    expect(document.cookie).toContain('ccy=VND');

    session.getState().setSession({
      token: 't',
      member_id: 1,
      member_account: 'm',
      member_currency: 'INR',
      member_type: 1,
      site_id: '1',
    });
    ui.getState().setCurrency('INR');
    applyGuestCurrency({ ui, session }, 'USD');
    expect(ui.getState().currency).toBe('INR');
    expect(document.cookie).toContain('ccy=VND');
  });
});
