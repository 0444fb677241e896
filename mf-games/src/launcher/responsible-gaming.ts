// Responsible gaming in the launcher: play1's refusals 601-603 get their own message in
// a dialog that leads to the member's settings (/user/ResponsibleGaming); a limit notice on the
// bus (loss_limit, session_limit) quits the running real games and tells the member why.
// (A time-out or self-exclusion logs the member out, and the logout ends every game.)
import {
  closePopup,
  isGameWindowName,
  ResponsibleGamingCode,
  RG_PERIODS,
  toast,
  type ResponsibleGamingNotice,
  type RgPeriod,
} from '@croupier/shared';
import { createStore } from 'zustand';
import { RG_KEYS, RG_REFUSAL_KEYS } from './message-keys.js';
import type { LaunchMachine, OpenGame } from './state-machine.js';

/** The member centre's responsible-gaming page. */
export const RG_SETTINGS_PATH = '/user/ResponsibleGaming';

export interface RgMessage {
  key: string;
  values?: Record<string, string | number>;
}

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;

const periodOf = (data: unknown): RgPeriod | null => {
  const period = field(data, 'period');
  return RG_PERIODS.includes(period as RgPeriod) ? (period as RgPeriod) : null;
};

/** The message of a responsible-gaming refusal, null for any other code. */
export function rgRefusal(code: number, data: unknown): RgMessage | null {
  switch (code) {
    case ResponsibleGamingCode.lossLimit: {
      const period = periodOf(data);
      return { key: period ? RG_REFUSAL_KEYS.lossLimit[period] : RG_REFUSAL_KEYS.lossLimitAny };
    }
    case ResponsibleGamingCode.depositLimit: {
      const period = periodOf(data);
      return { key: period ? RG_REFUSAL_KEYS.depositLimit[period] : RG_REFUSAL_KEYS.depositLimitAny };
    }
    case ResponsibleGamingCode.sessionLimit: {
      const minutes = field(data, 'limit_minutes');
      return typeof minutes === 'number'
        ? { key: RG_REFUSAL_KEYS.sessionLimit, values: { minutes } }
        : { key: RG_REFUSAL_KEYS.sessionLimitAny };
    }
    default:
      return null;
  }
}

/** The message of a notice that closes the games, null for the others. */
export function rgNoticeMessage(notice: ResponsibleGamingNotice): RgMessage | null {
  if (notice.reason === 'loss_limit') return rgRefusal(ResponsibleGamingCode.lossLimit, notice);
  if (notice.reason === 'session_limit') return { key: RG_REFUSAL_KEYS.sessionLimitAny };
  return null;
}

/** The refusal the dialog shows (null: closed); LauncherHost renders it. */
export const rgRefusalStore = createStore<{ message: RgMessage | null }>(() => ({ message: null }));

/** Shows the dialog when play1 answered a responsible-gaming refusal; false for any other answer. */
export function showRgRefusal(code: number, data: unknown): boolean {
  const message = rgRefusal(code, data);
  if (message) rgRefusalStore.setState({ message });
  return message !== null;
}

export interface LimitNoticeDeps {
  machine: LaunchMachine;
  endGames(match: (g: OpenGame) => boolean): void;
  t(key: string, values?: Record<string, unknown>): string;
}

/**
 * A loss or session limit was reached: the real games' windows close, the games end (their quit
 * step, leave1: the api ends their sessions at that transfer-back) and a toast says why.
 */
export function onLimitNotice(notice: ResponsibleGamingNotice, { machine, endGames, t }: LimitNoticeDeps): void {
  const message = rgNoticeMessage(notice);
  if (!message) return;
  const real = machine.store.getState().games.filter((g) => !g.demo);
  const playing = real.length > 0;
  for (const game of real) if (isGameWindowName(game.windowName)) closePopup(game.windowName);
  if (playing) endGames((g) => !g.demo);
  const text = t(message.key, message.values);
  toast.show(playing ? `${text} ${t(RG_KEYS.gamesClosed)}` : text, { type: 'warning' });
}
