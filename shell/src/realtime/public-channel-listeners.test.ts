import { BusEvent, createBus, RealtimeEvent, type BusPayloads } from '@croupier/shared';
import { QueryClient } from '@tanstack/react-query';
import { contentKeys } from '../content/query-keys.js';
import { createFakeRealtime } from '../test/fake-realtime.js';
import {
  listenPublicChannels,
  listensToBobMobileTemplate,
  sameLanguage,
  type PublicChannelsOptions,
} from './public-channel-listeners.js';

const KEYS = {
  customerService: contentKeys.customerService,
  siteDetail: contentKeys.siteDetail,
  modelSettingEn: contentKeys.modelSetting('en_US'),
  modelSettingVi: contentKeys.modelSetting('vi_VN'),
  modelSponsorEn: contentKeys.modelSponsor('en_US'),
  modelLoginEn: contentKeys.modelLogin('en_US'),
  footer: contentKeys.footer,
};

function setup(over: Partial<PublicChannelsOptions> = {}) {
  const fake = createFakeRealtime();
  const queryClient = new QueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { loaded: true });
  const refreshSiteDetail = jest.fn(async () => undefined);
  const state = { language: 'en_US' };
  const bus = createBus();
  const bannersChanged: BusPayloads[typeof BusEvent.promotionsBannersChanged][] = [];
  bus.on(BusEvent.promotionsBannersChanged, (payload) => bannersChanged.push(payload));
  const off = listenPublicChannels({
    scope: fake.scope(),
    queryClient,
    bus,
    currency: 'INR',
    mobileTemplateName: 'H5_2',
    getLanguage: () => state.language,
    refreshSiteDetail,
    ...over,
  });
  /** Names of the KEYS whose query was invalidated. */
  const invalidated = () =>
    Object.entries(KEYS)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { fake, queryClient, refreshSiteDetail, state, off, invalidated, bannersChanged };
}

describe('public channels', () => {
  it('web_member customer_service_link_change refetches the customer-service details and the site detail', () => {
    const { fake, invalidated, refreshSiteDetail } = setup();
    fake.emitPublic('web_member', RealtimeEvent.customerServiceLinkChange, {});
    expect(invalidated()).toEqual(['customerService', 'siteDetail']);
    expect(refreshSiteDetail).toHaveBeenCalledTimes(1);
  });

  it('web_api.{currency} carousel_picture.url tells mf-promotions on the bus that the banners changed, for the currency shown only', () => {
    const { fake, invalidated, bannersChanged } = setup();
    fake.emitPublic('web_api.USD', RealtimeEvent.carouselPictureUrl, {});
    expect(bannersChanged).toEqual([]);
    fake.emitPublic('web_api.INR', RealtimeEvent.carouselPictureUrl, {});
    expect(bannersChanged).toEqual([{ currency: 'INR' }]);
    expect(invalidated()).toEqual([]); // the banners are mf-promotions' data, not a query of the shell's
  });

  it('waits for a currency before listening on web_api', () => {
    const { fake } = setup({ currency: null });
    expect(fake.isListeningPublic('web_api.null', RealtimeEvent.carouselPictureUrl)).toBe(false);
    expect(fake.isListeningPublic('web_member', RealtimeEvent.customerServiceLinkChange)).toBe(true);
  });

  it.each(['site02', 'suncity', 'apsport'])(
    '%s_template model_settings.url refreshes the ad list when the language matches',
    (template) => {
      const { fake, invalidated, state } = setup();
      fake.emitPublic(`${template}_template`, RealtimeEvent.modelSettingsUrl, { language: 'vi_VN' });
      expect(invalidated()).toEqual([]);
      fake.emitPublic(`${template}_template`, RealtimeEvent.modelSettingsUrl, { language: 'en-US' });
      expect(invalidated()).toEqual(['modelSettingEn']);

      state.language = 'vi_VN'; // the visitor switched language since
      fake.emitPublic(`${template}_template`, RealtimeEvent.modelSettingsUrl, { language: 'vi_VN' });
      expect(invalidated()).toEqual(['modelSettingEn', 'modelSettingVi']);
    },
  );

  it('ignores a template change without a language, and templates it does not know', () => {
    const { fake, invalidated } = setup();
    fake.emitPublic('site02_template', RealtimeEvent.modelSettingsUrl, {});
    fake.emitPublic('site02_template', RealtimeEvent.modelSettingsUrl, null);
    fake.emitPublic('other_template', RealtimeEvent.modelSettingsUrl, { language: 'en_US' });
    expect(invalidated()).toEqual([]);
  });

  it('bob_mobile_template refreshes the sponsor and login lists when the language matches', () => {
    const { fake, invalidated } = setup({ mobileTemplateName: 'H5_2' });
    fake.emitPublic('bob_mobile_template', RealtimeEvent.modelSponsorUrl, { language: 'zh_CN' });
    fake.emitPublic('bob_mobile_template', RealtimeEvent.modelLoginUrl, { language: 'zh_CN' });
    expect(invalidated()).toEqual([]);
    fake.emitPublic('bob_mobile_template', RealtimeEvent.modelSponsorUrl, { language: 'en_US' });
    expect(invalidated()).toEqual(['modelSponsorEn']);
    fake.emitPublic('bob_mobile_template', RealtimeEvent.modelLoginUrl, { language: 'en_US' });
    expect(invalidated()).toEqual(['modelLoginEn', 'modelSponsorEn']);
  });

  it.each(['H5_1', 'origin_mobile'])(
    'does not listen on bob_mobile_template with the origin_mobile template (%s)',
    (name) => {
      const { fake, invalidated } = setup({ mobileTemplateName: name });
      expect(fake.isListeningPublic('bob_mobile_template', RealtimeEvent.modelSponsorUrl)).toBe(false);
      fake.emitPublic('bob_mobile_template', RealtimeEvent.modelSponsorUrl, { language: 'en_US' });
      expect(invalidated()).toEqual([]);
    },
  );

  it('stops listening when turned off', () => {
    const { fake, off, invalidated } = setup();
    off();
    fake.emitPublic('web_member', RealtimeEvent.customerServiceLinkChange, {});
    fake.emitPublic('web_api.INR', RealtimeEvent.carouselPictureUrl, {});
    fake.emitPublic('bob_mobile_template', RealtimeEvent.modelLoginUrl, { language: 'en_US' });
    expect(invalidated()).toEqual([]);
  });
});

describe('rules', () => {
  it('matches languages whatever the separator or case', () => {
    expect(sameLanguage('en-US', 'en_US')).toBe(true);
    expect(sameLanguage('vi_vn', 'vi_VN')).toBe(true);
    expect(sameLanguage('vi_VN', 'en_US')).toBe(false);
    expect(sameLanguage(undefined, 'en_US')).toBe(false);
  });

  it('hears bob_mobile_template for every mobile template but origin_mobile', () => {
    expect(['H5_1', 'origin_mobile'].map(listensToBobMobileTemplate)).toEqual([false, false]);
    expect(['H5_2', 'bob_mobile', 'H5_5'].map(listensToBobMobileTemplate)).toEqual([true, true, true]);
  });
});
