// Content answers as the api gives them, for the layout's component tests (fake fetch at the edge).
import type {
  FloatEntry,
  FooterGroup,
  LogoEntry,
  MobileFooterEntry,
  ModelSettingEntry,
  TemplateConfig,
} from '@croupier/shared';
import { ok, type Answers } from '../test/fake-fetch.js';

export const LOGOS: LogoEntry[] = [
  { id: 1, device: 'pc', photo_path: '/api/assets/logos/site-1-pc.svg' },
  { id: 2, device: 'mobile', photo_path: '/api/assets/logos/site-1-mobile.svg' },
];

export const FOOTER: FooterGroup[] = [
  {
    id: 1,
    title: { en_US: 'Help', hi_IN: 'सहायता' },
    content: {},
    links: [
      { id: 11, title: { en_US: 'About us', hi_IN: 'हमारे बारे में' }, url: '/faq/1', open_type: 'route' },
      { id: 12, title: { en_US: 'Blog' }, url: 'https://blog.lucky.example/', open_type: 'new_window' },
      { id: 13, title: { en_US: 'Bad link' }, url: 'javascript:alert(1)', open_type: 'new_window' },
    ],
  },
  {
    id: 2,
    title: { en_US: 'Responsible gaming' },
    links: [],
    content: {
      en_US:
        '<p>Play responsibly. <strong>18+ only.</strong><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script></p>',
    },
  },
];

export const FLOAT: FloatEntry[] = [
  {
    id: 1,
    icon: 'service',
    title: { en_US: 'Customer service', hi_IN: 'ग्राहक सेवा' },
    url: '',
    open_type: 'customer_service',
  },
  { id: 2, icon: 'app', title: { en_US: 'Download the app' }, url: '/app', open_type: 'route' },
];

export const MOBILE_FOOTER: MobileFooterEntry[] = [
  { id: 1, icon: 'home', title: { en_US: 'Home' }, action: 'route', path: '/' },
  { id: 2, icon: 'promotions', title: { en_US: 'Promotions' }, action: 'route', path: '/discount' },
  { id: 3, icon: 'deposit', title: { en_US: 'Deposit' }, action: 'deposit', path: '' },
  { id: 4, icon: 'member', title: { en_US: 'Member' }, action: 'route', path: '/user' },
  { id: 5, icon: 'service', title: { en_US: 'Service' }, action: 'customer_service', path: '' },
];

export const ADS: ModelSettingEntry[] = [
  { id: 1, title: 'Cricket season bonus', photo_path: '/api/assets/ads/cricket-bonus.svg', link: '/discount' },
];

export const templateConfig = (
  template: TemplateConfig['template'],
  over: Partial<TemplateConfig> = {},
): TemplateConfig => ({
  template,
  theme: 'dark',
  model_version: 1,
  variables: {},
  ...over,
});

/** Every content call answered; the template config echoes the asked template. */
export const contentAnswers = (over: Answers = {}): Answers => ({
  '/web/logo': ok(LOGOS),
  '/arks/web/footer': ok(FOOTER),
  '/arks/web/float': ok(FLOAT),
  '/arks/web/web-mobile-footer': ok(MOBILE_FOOTER),
  '/web/model_setting': ok(ADS),
  '/template_config': (call) =>
    ok(
      templateConfig(
        (call.body as { mobileTemplateName: string }).mobileTemplateName
          .replace('origin_mobile', 'H5_1')
          .replace('bob_mobile', 'H5_2') as TemplateConfig['template'],
      ),
    ),
  ...over,
});
