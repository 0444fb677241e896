// Realtime channel and event names (spec 01 §7, 02 §7), as published on the wire.

export const PublicChannel = {
  webMember: 'web_member',
  webApi: (currency: string) => `web_api.${currency}`,
  template: (template: string) => `${template}_template`,
  bobMobileTemplate: 'bob_mobile_template',
} as const;

/** Echo names without the `private-` / `presence-` prefix. */
export const PrivateChannel = {
  member: (memberId: number | string) => `member.${memberId}`,
  memberCurrency: (currency: string) => `member.${currency}`,
} as const;
export const PresenceChannel = {
  memberCurrency: (currency: string) => `member.${currency}`,
} as const;

export const RealtimeEvent = {
  customerServiceLinkChange: 'customer_service_link_change',
  carouselPictureUrl: 'carousel_picture.url',
  modelSettingsUrl: 'model_settings.url',
  modelSponsorUrl: 'model_sponsor.url',
  modelLoginUrl: 'model_login.url',
  gameUrl: 'game.url',
  forwardGameStatus: 'forward_game.status',
  memberCash: 'member.cash',
  letterSent: 'letter.sent',
  letterRead: 'letter.read',
  letterDelete: 'letter.delete',
  allTransferBack: 'all_transfer_back',
  login: 'login',
  profileUpdated: 'profile.updated',
  appCleanCache: 'app_clean_cache',
  memberDepositSuccess: 'member_deposit.success',
  redEnvelopeDisplay: 'RedEnvelopeDisplay',
} as const;

export interface RealtimePayloads {
  [RealtimeEvent.memberCash]: { cash: string };
  [RealtimeEvent.login]: { token: string };
  [RealtimeEvent.forwardGameStatus]: { code: number };
  [RealtimeEvent.gameUrl]: { url: string };
  [RealtimeEvent.memberDepositSuccess]: { order_number: string; deposit_amount: string; deposit_times: number };
}
