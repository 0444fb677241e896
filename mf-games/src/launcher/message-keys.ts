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

/** Spec 02 §8: a launch that failed without a message of the server's. */
export const PLAY_FAILED_KEY = 'pg.start_failed';

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
