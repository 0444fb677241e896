import { REQUEST_TIMEOUT_MS } from '@croupier/shared';
import { QUIT_FLAG_TIMEOUT_MS, SESSION_RECHECK_WAIT_MS } from '../constants.js';
import { LAUNCH_REFUSAL_KEYS } from './message-keys.js';
import {
  createLaunchMachine,
  gameKey,
  launchRefusal,
  recheckSession,
  sessionStatus,
  type LaunchState,
  type OpenGame,
} from './state-machine.js';

const SLOT = { gp_id: 'GPR8', game_type: 2, game_code: 'r8-lucky' };
const KEY = gameKey(SLOT);
const OTHER_KEY = gameKey({ ...SLOT, game_code: 'r8-fruit' });
const game = (over: Partial<OpenGame> = {}): OpenGame => ({
  id: 1,
  key: KEY,
  gp_id: 'GPR8',
  mode: 'window',
  demo: false,
  url: 'http://site.test/g',
  name: 'Lucky',
  ...over,
});
const state = (over: Partial<LaunchState> = {}): LaunchState => ({
  starting: false,
  quitting: false,
  transferBack: false,
  games: [],
  maintainIntervals: {},
  maintenance: null,
  ...over,
});

describe('launchRefusal (spec 02 §4, §5)', () => {
  // [what is going on, state, same game?, desktop?, expected message key or null]
  it.each([
    ['nothing', state(), KEY, true, null],
    ['nothing, on a phone', state(), KEY, false, null],
    ['a launch starting', state({ starting: true }), KEY, true, 'pg.alert_starting'],
    ['a game quitting', state({ quitting: true }), KEY, true, 'pg.alert_quitting'],
    ['a transfer-back running', state({ transferBack: true }), KEY, true, 'one_key_waiting'],
    ['the same game open', state({ games: [game()] }), KEY, true, 'pg.alert_duplicate'],
    ['the same game open, on a phone', state({ games: [game()] }), KEY, false, 'pg.alert_duplicate'],
    ['another game open, on desktop', state({ games: [game()] }), OTHER_KEY, true, null],
    [
      'two other games in their windows, on desktop',
      state({ games: [game(), game({ id: 2, key: 'GPJD|2|jd-x' })] }),
      OTHER_KEY,
      true,
      null,
    ],
    [
      'the same game open beside another, on desktop',
      state({ games: [game({ key: OTHER_KEY }), game({ id: 2 })] }),
      KEY,
      true,
      'pg.alert_duplicate',
    ],
    ['another game open, on a phone', state({ games: [game()] }), OTHER_KEY, false, 'pg.err_is_playing'],
    ['another game in the modal, on desktop', state({ games: [game({ mode: 'modal' })] }), OTHER_KEY, true, null],
    [
      'starting while the same game is open',
      state({ starting: true, games: [game()] }),
      KEY,
      true,
      'pg.alert_starting',
    ],
    ['quitting and transferring back', state({ quitting: true, transferBack: true }), KEY, true, 'pg.alert_quitting'],
  ])('%s: %s', (_what, s, key, isDesktop, expected) => {
    const refusal = launchRefusal(s, { key, isDesktop });
    expect(refusal === null ? null : LAUNCH_REFUSAL_KEYS[refusal]).toBe(expected);
  });

  it('tells games apart by provider, game type and game code', () => {
    expect(gameKey(SLOT)).not.toBe(gameKey({ ...SLOT, game_type: 3 }));
    expect(gameKey(SLOT)).not.toBe(gameKey({ ...SLOT, gp_id: 'GPJD' }));
    expect(gameKey(SLOT)).toBe(gameKey({ ...SLOT }));
  });
});

describe('sessionStatus', () => {
  it.each([
    [{ token: null, member_id: null }, 'guest'],
    [{ token: 'tok', member_id: 7 }, 'valid'],
    [{ token: 'tok', member_id: null }, 'invalid'],
    [{ token: null, member_id: 7 }, 'invalid'],
    [{ token: '', member_id: null }, 'guest'],
  ] as const)('%o is %s', (s, expected) => expect(sessionStatus(s)).toBe(expected));

  it(`rechecks an invalid session after ${SESSION_RECHECK_WAIT_MS} ms and answers what it has become`, async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    await expect(recheckSession(() => 'valid', wait)).resolves.toBe(true);
    await expect(recheckSession(() => 'invalid', wait)).resolves.toBe(false);
    await expect(recheckSession(() => 'guest', wait)).resolves.toBe(false);
    expect(waits).toEqual([SESSION_RECHECK_WAIT_MS, SESSION_RECHECK_WAIT_MS, SESSION_RECHECK_WAIT_MS]);
  });
});

