import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, CashierCode, ResponsibleGamingCode, closeAllPopups, type DepositOrder } from '@croupier/shared';
import { memberLayout, mountMember, type MountOptions, ok, refused } from '../testing/member-test-kit.js';
import { CASHIER_ROUTES } from '../testing/cashier-fixtures.js';
import { DepositPage } from './deposit-page.js';
import { samePage } from './payment-window.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  closeAllPopups();
  jest.restoreAllMocks();
});

const order = (over: Partial<DepositOrder> = {}): DepositOrder => ({
  order_number: 'D202611250001',
  type: 'deposit',
  status: 'pending',
  amount: '100.00',
  method_name: 'Bank Transfer',
  created_at: 0,
  decided_at: null,
  payment_url: '/api/dev/payment/D202611250001',
  ...over,
});

/** A popup the test can read: where it was opened and where it was sent. */
function fakePopups() {
  const popups: {
    url: string;
    name: string;
    features: string;
    window: { closed: boolean; location: { href: string }; focus(): void; close(): void };
  }[] = [];
  jest.spyOn(window, 'open').mockImplementation(((url: string, name: string, features: string) => {
    const popup = {
      closed: false,
      location: { href: url },
      focus: () => undefined,
      close: () => (popup.closed = true),
    };
    popups.push({ url, name, features, window: popup });
    return popup as unknown as Window;
  }) as typeof window.open);
  return popups;
}

