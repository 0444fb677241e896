import { fakeWindowOpen } from '../session/testing.js';
import { defaultOpenType, isSafeExternalUrl, openCustomerService } from './customer-service.js';

const URL_EN = 'https://support.example/chat?lang=en';

describe('customer service', () => {
  it('opens a 1024x768 window for new_window, without a handle back on this page', () => {
    const browser = fakeWindowOpen();
    try {
      expect(openCustomerService({ url: URL_EN, openType: 'new_window', isDesktop: true, inApp: false })).toEqual({
        mode: 'new_window',
      });
      expect(browser.opened[0]).toMatchObject({ url: URL_EN, name: 'customerService', opener: null });
      expect(browser.opened[0]?.features).toContain('width=1024,height=768');
    } finally {
      browser.restore();
    }
  });

  it('shows it over the page when the window is blocked', () => {
    const browser = fakeWindowOpen({ blocked: true });
    try {
      expect(openCustomerService({ url: URL_EN, openType: 'new_window', isDesktop: true, inApp: false })).toEqual({
        mode: 'iframe',
        url: URL_EN,
      });
    } finally {
      browser.restore();
    }
  });

  it('leaves same_page and iframe to the caller', () => {
    expect(openCustomerService({ url: URL_EN, openType: 'same_page', isDesktop: true, inApp: false })).toEqual({
      mode: 'same_page',
      url: URL_EN,
    });
    expect(openCustomerService({ url: URL_EN, openType: 'iframe', isDesktop: true, inApp: false })).toEqual({
      mode: 'iframe',
      url: URL_EN,
    });
  });

  it('defaults to new_window on a desktop browser, iframe on mobile and in the app', () => {
    expect(defaultOpenType({ isDesktop: true, inApp: false })).toBe('new_window');
    expect(defaultOpenType({ isDesktop: false, inApp: false })).toBe('iframe');
    expect(defaultOpenType({ isDesktop: true, inApp: true })).toBe('iframe');
  });

  it.each([['javascript:alert(1)'], ['data:text/html,hi'], ['not a url'], [null]])('refuses %p', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
    expect(openCustomerService({ url, isDesktop: true, inApp: false })).toEqual({ mode: 'refused' });
  });
});
