// The launcher's own message keys (mf-games namespace, locales/launcher/). The refusal keys
// and pg.start_failed come from the shared contract (LAUNCH_REFUSAL_KEYS, PLAY_FAILED_KEY).
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