async function mountDeposit(opts: MountOptions = {}) {
  const mounted = await mountMember(<DepositPage />, { ...opts, routes: { ...CASHIER_ROUTES, ...opts.routes } });
  unmount = mounted.unmount;
  await screen.findByRole('radio', { name: /Bank Transfer/ });
  return mounted;
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const submit = () => screen.getByRole('button', { name: 'Deposit now' });

describe('<DepositPage/>', () => {
  it('asks for the methods of the member currency and shows each with its kind and limits', async () => {
    const { bodiesTo } = await mountDeposit();
    expect(bodiesTo('/arks/web/cashier/methods')).toEqual([{ currency: 'USD' }]);
    const bank = screen.getByRole('radio', { name: /Bank Transfer/ });
    expect(bank).toBeChecked();
    expect(bank.closest('label')).toHaveTextContent('Bank transfer');
    expect(bank.closest('label')).toHaveTextContent('Limits: $10.00 to $1,000.00');
    expect(screen.getByRole('radio', { name: /PayWallet/ }).closest('label')).toHaveTextContent('E-wallet');
  });

  it("fills the amount from the chosen method's quick picks", async () => {
    await mountDeposit();
    const picks = () => within(screen.getByRole('group', { name: 'Quick amounts' }));
    expect(
      picks()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['$50.00', '$100.00', '$500.00']);
    await userEvent.click(screen.getByRole('radio', { name: /PayWallet/ }));
    expect(
      picks()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['$20.00', '$200.00']);
    await userEvent.click(picks().getByRole('button', { name: '$200.00' }));
    expect(amountField()).toHaveValue('200');
  });

  it("refuses on the client what depositSchema refuses, with the method's limits", async () => {
    const { bodiesTo } = await mountDeposit();
    await userEvent.click(submit());
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    await userEvent.type(amountField(), '5');
    await userEvent.tab();
    expect(await screen.findByText("The amount is outside this method's limits.")).toBeInTheDocument();
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '12.345');
    expect(await screen.findByText('Enter a positive amount with at most two decimals.')).toBeInTheDocument();
    // 500 is within Bank Transfer's limits but above PayWallet's 200.
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '500');
    await waitFor(() => expect(amountField()).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(screen.getByRole('radio', { name: /PayWallet/ }));
    expect(await screen.findByText("The amount is outside this method's limits.")).toBeInTheDocument();
    expect(bodiesTo('/arks/web/cashier/deposit')).toEqual([]);
  });

  it('on desktop opens the 1500x800 fastPayment window inside the click and sends it to the payment page', async () => {
    const popups = fakePopups();
    const assign = jest.spyOn(samePage, 'assign').mockImplementation(() => undefined);
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    const { bodiesTo } = await mountDeposit({
      isDesktop: true,
      routes: { '/arks/web/cashier/deposit': () => ok(order()) },
      hold: (path) => (path === '/arks/web/cashier/deposit' ? answered : undefined),
    });
    await userEvent.type(amountField(), '100');
    await userEvent.click(submit());
    // Opened before the answer (inside the click), on the waiting page.
    expect(popups).toHaveLength(1);
    expect(popups[0]).toMatchObject({ url: '/loading', name: 'fastPayment' });
    expect(popups[0]?.features).toContain('width=1500,height=800');
    answer();
    await waitFor(() => expect(popups[0]?.window.location.href).toBe('/api/dev/payment/D202611250001'));
    expect(assign).not.toHaveBeenCalled();
    const [body] = bodiesTo('/arks/web/cashier/deposit') as { method_id: number; amount: string; request_id: string }[];
    expect(body).toMatchObject({ method_id: 1, amount: '100' });
    expect(body?.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText('Order D202611250001 was created. Complete the payment on the payment page.'),
    ).toBeInTheDocument();
  });

  it('on a phone goes to the payment page in the same page, opening no window', async () => {
    const popups = fakePopups();
    const assign = jest.spyOn(samePage, 'assign').mockImplementation(() => undefined);
    await mountDeposit({ isDesktop: false, routes: { '/arks/web/cashier/deposit': () => ok(order()) } });
    await userEvent.type(amountField(), '100');
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/dev/payment/D202611250001'));
    expect(popups).toHaveLength(0);
  });

  it('sends the same request_id when the same values are sent again after a failure, a new one after an order', async () => {
    jest.spyOn(samePage, 'assign').mockImplementation(() => undefined);
    let fail = true;
    const { bodiesTo } = await mountDeposit({
      isDesktop: false,
      routes: { '/arks/web/cashier/deposit': () => (fail ? refused(500, 'try later') : ok(order())) },
    });
    await userEvent.type(amountField(), '100');
    await userEvent.click(submit());
    expect(await screen.findByText('try later')).toBeInTheDocument();
    fail = false;
    await userEvent.click(submit());
    await waitFor(() => expect(bodiesTo('/arks/web/cashier/deposit')).toHaveLength(2));
    await userEvent.click(submit());
    await waitFor(() => expect(bodiesTo('/arks/web/cashier/deposit')).toHaveLength(3));
    const ids = (bodiesTo('/arks/web/cashier/deposit') as { request_id: string }[]).map((b) => b.request_id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('closes the waiting window and says why when the cashier refuses', async () => {
    const popups = fakePopups();
    await mountDeposit({
      isDesktop: true,
      routes: { '/arks/web/cashier/deposit': () => refused(CashierCode.methodUnavailable, 'method off') },
    });
    await userEvent.type(amountField(), '100');
    await userEvent.click(submit());
    expect(await screen.findByText('This payment method is not available. Choose another one.')).toBeInTheDocument();
    expect(popups[0]?.window.closed).toBe(true);
  });

  it("says what a deposit limit still allows (601), with a link to the member's limits, and keeps the amount", async () => {
    const popups = fakePopups();
    const { navigatedTo } = await mountDeposit({
      isDesktop: true,
      routes: {
        '/arks/web/cashier/deposit': () =>
          refused(ResponsibleGamingCode.depositLimit, 'deposit limit', { period: 'day', remaining: '40.00' }),
      },
    });
    await userEvent.type(amountField(), '60');
    await userEvent.click(submit());
    const notice = await screen.findByText(/Your daily deposit limit allows/);
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('Your daily deposit limit allows $40.00 more. See your responsible gaming limits');
    expect(popups[0]?.window.closed).toBe(true);
    expect(amountField()).toHaveValue('60');
    const link = screen.getByRole('link', { name: 'See your responsible gaming limits' });
    expect(link).toHaveAttribute('href', '/user/ResponsibleGaming');
    await userEvent.click(link);
    expect(navigatedTo()).toEqual(['/user/ResponsibleGaming']);
  });

  it('prompts to bind a bank account first when the layout asks for it, and goes to BindAccount', async () => {
    const { navigatedTo, bodiesTo } = await mountMember(<DepositPage />, {
      routes: {
        ...CASHIER_ROUTES,
        '/member/profile/common/layout': () =>
          ok({ member_common_layout: memberLayout({ need_bank_account_deposit_verified: 1 }) }),
      },
    }).then((m) => ((unmount = m.unmount), m));
    const prompt = await screen.findByRole('dialog', { name: 'Bank account needed' });
    expect(prompt).toHaveTextContent('Bind a bank account before you deposit.');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Later' }));
    // Depositing asks again instead of sending.
    await userEvent.type(amountField(), '100');
    await userEvent.click(submit());
    const again = await screen.findByRole('dialog', { name: 'Bank account needed' });
    await userEvent.click(within(again).getByRole('button', { name: 'Bind a bank account' }));
    expect(navigatedTo()).toEqual(['/user/BindAccount']);
    expect(bodiesTo('/arks/web/cashier/deposit')).toEqual([]);
  });

  it('prompts to bind when the cashier answers bankAccountRequired', async () => {
    await mountDeposit({
      isDesktop: false,
      routes: { '/arks/web/cashier/deposit': () => refused(CashierCode.bankAccountRequired, 'bind first') },
    });
    await userEvent.type(amountField(), '100');
    fireEvent.submit(submit().closest('form') as HTMLFormElement);
    expect(await screen.findByRole('dialog', { name: 'Bank account needed' })).toBeInTheDocument();
    expect(screen.getByText('Bind a bank account first.')).toBeInTheDocument();
  });

  it('tells the bus the deposit page is shown, and when it is gone', async () => {
    const heard: boolean[] = [];
    const mounted = await mountMember(<DepositPage />, {
      routes: CASHIER_ROUTES,
      beforeMount: (props) => props.bus.on(BusEvent.depositPageShown, ({ shown }) => heard.push(shown)),
    });
    await waitFor(() => expect(heard).toEqual([true]));
    await mounted.unmount();
    expect(heard).toEqual([true, false]);
  });

  it('speaks the page language', async () => {
    const mounted = await mountMember(<DepositPage />, { routes: CASHIER_ROUTES, language: 'zh_CN' });
    unmount = mounted.unmount;
    expect(await screen.findByRole('heading', { name: '存款' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '立即存款' })).toBeInTheDocument();
  });
});
