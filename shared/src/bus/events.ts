// The typed event bus contract: one `as const` map of event names, one payload type each.
// A new cross-remote event is added here, once.

import type {
  CustomerServiceOpenType,
  DoubleValidationChallenge,
  GameLinkParameter,
  LoginSession,
  RegisterEntryParams,
  ResponsibleGamingNotice,
} from '../contracts/index.js';
import type { RealAction } from '../contracts/demo-mode.js';

export const BusEvent = {
  /** Ask mf-auth to open the login/register modal; `target` is where to go after login. */
  openLogin: 'auth:open-login',
  /** A login completed; the shell reconnects the socket and refetches what depends on the member. */
  loginSucceeded: 'auth:login-succeeded',
  /** The shell mounted mf-auth's login-modal parcel: from now on an openLogin is heard. */
  loginModalReady: 'auth:login-modal-ready',
  /** Login code 107: the device-verification flow must run (mf-auth handles it). */
  deviceVerificationRequired: 'auth:device-verification-required',
  /** Login code 802: the transfer-verification flow must run (mf-auth handles it). */
  transferVerificationRequired: 'auth:transfer-verification-required',
  /** The login answered a double-validation question (spec 02 §3): mf-auth's modal asks it. */
  doubleValidationRequired: 'auth:double-validation-required',
  /**
   * A member just logged in (spec 01 §4 step 3): each remote loads what it owns (layout, game list,
   * letters, marquee, pop-up discount, history pop-up discount). mf-auth announces, it does not fetch.
   */
  afterLoginLoads: 'auth:after-login-loads',
  /** The currency changed on desktop (spec 01 §4): mf-games refetches its game list for it. */
  gamesRefetchList: 'games:refetch-list',
  /** Anyone may ask the shell to log out; the shell owns the logout sequence. */
  logoutRequested: 'session:logout-requested',
  /** The session was cleared (after a logout call, a 401, or a duplicate login). */
  loggedOut: 'session:logged-out',
  /** Demo mode (IS_DEMO) refused a real action (guardRealAction); the shell shows why. */
  realActionBlocked: 'session:real-action-blocked',
  /** A game window reported it closed (window-msg quickGame): mf-games runs its quit-game step. */
  gamesQuitRequested: 'games:quit-requested',
  /** mf-games' launch flags changed (spec 02 §4): the wallet's transfer-back button is disabled while either is set. */
  gamesLaunchState: 'games:launch-state',
  /** The wallet's one-key transfer-back started (running true) or ended: mf-games refuses launches meanwhile (one_key_waiting). */
  walletTransferBack: 'wallet:transfer-back',
  /**
   * The carousel banners of a currency changed (spec 01 §7: web_api.{currency}, carousel_picture.url,
   * relayed by the shell, which owns the socket): mf-promotions, which owns the banners, refetches them.
   */
  promotionsBannersChanged: 'promotions:banners-changed',
  /** The header's or the mobile navigation's Deposit: the shell's windows code decides where it goes. */
  depositRequested: 'shell:deposit-requested',
  /** Open customer service (the site's customerUrl for the language); the shell's windows code opens it. */
  customerServiceRequested: 'shell:customer-service-requested',
  /**
   * The member's unread-letter count changed (mf-member-center owns letters): the shell shows it as
   * a badge on the header's and the mobile bar's member-centre entry.
   */
  lettersUnreadCount: 'member-center:letters-unread-count',
  /**
   * The deposit page opened (shown true) or closed (spec 02 §4, §6): the pop-up bulletin asks with
   * display_location 3 and ignores the close time while it is shown (mf-promotions).
   */
  depositPageShown: 'member-center:deposit-page-shown',
  /**
   * A game banner was chosen (spec 02 §3 game_link_parameter): mf-games, which owns launching,
   * opens the hall or launches the game. Emitted inside the click handler (a game window must
   * open in the user's gesture; the bus calls listeners synchronously).
   */
  gamesLaunchRequested: 'games:launch-requested',
  /**
   * Money arrived outside the cashier (a red envelope, a sign-in reward, a promotion bonus): the
   * wallet's owner (mf-member-center) asks for the wallets again (spec 02 §4: closing the red
   * envelope's claim refreshes the layout and the wallet).
   */
  walletRefreshRequested: 'wallet:refresh-requested',
  /**
   * The shell relays RealtimeEvent.responsibleGaming from the member's channel, so every
   * remote reacts at once (mf-games quits games on a reached limit, the shell logs out on a
   * time-out or self-exclusion, the member centre asks its state again).
   */
  responsibleGamingNotice: 'responsible-gaming:notice',
  /**
   * The member centre's reality-check dialog opened (with its texts, in the member's language) or
   * closed: mf-games shows the same message in every running game's page (GameWindowMsg).
   */
  realityCheck: 'responsible-gaming:reality-check',
  /** A running game's copy of the reality check was answered (mf-games relays it): the member centre acts on it. */
  realityCheckAnswered: 'responsible-gaming:reality-check-answered',
  /**
   * A remote's own error boundary caught a crash (defineRemote): the shell counts it against the
   * remote's release, as it counts a load that failed (the live map's canary guard).
   */
  remoteCrashed: 'shell:remote-crashed',
} as const;

