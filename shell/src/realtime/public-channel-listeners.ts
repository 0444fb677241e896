// The public channels everyone listens to (spec 01 §7). The socket only says "this changed";
// the data stays in React Query, so each event invalidates (refetches what is on screen) the
// query that holds it. What a remote holds is the remote's: the shell tells it on the bus.
import {
  BusEvent,
  DEFAULT_MOBILE_TEMPLATE,
  MODEL_SETTING_TEMPLATES,
  PublicChannel,
  RealtimeEvent,
  toMobileTemplate,
  type Bus,
  type RealtimeScope,
  type TemplateChangePayload,
} from '@croupier/shared';
import type { QueryClient } from '@tanstack/react-query';
import { contentKeys } from '../content/query-keys.js';

export interface PublicChannelsOptions {
  scope: RealtimeScope;
  queryClient: QueryClient;
  /** Where the events for remotes' data go (the banners are mf-promotions'). */
  bus: Bus;
  /** The currency shown now (web_api.{currency}); none yet: that channel waits. */
  currency: string | null;
  /** The site's MOBILE_TEMPLATE_NAME. */
  mobileTemplateName: string;
  /** The interface language at the time of the event (en_US). */
  getLanguage(): string;
  /** Re-reads the site detail (the customer-service URLs live in its env_config). */
  refreshSiteDetail(): Promise<unknown>;
}

/** 'en_US', 'en-US' and 'en_us' are one language. */
export const sameLanguage = (a: unknown, b: string): boolean =>
  typeof a === 'string' && a.replace('-', '_').toLowerCase() === b.replace('-', '_').toLowerCase();

/** bob_mobile_template is heard unless the mobile template is origin_mobile (H5_1). */
export const listensToBobMobileTemplate = (mobileTemplateName: string): boolean =>
  (toMobileTemplate(mobileTemplateName) ?? mobileTemplateName) !== DEFAULT_MOBILE_TEMPLATE;

/** Returns the function that stops listening. */
export function listenPublicChannels(opts: PublicChannelsOptions): () => void {
  const { scope, queryClient } = opts;
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  /** A template change concerns this page only in its language. */
  const inMyLanguage = (keyOf: (language: string) => readonly unknown[]) => (payload: TemplateChangePayload | null) => {
    const language = opts.getLanguage();
    if (sameLanguage(payload?.language, language)) refresh(keyOf(language));
  };

  const offs = [
    scope.listenPublic(PublicChannel.webMember, RealtimeEvent.customerServiceLinkChange, () => {
      refresh(contentKeys.customerService);
      refresh(contentKeys.siteDetail);
      opts
        .refreshSiteDetail()
        .catch((error: unknown) => console.warn('[shell] could not re-read the site detail', error));
    }),
    ...MODEL_SETTING_TEMPLATES.map((template) =>
      scope.listenPublic(
        PublicChannel.template(template),
        RealtimeEvent.modelSettingsUrl,
        inMyLanguage(contentKeys.modelSetting),
      ),
    ),
  ];
  const { currency } = opts;
  if (currency) {
    offs.push(
      scope.listenPublic(PublicChannel.webApi(currency), RealtimeEvent.carouselPictureUrl, () =>
        opts.bus.emit(BusEvent.promotionsBannersChanged, { currency }),
      ),
    );
  }
  if (listensToBobMobileTemplate(opts.mobileTemplateName)) {
    offs.push(
      scope.listenPublic(
        PublicChannel.bobMobileTemplate,
        RealtimeEvent.modelSponsorUrl,
        inMyLanguage(contentKeys.modelSponsor),
      ),
      scope.listenPublic(
        PublicChannel.bobMobileTemplate,
        RealtimeEvent.modelLoginUrl,
        inMyLanguage(contentKeys.modelLogin),
      ),
    );
  }
  return () => offs.forEach((off) => off());
}
