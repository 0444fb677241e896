// The launcher's message keys (mf-games namespace, locales/launcher/), one table each.

/** Spec 02 §5: why a launch is refused, by refusal (state-machine.ts's launchRefusal, the closed site). */
export const LAUNCH_REFUSAL_KEYS = {
  duplicate: 'pg.alert_duplicate',
  starting: 'pg.alert_starting',
  quitting: 'pg.alert_quitting',
  playing: 'pg.err_is_playing',
  transferBack: 'one_key_waiting',
  closedSite: 'r88close_msg',
} as const;
export type LaunchRefusal = keyof typeof LAUNCH_REFUSAL_KEYS;

export { PLAY_FAILED_KEY } from './play-failed-key.js';

export const LAUNCHER_KEYS = {
  needLogin: 'pg.need_login',
  goLogin: 'pg.go_login',
  popupBlocked: 'pg.popup_blocked',
  transfersDisabled: 'pg.transfers_disabled',
  leaveFailed: 'pg.leave_failed',
  exit: 'pg.exit',
  frameTitle: 'pg.frame_title',
  maintainTitle: 'pg.maintain.title',
  maintainInterval: 'pg.maintain.interval',
  maintainFrom: 'pg.maintain.from',
  maintainUntil: 'pg.maintain.until',
  maintainGeneric: 'pg.maintain.generic',
  maintainCustomerService: 'pg.maintain.customer_service',
  maintainOk: 'pg.maintain.ok',
} as const;

/**
 * play1's responsible-gaming refusals (ResponsibleGamingCode), by code; 602 (and 601)
 * name the period, 603 the limit in minutes. The same texts tell why a notice closed the games.
 */
export const RG_REFUSAL_KEYS = {
  depositLimit: {
    day: 'pg.rg.deposit_limit.day',
    week: 'pg.rg.deposit_limit.week',
    month: 'pg.rg.deposit_limit.month',
  },
  lossLimit: { day: 'pg.rg.loss_limit.day', week: 'pg.rg.loss_limit.week', month: 'pg.rg.loss_limit.month' },
  /** A period the answer did not name. */
  lossLimitAny: 'pg.rg.loss_limit.any',
  depositLimitAny: 'pg.rg.deposit_limit.any',
  sessionLimit: 'pg.rg.session_limit',
  sessionLimitAny: 'pg.rg.session_limit_any',
} as const;

export const RG_KEYS = {
  title: 'pg.rg.title',
  settings: 'pg.rg.settings',
  ok: 'pg.rg.ok',
  /** After a limit notice, when running games were closed. */
  gamesClosed: 'pg.rg.games_closed',
} as const;
