import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, CONTRACT_VERSION, type RemoteProps } from '@croupier/shared';
import { createFakeRemote } from '../test/fake-remote.js';
import { allowParcelsOutsideAct, captureConsoleErrors } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';
import { REMOTE_LOAD_TIMEOUT_MS } from './constants.js';
import { RemoteParcel } from './remote-parcel.js';

allowParcelsOutsideAct();
const consoleError = captureConsoleErrors();

describe('<RemoteParcel>', () => {
  it('shows a fallback with Retry when the remote is down, and mounts it after a successful retry', async () => {
    const games = createFakeRemote('mf-games', 'Games lobby');
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))
      .mockResolvedValueOnce(games.remote);
    const shell = await createTestShell({ loadRemote });
    shell.renderInShell(<RemoteParcel module="mf-games" basePath="/gameHall" />, '/gameHall/3');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site could not be loaded');
    expect(consoleError).toHaveBeenCalledWith('[shell] remote mf_games/app failed', expect.any(Error));

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Games lobby')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenLastCalledWith('mf_games/app');
    expect(games.mounted[0]).toMatchObject({
      basePath: '/gameHall',
      location: { pathname: '/gameHall/3', search: '', hash: '' },
      bus: shell.services.bus,
      queryClient: shell.services.queryClient,
      api: shell.services.api,
    });
  });

  it("tells the registry each attempt's end for the release's health: a failed load, then the retry that mounted", async () => {
    const games = createFakeRemote('mf-games', 'Games lobby');
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(games.remote);
    const shell = await createTestShell({ loadRemote });
    const settled = jest.spyOn(shell.services.registry, 'settled');
    shell.renderInShell(<RemoteParcel module="mf-games" basePath="/gameHall" />, '/gameHall');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(settled).toHaveBeenCalledWith('mf-games', expect.any(Object), true));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Games lobby')).toBeInTheDocument();
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(2));
    const [first, second] = settled.mock.calls as [string, object, boolean][];
    const [failedLoad, [, mountedLoad, failed]] = [first?.[1], second ?? ['', {}, true]];
    expect(failed).toBe(false);
    // Two attempts, two loads.
    expect(mountedLoad).not.toBe(failedLoad);
  });

  it("counts a crash the remote's own error boundary reports as a failed load of it", async () => {
    const games = createFakeRemote('mf-games', 'Games lobby');
    const shell = await createTestShell({ loadRemote: async () => games.remote as never });
    const settled = jest.spyOn(shell.services.registry, 'settled');
    shell.renderInShell(<RemoteParcel module="mf-games" basePath="/gameHall" />, '/gameHall');
    expect(await screen.findByText('Games lobby')).toBeInTheDocument();
    await waitFor(() => expect(settled).toHaveBeenCalledWith('mf-games', expect.any(Object), false));
    act(() => shell.services.bus.emit(BusEvent.remoteCrashed, { remote: 'mf-auth' }));
    expect(settled).toHaveBeenCalledTimes(1);
    act(() => shell.services.bus.emit(BusEvent.remoteCrashed, { remote: 'mf-games' }));
    expect(settled).toHaveBeenLastCalledWith('mf-games', settled.mock.calls[0]?.[1], true);
  });

  it('refuses a remote built for another contract, with the message, and does not mount it', async () => {
    const nextMajor = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;
    const future = createFakeRemote('mf-games', 'Games lobby', nextMajor);
    const shell = await createTestShell({ loadRemote: async () => future.remote as never });
    shell.renderInShell(<RemoteParcel module="mf-games" basePath="/" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `This module was built for contract ${nextMajor}; this site provides ${CONTRACT_VERSION}`,
    );
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(future.mounted).toHaveLength(0);
  });

  it('mounts a remote built against the previous major, which the shell still serves', async () => {
    const previousMajor = `${Number(CONTRACT_VERSION.split('.')[0]) - 1}.3.0`;
    const previous = createFakeRemote('mf-games', 'Games lobby', previousMajor);
    const shell = await createTestShell({ loadRemote: async () => previous.remote as never });
    shell.renderInShell(<RemoteParcel module="mf-games" basePath="/" />);

    expect(await screen.findByText('Games lobby')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(previous.mounted).toHaveLength(1);
  });

  it('refuses a remote two majors behind, outside the window, with the message', async () => {
    const tooOld = `${Number(CONTRACT_VERSION.split('.')[0]) - 2}.1.0`;
    const old = createFakeRemote('mf-games', 'Games lobby', tooOld);
    const shell = await createTestShell({ loadRemote: async () => old.remote as never });
    shell.renderInShell(<RemoteParcel module="mf-games" basePath="/" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `This module was built for contract ${tooOld}; this site provides ${CONTRACT_VERSION}`,
    );
    expect(consoleError).toHaveBeenCalledWith(
      `[shell] remote mf_games/app refused: built for contract ${tooOld}, host provides ${CONTRACT_VERSION}`,
    );
    expect(old.mounted).toHaveLength(0);
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    const broken = createFakeRemote('mf-games', 'Games lobby');
    broken.remote.mount = async () => {
      throw new Error('games exploded');
    };
    const shell = await createTestShell({ loadRemote: async () => broken.remote as never });
    shell.renderInShell(
      <>
        <p>Still here</p>
        <RemoteParcel module="mf-games" basePath="/" />
      </>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[shell] remote mf_games/app failed', new Error('games exploded'));
  });

  it('gives up on a remote that does not load in time', async () => {
    const shell = await createTestShell({ loadRemote: () => new Promise(() => undefined) });
    jest.useFakeTimers();
    try {
      shell.renderInShell(<RemoteParcel module="mf-games" basePath="/" />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');

      await act(async () => {
        jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      });
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    } finally {
      jest.useRealTimers();
    }
  });

  describe('the time limit on mounting', () => {
    // The browser's MessageChannel (jsdom has none): the limit checks after the browser's next task.
    const realSetTimeout = setTimeout;
    beforeAll(() => {
      globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel;
    });
    afterAll(() => {
      delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
    });
    /** Lets promise callbacks and the browser's next task run, with the timers still fake. */
    const nextTasks = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)));

    /** The remote's mount starts, and settles when `settle` says (a timer of the page, or never). */
    async function mountingRemote(settle: (done: () => void) => void) {
      const games = createFakeRemote('mf-games', 'Games lobby');
      const mount = games.remote.mount as (props: RemoteProps) => Promise<void>;
      let started = false;
      games.remote.mount = (props: RemoteProps) => {
        started = true;
        return new Promise<void>((resolve) => settle(() => resolve(mount(props))));
      };
      const shell = await createTestShell({ loadRemote: async () => games.remote as never });
      jest.useFakeTimers();
      shell.renderInShell(<RemoteParcel module="mf-games" basePath="/" />);
      for (let i = 0; i < 50 && !started; i += 1) await act(async () => undefined);
      expect(started).toBe(true);
    }
    // single-spa warns of a lifecycle slower than 3 s: expected here.
    beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
    afterEach(() => {
      jest.useRealTimers();
      jest.mocked(console.warn).mockRestore();
    });

    it('gives up on a remote that never finishes mounting', async () => {
      await mountingRemote(() => undefined);
      await act(async () => {
        jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      });
      await nextTasks();
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
      expect(consoleError).toHaveBeenCalledWith(
        '[shell] remote mf_games/app failed',
        expect.objectContaining({ name: 'TimeoutError' }),
      );
    });

    it('keeps a remote whose mount finished as its limit fell due: a device waking fires both timers at once', async () => {
      await mountingRemote((done) => setTimeout(done, REMOTE_LOAD_TIMEOUT_MS - 1));
      // One batch, as after a sleep: the mount's timer, then the limit's, before any promise callback.
      await act(async () => {
        jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      });
      await nextTasks();
      expect(screen.getByText('Games lobby')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('hands location changes to the mounted remote as parcel updates, and navigates for it', async () => {
    const games = createFakeRemote('mf-games', 'Games lobby');
    const shell = await createTestShell({ loadRemote: async () => games.remote as never });
    shell.renderInShell(<RemoteParcel module="mf-games" basePath="/gameHall" />, '/gameHall/3');
    await screen.findByText('Games lobby');

    games.mounted[0]!.navigate('/gameHall/5?gp_id=GPLL');

    await waitFor(() =>
      expect(games.updates.at(-1)?.location).toEqual({ pathname: '/gameHall/5', search: '?gp_id=GPLL', hash: '' }),
    );
  });

  it('does not load a module the site has disabled', async () => {
    const loadRemote = jest.fn();
    const shell = await createTestShell({ modules: { 'mf-proxy': false }, loadRemote });
    shell.renderInShell(<RemoteParcel module="mf-proxy" basePath="/proxy" />, '/proxy');

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
