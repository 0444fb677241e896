// Responsible gaming in the launcher: play1's limit refusals have their own message and
// a way to the settings; a limit notice quits the running games and says why.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, ResponsibleGamingCode } from '@croupier/shared';
import {
  cleanUp,
  fakeWindowOpen,
  mountLauncher,
  refused,
  toastTexts,
  type MountOptions,
  type MountedLauncher,
} from './launcher-test-kit.js';
import { rgRefusalStore } from './responsible-gaming.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedLauncher | null = null;
afterEach(async () => {
  await cleanUp(mounted);
  mounted = null;
  rgRefusalStore.setState({ message: null });
});

async function mount(opts: MountOptions = {}) {
  mounted = await mountLauncher(opts);
  return { ...mounted, user: userEvent.setup() };
}

const play = () => screen.getByRole('button', { name: 'Play Lucky Sevens' });
const status = () => screen.getByRole('status', { name: 'Launcher' });

describe('play1 refused by a limit', () => {
  it.each([
    [ResponsibleGamingCode.lossLimit, { period: 'day' }, 'You have reached your daily loss limit.'],
    [ResponsibleGamingCode.lossLimit, { period: 'month' }, 'You have reached your monthly loss limit.'],
    [ResponsibleGamingCode.lossLimit, null, 'You have reached your loss limit.'],
    [
      ResponsibleGamingCode.sessionLimit,
      { limit_minutes: 90 },
      'You have reached your session time limit of 90 minutes.',
    ],
    [
      ResponsibleGamingCode.depositLimit,
      { period: 'week', remaining: '0.00' },
      'You have reached your weekly deposit limit.',
    ],
  ])('%i %j: closes the window and says why, with the way to the settings', async (code, data, text) => {
    const { popups } = fakeWindowOpen();
    const { user, navigatedTo } = await mount({
      routes: { '/member/game/play1': () => refused(code, 'Refused by the api', data) },
    });

    await user.click(play());

    const box = await screen.findByRole('dialog', { name: 'Responsible gaming' });
    expect(box).toHaveAccessibleDescription(text);
    expect(popups[0]?.closed).toBe(true);
    expect(status()).toHaveTextContent('idle');
    expect(toastTexts()).toEqual([]); // not the server's text as well

    await user.click(within(box).getByRole('link', { name: 'Responsible gaming settings' }));
    expect(navigatedTo()).toEqual(['/user/ResponsibleGaming']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('any other refusal still shows the server message', async () => {
    fakeWindowOpen();
    const { user } = await mount({ routes: { '/member/game/play1': () => refused(302, 'Not enough balance') } });
    await user.click(play());
    await waitFor(() => expect(toastTexts()).toEqual(['Not enough balance']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a limit notice on the bus', () => {
  it('loss_limit closes the running game window, quits the game (leave1) and says why', async () => {
    const { popups } = fakeWindowOpen();
    const { user, props, bodiesTo } = await mount();
    await user.click(play());
    await waitFor(() => expect(popups[0]?.location.href).toContain('/api/provider/slot'));

    props.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'loss_limit', period: 'week' });

    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
    expect(popups[0]?.closed).toBe(true);
    expect(toastTexts()).toEqual(['You have reached your weekly loss limit. Your games were closed.']);
  });

  it('session_limit says so with no game running; other reasons leave the launcher alone', async () => {
    const { props, bodiesTo } = await mount();

    props.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'deposit_limit', period: 'day' });
    props.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'settings' });
    props.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'session_limit' });

    await waitFor(() => expect(toastTexts()).toEqual(['You have reached your session time limit.']));
    expect(bodiesTo('/member/game/leave1')).toHaveLength(0);
  });

  it('a modal game ends on a loss limit too', async () => {
    fakeWindowOpen();
    const { user, props, bodiesTo } = await mount({ settings: { GAME_OPEN_MODE: 'modal' } });
    await user.click(play());
    await screen.findByRole('dialog', { name: 'Lucky Sevens' });

    props.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'loss_limit', period: 'day' });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lucky Sevens' })).not.toBeInTheDocument());
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
  });

  it('a time-out needs nothing of its own: its logout ends the games (no leave: the session is gone)', async () => {
    fakeWindowOpen();
    const { user, props, bodiesTo } = await mount({ settings: { GAME_OPEN_MODE: 'modal' } });
    await user.click(play());
    await screen.findByRole('dialog', { name: 'Lucky Sevens' });

    props.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'time_out', until: Date.now() + 86_400_000 });
    expect(screen.getByRole('dialog', { name: 'Lucky Sevens' })).toBeInTheDocument();
    props.stores.session.getState().clear();
    props.bus.emit(BusEvent.loggedOut, { reason: 'responsible-gaming' });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lucky Sevens' })).not.toBeInTheDocument());
    expect(bodiesTo('/member/game/leave1')).toHaveLength(0);
  });
});
