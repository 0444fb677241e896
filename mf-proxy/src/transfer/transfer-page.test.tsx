import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentCode, MEMBER_LAYOUT_KEY, toast, type AgentTransfer, type AgentTransferSettings } from '@croupier/shared';
import { AGENT, agentLayout, ok, pageTests, refused, type MountOptions } from '../testing/agent-test-kit.js';
import { TransferPage } from './transfer-page.js';

// 08:00 on 25 November 2026 in the site's default zone (America/Caracas).
const NOW = Date.UTC(2026, 10, 25, 12, 0);

const mount = pageTests({ now: NOW });
afterEach(() => {
  toast.clear();
});

const SETTINGS: AgentTransferSettings = {
  min_amount: '10.00',
  max_amount: '5000.00',
  cash: '1000.00',
  is_withdraw_password: 1,
};
const transfer = (id: number, over: Partial<AgentTransfer> = {}): AgentTransfer => ({
  id,
  member_account: `player${id}`,
  amount: '25.00',
  created_at: NOW - id * 3_600_000,
  ...over,
});

async function open(routes: MountOptions['routes'] = {}) {
  const mounted = await mount(<TransferPage />, {
    session: AGENT,
    pathname: '/proxy/Transfer',
    routes: {
      '/member/profile/common/layout': () => ok({ member_common_layout: agentLayout() }),
      '/arks/web/agent/transfer/settings': () => ok(SETTINGS),
      '/arks/web/agent/transfer/list': () => ok({ list: [], total_count: 0, total_amount: '0.00' }),
      ...routes,
    },
  });
  await screen.findByRole('button', { name: 'Transfer' });
  return mounted;
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
async function fill(account: string, amount: string, password: string) {
  await userEvent.clear(field('Member account'));
  await userEvent.type(field('Member account'), account);
  await userEvent.clear(field(/^Amount/));
  await userEvent.type(field(/^Amount/), amount);
  await userEvent.clear(field('Withdraw password'));
  await userEvent.type(field('Withdraw password'), password);
}
// The confirm dialog's code loads with the first one asked (shared's DialogHost).
const dialog = () => screen.findByRole('dialog', { name: 'Confirm the transfer' });

describe('<TransferPage/>', () => {
  it('shows the main balance and the limits; checks the amount against both before asking', async () => {
    const m = await open();
    expect(screen.getByText('Your main balance').nextElementSibling).toHaveTextContent('$1,000.00');
    expect(screen.getByText('$10.00 to $5,000.00')).toBeInTheDocument();

    await fill('player1', '5', '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is outside the transfer limits.')).toBeInTheDocument();
    await fill('player1', '1500', '1234');
    expect(await screen.findByText('The amount is more than your main balance.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(m.bodiesTo('/arks/web/agent/transfer')).toEqual([]);
  });

  it('asks to confirm; Cancel sends nothing, Transfer sends it, says so, empties the form and refreshes the balance', async () => {
    const m = await open({
      '/arks/web/agent/transfer': (body) =>
        ok({
          transfer: transfer(1, { member_account: 'player1', amount: (body as { amount: string }).amount }),
          cash: '880.00',
        }),
    });
    await fill(' player1 ', '120', '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(within(await dialog()).getByText('Transfer $120.00 to player1?')).toBeInTheDocument();
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    expect(m.bodiesTo('/arks/web/agent/transfer')).toEqual([]);

    const layoutUpdates = m.props.queryClient.getQueryState(MEMBER_LAYOUT_KEY)?.dataUpdateCount ?? 0;
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(m.bodiesTo('/arks/web/agent/transfer')).toHaveLength(1));
    expect(m.bodiesTo('/arks/web/agent/transfer')[0]).toEqual({
      member_account: 'player1',
      amount: '120',
      withdraw_password: '1234',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('$120.00 was transferred to player1.')).toBeInTheDocument();
    await waitFor(() => expect(field('Member account')).toHaveValue(''));
    expect(field(/^Amount/)).toHaveValue('');
    expect(field('Withdraw password')).toHaveValue('');
    await waitFor(() =>
      expect(m.props.queryClient.getQueryState(MEMBER_LAYOUT_KEY)?.dataUpdateCount).toBe(layoutUpdates + 1),
    );
    expect(m.bodiesTo('/arks/web/agent/transfer/settings')).toHaveLength(2);
  });

  it.each([
    [AgentCode.notInDownline, 'Member account', 'There is no such member in your downline.'],
    [AgentCode.transferAmountOutOfRange, /^Amount/, 'The amount is outside the transfer limits.'],
    [AgentCode.insufficientBalance, /^Amount/, 'Your main balance is not enough for this transfer.'],
    [AgentCode.withdrawPasswordWrong, 'Withdraw password', 'The withdraw password is wrong.'],
  ] as const)('shows code %s on its field', async (code, label, text) => {
    await open({ '/arks/web/agent/transfer': () => refused(code, 'refused') });
    await fill('player1', '20', '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a retry of the same transfer with the same request_id (a wrong password retried), a new one after a success', async () => {
    let answer = refused(AgentCode.withdrawPasswordWrong, 'wrong');
    const m = await open({ '/arks/web/agent/transfer': () => answer });
    const send = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
      await userEvent.click(within(await dialog()).getByRole('button', { name: 'Transfer' }));
    };
    await fill('player1', '20', '1111');
    await send();
    await screen.findByText('The withdraw password is wrong.');
    answer = ok({ transfer: transfer(2, { member_account: 'player1', amount: '20.00' }), cash: '980.00' });
    await fill('player1', '20', '1234');
    await send();
    await screen.findByText('$20.00 was transferred to player1.');
    await fill('player1', '20', '1234');
    await send();
    await waitFor(() => expect(m.bodiesTo('/arks/web/agent/transfer')).toHaveLength(3));
    const ids = m.bodiesTo('/arks/web/agent/transfer').map((b) => (b as { request_id: string }).request_id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('says 306 (no withdraw password) in the form and asks for the settings again', async () => {
    const m = await open({ '/arks/web/agent/transfer': () => refused(AgentCode.withdrawPasswordNotSet, 'not set') });
    await fill('player1', '20', '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Set a withdraw password first.');
    await waitFor(() => expect(m.bodiesTo('/arks/web/agent/transfer/settings')).toHaveLength(2));
  });

  it('without a withdraw password, says where to set one instead of the form', async () => {
    await mount(<TransferPage />, {
      session: AGENT,
      routes: {
        '/member/profile/common/layout': () => ok({ member_common_layout: agentLayout() }),
        '/arks/web/agent/transfer/settings': () => ok({ ...SETTINGS, is_withdraw_password: 0 }),
        '/arks/web/agent/transfer/list': () => ok({ list: [], total_count: 0, total_amount: '0.00' }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Set it in the member centre' })).toHaveAttribute(
      'href',
      '/user/Info',
    );
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('names one transfer in the singular', async () => {
    await open({
      '/arks/web/agent/transfer/list': () => ok({ list: [transfer(1)], total_count: 1, total_amount: '25.00' }),
    });
    expect(await screen.findByText('1 transfer, $25.00 in all')).toBeInTheDocument();
  });

  it('lists the past transfers of this month, with the total, a page at a time', async () => {
    const page = (n: number) => Array.from({ length: n }, (_, i) => transfer(i + 1));
    const m = await open({
      '/arks/web/agent/transfer/list': (body) => {
        const p = (body as { page: number }).page;
        return ok({
          list: p === 1 ? page(20) : [transfer(21, { member_account: 'player21' })],
          total_count: 21,
          total_amount: '525.00',
        });
      },
    });
    const table = await screen.findByRole('table', { name: 'Past transfers' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('21 transfers, $525.00 in all')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('player1$25.002026-11-25 07:00:00');
    expect(m.bodiesTo('/arks/web/agent/transfer/list')).toEqual([
      { start_date: '2026-11-01', end_date: '2026-11-25', page: 1, count: 20 },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('player21')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2, 21 records')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() =>
      expect(m.bodiesTo('/arks/web/agent/transfer/list').at(-1)).toEqual({
        start_date: '2026-10-01',
        end_date: '2026-10-31',
        page: 1,
        count: 20,
      }),
    );
  });
});
