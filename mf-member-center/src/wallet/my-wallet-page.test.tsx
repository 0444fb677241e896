// MyWallet (spec 02 §3, §4, §8): the main balance, the provider wallets (is_light), the total; the
// one-click transfer back with its 10 s cooldown and the states that disable it.
import { BusEvent, Modal } from '@croupier/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mountMember, ok, oldOk, refused, type MountOptions, type MountedMember } from '../testing/member-test-kit.js';
import { launchStateStore } from './launch-state.js';
import { MyWalletPage } from './my-wallet-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedMember | null = null;
afterEach(async () => {
  jest.useRealTimers();
  await mounted?.unmount();
  mounted = null;
  launchStateStore.setState({ starting: false, quitting: false });
});

const CASH = {
  my_cash_list: [
    { gp_id: 'GPR8', is_light: 1, icon_dark: '', cash: '20.50' },
    { gp_id: 'GPJD', is_light: 0, icon_dark: '', cash: '0.00' },
  ],
  total: '170.50',
};

/** A button that opens a modal, to show the transfer back waits for it. */
function WithModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open a modal
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Some modal" />
    </>
  );
}

async function mountWallet(routes: MountOptions['routes'] = {}, opts: MountOptions = {}) {
  mounted = await mountMember(
    () => (
      <>
        <MyWalletPage />
        <WithModal />
      </>
    ),
    { pathname: '/user/MyWallet', routes: { '/member/profile/my_cash': () => oldOk(CASH), ...routes }, ...opts },
  );
  return mounted;
}

const backButton = () => screen.getByRole('button', { name: /Transfer all back|Transfer back again/ });
const ready = () => waitFor(() => expect(backButton()).toHaveAttribute('aria-disabled', 'false'));

describe('MyWallet', () => {
  it('shows the main balance, each provider wallet (is_light marked) and the total', async () => {
    await mountWallet();
    const main = await screen.findByRole('region', { name: 'Main wallet' });
    await waitFor(() => expect(main).toHaveTextContent('$150.00'));
    const providers = await screen.findByRole('region', { name: 'Game wallets' });
    const items = within(providers).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['GPR8$20.50', 'GPJD$0.00']);
    expect(items[0]).toHaveClass('mfmc-wallet__item--light');
    expect(items[1]).not.toHaveClass('mfmc-wallet__item--light');
    expect(providers).toHaveTextContent('Total $170.50');
  });

  it('transfers back, announces it around the call, then counts 10 s down on the button', async () => {
    let cash = CASH;
    const app = await mountWallet({
      '/member/profile/my_cash': () => oldOk(cash),
      '/member/profile/balance/all/back': () => {
        cash = { my_cash_list: CASH.my_cash_list.map((w) => ({ ...w, cash: '0.00' })), total: '170.50' };
        return ok({ cash: '170.50' });
      },
    });
    const running: boolean[] = [];
    app.props.bus.on(BusEvent.walletTransferBack, ({ running: r }) => running.push(r));
    await ready();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

    await user.click(backButton());
    await waitFor(() => expect(running).toEqual([true, false]));
    expect(app.bodiesTo('/member/profile/balance/all/back')).toEqual([{}]);
    expect(await screen.findByText('Every game balance is back in the main wallet.')).toBeInTheDocument();
    expect(backButton()).toHaveTextContent('Transfer back again in 10 s');
    expect(backButton()).toHaveAttribute('aria-disabled', 'true');

    // A click while it counts does nothing.
    await user.click(backButton());
    expect(app.bodiesTo('/member/profile/balance/all/back')).toHaveLength(1);

    act(() => jest.advanceTimersByTime(9_000));
    expect(backButton()).toHaveTextContent('Transfer back again in 1 s');
    act(() => jest.advanceTimersByTime(1_000));
    expect(backButton()).toHaveTextContent('Transfer all back to the main wallet');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Game wallets' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('$0.00'),
    );
  });

  it.each([
    [101, 'A transfer back is already running. Please wait.'],
    [104, 'Transfers are switched off for this account.'],
    [105, 'A game is still running. Leave it first, then try again.'],
    [998, 'Server says no'],
  ])('code %i says: %s', async (code, text) => {
    await mountWallet({ '/member/profile/balance/all/back': () => refused(code, 'Server says no') });
    await ready();
    await userEvent.click(backButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('is disabled while mf-games starts or quits a game, and while a modal is open', async () => {
    const app = await mountWallet();
    await ready();
    act(() => app.props.bus.emit(BusEvent.gamesLaunchState, { starting: true, quitting: false }));
    expect(backButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(backButton());
    act(() => app.props.bus.emit(BusEvent.gamesLaunchState, { starting: false, quitting: true }));
    expect(backButton()).toHaveAttribute('aria-disabled', 'true');
    act(() => app.props.bus.emit(BusEvent.gamesLaunchState, { starting: false, quitting: false }));
    expect(backButton()).toHaveAttribute('aria-disabled', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Open a modal' }));
    expect(await screen.findByRole('dialog', { name: 'Some modal' })).toBeInTheDocument();
    expect(backButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(backButton()).toHaveAttribute('aria-disabled', 'false'));
    expect(app.bodiesTo('/member/profile/balance/all/back')).toEqual([]);
  });

  it('is disabled while the wallet is fetched (member.cash asks again), and on /play', async () => {
    let release: (() => void) | null = null;
    let holding = false;
    const app = await mountWallet(
      {},
      {
        hold: (path) =>
          holding && path === '/member/profile/my_cash' ? new Promise<void>((r) => (release = r)) : undefined,
      },
    );
    await ready();
    holding = true;
    app.echo().deliver('private-member.7', 'member.cash', { cash: '10.00' });
    await waitFor(() => expect(release).not.toBeNull());
    expect(backButton()).toHaveAttribute('aria-disabled', 'true');
    release!();
    await ready();

    await app.goTo('/play');
    await waitFor(() => expect(backButton()).toHaveAttribute('aria-disabled', 'true'));
  });

  it('asks for the wallets again on all_transfer_back', async () => {
    const app = await mountWallet();
    await ready();
    app.echo().deliver('private-member.7', 'all_transfer_back', {});
    await waitFor(() => expect(app.bodiesTo('/member/profile/my_cash')).toHaveLength(2));
  });
});
