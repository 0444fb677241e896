import { layoutClassName, siteSlug } from './layout-class.js';

describe('the layout class', () => {
  it('is built from site name, theme, language and template name', () => {
    expect(layoutClassName({ siteName: 'Croupier Demo', theme: 'dark', language: 'en_US', template: 'pc' })).toBe(
      'site-croupier-demo theme-dark lang-en_US tpl-pc',
    );
    expect(layoutClassName({ siteName: 'Lucky 88!', theme: 'light', language: 'vi_VN', template: 'H5_3' })).toBe(
      'site-lucky-88 theme-light lang-vi_VN tpl-H5_3',
    );
  });

  it('turns any site name into one class-safe word', () => {
    expect(siteSlug('  Café Royale ')).toBe('cafe-royale');
    expect(siteSlug('皇冠')).toBe('site');
  });
});
