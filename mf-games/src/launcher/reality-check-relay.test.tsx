// The reality check forwarded to the running games' pages and their answers brought back,
// through the page's launcher: a game window and the modal's game frame.
import { BusEvent, type BusPayloads } from '@croupier/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cleanUp,
  fakeWindowOpen,
  mountLauncher,
  type MountOptions,
  type MountedLauncher,
} from './launcher-test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedLauncher | null = null;
afterEach(async () => {
  await cleanUp(mounted);
  mounted = null;
});

const SITE = 'http://localhost';
const SLOT_URL = `${SITE}/api/provider/slot?token=t1`;
const CHECK: BusPayloads[typeof BusEvent.realityCheck] = {
  open: true,
  title: 'Reality check',
  body: 'You have been logged in for 15 minutes. Your net result this session: -$12.50',
  keep_playing: 'Keep playing',
  log_out: 'Log out',
};

async function mount(opts: MountOptions = {}) {
  mounted = await mountLauncher(opts);
  const answers: string[] = [];
  mounted.props.bus.on(BusEvent.realityCheckAnswered, ({ answer }) => answers.push(answer));
  return { ...mounted, answers, user: userEvent.setup() };
}

/** A message as the browser delivers it to this page: from `source`, sent on `origin`. */
function messageFrom(source: unknown, origin: string, data: unknown) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

const answer = (value: string) => ({ source: 'croupier', type: 'reality-check-answer', answer: value });

describe('a game window', () => {
  it('is told of the check and of its closing, on the game’s origin', async () => {
    const { popups } = fakeWindowOpen();
    const { user, props } = await mount();
    await user.click(screen.getByRole('button', { name: 'Play Lucky Sevens' }));
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    const postMessage = jest.fn();
    Object.assign(popups[0]!, { postMessage });

    props.bus.emit(BusEvent.realityCheck, CHECK);
    props.bus.emit(BusEvent.realityCheck, { open: false });
    expect(postMessage.mock.calls).toEqual([
      [
        {
          source: 'croupier',
          type: 'reality-check',
          title: 'Reality check',
          body: 'You have been logged in for 15 minutes. Your net result this session: -$12.50',
          keep_playing: 'Keep playing',
          log_out: 'Log out',
        },
        SITE,
      ],
      [{ source: 'croupier', type: 'reality-check-closed' }, SITE],
    ]);

    // A closed window is told nothing more.
    popups[0]!.close();
    props.bus.emit(BusEvent.realityCheck, CHECK);
    expect(postMessage).toHaveBeenCalledTimes(2);
  });

  it('answers on the bus; a message from another window or origin, or of another shape, is ignored', async () => {
    const { popups } = fakeWindowOpen();
    const { user, answers } = await mount();
    await user.click(screen.getByRole('button', { name: 'Play Lucky Sevens' }));
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));

    messageFrom({}, SITE, answer('log-out')); // not a game's page
    messageFrom(null, SITE, answer('log-out'));
    messageFrom(popups[0], 'https://evil.example', answer('log-out')); // the window went elsewhere
    messageFrom(popups[0], SITE, { source: 'croupier', type: 'reality-check-answer', answer: 'explode' });
    messageFrom(popups[0], SITE, 'log-out');
    expect(answers).toEqual([]);

    messageFrom(popups[0], SITE, answer('keep-playing'));
    messageFrom(popups[0], SITE, answer('log-out'));
    expect(answers).toEqual(['keep-playing', 'log-out']);
  });
});

describe('the modal’s game frame', () => {
  it('is told of the check, and its answer comes back', async () => {
    const { user, props, answers } = await mount({ settings: { GAME_OPEN_MODE: 'modal' } });
    await user.click(screen.getByRole('button', { name: 'Play Lucky Sevens' }));
    const frame = within(await screen.findByRole('dialog', { name: 'Lucky Sevens' })).getByTitle(
      'Game: Lucky Sevens',
    ) as HTMLIFrameElement;
    const game = frame.contentWindow!;
    const postMessage = jest.spyOn(game, 'postMessage').mockImplementation(() => undefined);

    props.bus.emit(BusEvent.realityCheck, CHECK);
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'croupier', type: 'reality-check', title: 'Reality check' }),
      SITE,
    );

    messageFrom(window, SITE, answer('log-out')); // the site itself is no game
    messageFrom(game, SITE, answer('keep-playing'));
    expect(answers).toEqual(['keep-playing']);
  });
});
