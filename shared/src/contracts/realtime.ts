// Realtime channel and event names (spec 01 §7, 02 §7), as published on the wire, and what each
// event carries: the api publishes and the browser listens by the same map, so a wrong event
// name or payload fails to compile on either side.
import type { TemplateChangePayload } from './realtime-templates.js';
import type { ResponsibleGamingNotice } from './responsible-gaming-types.js';

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
  /** Responsible gaming: a limit was reached, a time-out or self-exclusion started, or a setting changed. */
  responsibleGaming: 'responsible_gaming.notice',
} as const;

export type RealtimeEventName = (typeof RealtimeEvent)[keyof typeof RealtimeEvent];

/** An event that only says "this changed": the page reads nothing from it and refetches. */
type ChangeNotice = Record<string, unknown>;

/** Each event's payload (spec 01 §3 "Realtime events carry", §7; 02 §7). */
export interface RealtimePayloads {
  [RealtimeEvent.customerServiceLinkChange]: ChangeNotice;
  [RealtimeEvent.carouselPictureUrl]: ChangeNotice;
  [RealtimeEvent.modelSettingsUrl]: TemplateChangePayload;
  [RealtimeEvent.modelSponsorUrl]: TemplateChangePayload;
  [RealtimeEvent.modelLoginUrl]: TemplateChangePayload;
  [RealtimeEvent.gameUrl]: { url: string };
  [RealtimeEvent.forwardGameStatus]: { code: number };
  [RealtimeEvent.memberCash]: { cash: string };
  [RealtimeEvent.letterSent]: ChangeNotice;
  [RealtimeEvent.letterRead]: ChangeNotice;
  [RealtimeEvent.letterDelete]: ChangeNotice;
  [RealtimeEvent.allTransferBack]: ChangeNotice;
  /** The public id of the new session (sessionIdOf), never its token. */
  [RealtimeEvent.login]: { session_id: string };
  [RealtimeEvent.profileUpdated]: ChangeNotice;
  [RealtimeEvent.appCleanCache]: ChangeNotice;
  [RealtimeEvent.memberDepositSuccess]: { order_number: string; deposit_amount: string; deposit_times: number };
  [RealtimeEvent.redEnvelopeDisplay]: ChangeNotice;
  [RealtimeEvent.responsibleGaming]: ResponsibleGamingNotice;
}