export type BusEventName = (typeof BusEvent)[keyof typeof BusEvent];

export interface BusPayloads {
  [BusEvent.openLogin]: { target?: string; tab?: 'login' | 'register'; register?: RegisterEntryParams };
  [BusEvent.loginModalReady]: Record<string, never>;
  [BusEvent.loginSucceeded]: { session: LoginSession; previousCurrency: string | null; target?: string };
  [BusEvent.deviceVerificationRequired]: { account: string; data: unknown };
  [BusEvent.transferVerificationRequired]: { account: string; data: unknown };
  [BusEvent.doubleValidationRequired]: { account: string; data: DoubleValidationChallenge };
  [BusEvent.afterLoginLoads]: { member_id: number; member_currency: string };
  [BusEvent.gamesRefetchList]: { currency: string };
  [BusEvent.logoutRequested]: { reason: LogoutReason };
  [BusEvent.loggedOut]: { reason: LogoutReason };
  [BusEvent.realActionBlocked]: { action: RealAction };
  /** `windowName`: the one game window that went to /close; absent: the games played in the page. */
  [BusEvent.gamesQuitRequested]: { windowType: 'gameWindow'; windowName?: string };
  [BusEvent.gamesLaunchState]: { starting: boolean; quitting: boolean };
  [BusEvent.walletTransferBack]: { running: boolean };
  /** `currency`: the one whose banners changed (the currency the page shows). */
  [BusEvent.promotionsBannersChanged]: { currency: string };
  [BusEvent.depositRequested]: Record<string, never>;
  [BusEvent.customerServiceRequested]: { openType?: CustomerServiceOpenType; url?: string };
  [BusEvent.lettersUnreadCount]: { count: number };
  [BusEvent.depositPageShown]: { shown: boolean };
  [BusEvent.gamesLaunchRequested]: { game: GameLinkParameter };
  [BusEvent.walletRefreshRequested]: Record<string, never>;
  [BusEvent.responsibleGamingNotice]: ResponsibleGamingNotice;
  [BusEvent.realityCheck]:
    { open: true; title: string; body: string; keep_playing: string; log_out: string } | { open: false };
  [BusEvent.realityCheckAnswered]: { answer: 'keep-playing' | 'log-out' };
  /** `remote`: the remote's name (mf-games), as its module list names it. */
  [BusEvent.remoteCrashed]: { remote: string };
}

/**
 * Why a session ends in the page. 'responsible-gaming': a time-out or self-exclusion
 * started (the api already ended every session); 'reality-check', the member chose Log out in the
 * reality check or the session-limit dialog (a decision already made: no "a game is running" question).
 */
type LogoutReason =
  'user' | 'unauthorized' | 'duplicate-login' | 'clean-cache' | 'responsible-gaming' | 'reality-check';
