// React Query keys of the site content the shell shows. One place, because the layout reads
// these queries and the public realtime channels refresh them (spec 01 §7).
export const contentKeys = {
  all: ['shell', 'content'] as const,
  siteDetail: ['shell', 'content', 'site-detail'] as const,
  logo: ['shell', 'content', 'logo'] as const,
  footer: ['shell', 'content', 'footer'] as const,
  mobileFooter: (template: string) => ['shell', 'content', 'mobile-footer', template] as const,
  float: ['shell', 'content', 'float'] as const,
  modelSetting: (language: string) => ['shell', 'content', 'model-setting', language] as const,
  modelSponsor: (language: string) => ['shell', 'content', 'model-sponsor', language] as const,
  modelLogin: (language: string) => ['shell', 'content', 'model-login', language] as const,
  customerService: ['shell', 'content', 'customer-service'] as const,
  templateConfig: (mobileTemplateName: string) => ['shell', 'content', 'template-config', mobileTemplateName] as const,
};