describe('createLaunchMachine: the flags over time', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const open = (m: ReturnType<typeof createLaunchMachine>, over: Partial<Omit<OpenGame, 'id'>> = {}) =>
    m.opened({
      key: KEY,
      gp_id: 'GPR8',
      mode: 'window',
      demo: false,
      url: 'http://site.test/g',
      name: 'Lucky',
      ...over,
    });

  it('is starting from the checks until the game runs, and refuses meanwhile', () => {
    const m = createLaunchMachine();
    m.start();
    expect(m.refusal({ key: OTHER_KEY, isDesktop: true })).toBe('starting');
    const running = open(m);
    expect(m.store.getState()).toMatchObject({ starting: false, games: [running] });
    expect(m.refusal({ key: KEY, isDesktop: true })).toBe('duplicate');
  });

  it('goes back to idle when the launch fails', () => {
    const m = createLaunchMachine();
    m.start();
    m.fail();
    expect(m.store.getState().starting).toBe(false);
    expect(m.refusal({ key: KEY, isDesktop: false })).toBeNull();
  });

  it('keeps every game it was told opened: desktop window games run side by side, and beside a modal game', () => {
    const m = createLaunchMachine();
    const modal = open(m, { mode: 'modal', key: 'modal-game' });
    const first = open(m, { windowName: `gameWindow:${KEY}` });
    const second = open(m, { key: OTHER_KEY, windowName: `gameWindow:${OTHER_KEY}` });
    expect(m.store.getState().games).toEqual([modal, first, second]);
    // Ending one window's game leaves the other window's.
    expect(m.end((g) => g.windowName === `gameWindow:${KEY}`)).toEqual([first]);
    expect(m.store.getState().games).toEqual([modal, second]);
  });

  it('ends only the games asked for, once', () => {
    const m = createLaunchMachine();
    const a = open(m);
    const b = open(m, { mode: 'modal', key: OTHER_KEY });
    expect(m.end((g) => g.mode === 'window')).toEqual([a]);
    expect(m.end((g) => g.mode === 'window')).toEqual([]);
    expect(m.store.getState().games).toEqual([b]);
  });

  it(`clears quitting ${QUIT_FLAG_TIMEOUT_MS} ms after leave succeeded, not before`, () => {
    const m = createLaunchMachine();
    m.quitStarted();
    expect(m.refusal({ key: KEY, isDesktop: true })).toBe('quitting');
    jest.advanceTimersByTime(QUIT_FLAG_TIMEOUT_MS * 2); // the leave call is still on its way
    expect(m.store.getState().quitting).toBe(true);
    m.leaveSucceeded();
    jest.advanceTimersByTime(QUIT_FLAG_TIMEOUT_MS - 1);
    expect(m.store.getState().quitting).toBe(true);
    jest.advanceTimersByTime(1);
    expect(m.store.getState().quitting).toBe(false);
  });

  it('clears quitting as soon as member.cash arrives, and the late timer changes nothing', () => {
    const m = createLaunchMachine();
    m.quitStarted();
    m.leaveSucceeded();
    jest.advanceTimersByTime(1_000);
    m.cashArrived();
    expect(m.store.getState().quitting).toBe(false);
    m.quitStarted(); // the next game's quit
    jest.advanceTimersByTime(QUIT_FLAG_TIMEOUT_MS);
    expect(m.store.getState().quitting).toBe(true);
  });

  it('clears quitting at once when leave failed', () => {
    const m = createLaunchMachine();
    m.quitStarted();
    m.leaveFailed();
    expect(m.store.getState().quitting).toBe(false);
  });

  it('refuses while the wallet transfers back, and forgets a transfer that never reports its end', () => {
    const m = createLaunchMachine();
    m.setTransferBack(true);
    expect(m.refusal({ key: KEY, isDesktop: true })).toBe('transferBack');
    m.setTransferBack(false);
    expect(m.refusal({ key: KEY, isDesktop: true })).toBeNull();
    m.setTransferBack(true);
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS);
    expect(m.store.getState().transferBack).toBe(false);
  });

  it('code 203 stores the interval per provider, opens the dialog and ends starting', () => {
    const m = createLaunchMachine();
    m.start();
    const interval = { start: '2030-01-01 10:00:00', end: '2030-01-01 12:00:00' };
    m.maintenanceAnswered('GPR8', interval);
    expect(m.store.getState()).toMatchObject({
      starting: false,
      maintainIntervals: { GPR8: interval },
      maintenance: { gp_id: 'GPR8', interval },
    });
    m.closeMaintenance();
    expect(m.store.getState().maintenance).toBeNull();
    expect(m.store.getState().maintainIntervals.GPR8).toEqual(interval);
  });
});
