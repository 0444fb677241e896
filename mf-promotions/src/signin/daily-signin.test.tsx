import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, MEMBER_LAYOUT_KEY, type SigninInfo, type SigninResult } from '@croupier/shared';
import { ok, pageTests, refused, signinInfo, type MountOptions } from '../discount/test-kit.js';
import { DailySignin } from './daily-signin.js';

const mount = pageTests();

async function open(info: SigninInfo | (() => unknown), opts: MountOptions & { signin?: () => unknown } = {}) {
  const { signin, routes, ...rest } = opts;
  const events: string[] = [];
  const page = await mount(<DailySignin />, {
    beforeMount: (props) => {
      props.bus.on(BusEvent.walletRefreshRequested, () => events.push('wallet'));
      props.bus.on(BusEvent.openLogin, (payload) => events.push(`login ${payload.target}`));
    },
    routes: {
      '/arks/web/cash_surplus/check': () => ok({ active: 1 }),
      '/arks/web/activity/signin/info': typeof info === 'function' ? info : () => ok(info),
      '/arks/web/activity/signin': signin ?? (() => refused(500, 'unexpected')),
      ...routes,
    },
    ...rest,
  });
  return { page, events };
}

const day = (n: number) =>
  within(screen.getByRole('list', { name: 'The 7 days of the sign-in cycle' })).getAllByRole('listitem')[n - 1]!;

describe('<DailySignin/>', () => {
  it('is not shown while the cash surplus is off for the currency', async () => {
    const { page } = await open(signinInfo(), { routes: { '/arks/web/cash_surplus/check': () => ok({ active: 0 }) } });
    await waitFor(() =>
      expect(page.bodiesTo('/arks/web/cash_surplus/check')).toEqual([{ site_id: '1', currency: 'USD' }]),
    );
    expect(screen.queryByRole('region', { name: 'Daily sign-in' })).toBeNull();
    expect(page.bodiesTo('/arks/web/activity/signin/info')).toEqual([]);
  });

  it('shows the 7 days with their rewards and states, the streak and an open button', async () => {
    await open(signinInfo());
    await screen.findByRole('region', { name: 'Daily sign-in' });
    const days = await screen.findAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(day(1)).toHaveTextContent('Day 1');
    expect(day(1)).toHaveTextContent('$1.00');
    expect(day(1)).toHaveTextContent('Signed');
    expect(day(3)).toHaveTextContent('$3.00');
    expect(day(3)).toHaveTextContent('Open today');
    expect(day(7)).toHaveTextContent('Not open yet');
    expect(screen.getByText('Days in a row: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it.each([
    ['is_signin_true', 'Signed'],
    ['is_signin_success', 'Today: signed'],
    ['click_signin', 'Open today'],
    ['is_signin_pass', 'Missed'],
    ['is_signin_noopen', 'Not open yet'],
  ] as const)('a day %s says "%s" in its own look', async (state, text) => {
    const info = signinInfo();
    info.days[0] = { ...info.days[0]!, state };
    await open(info);
    await screen.findAllByRole('listitem');
    expect(within(day(1)).getByText(text)).toBeInTheDocument();
    expect(day(1)).toHaveClass(`mfps-day--${state}`);
  });

  it.each([
    ['click_signin_true', 'Signed in today'],
    ['click_signin_pass', 'The sign-in has ended'],
  ] as const)('today\'s button %s is disabled and says "%s"', async (state, name) => {
    await open(signinInfo({ state }));
    expect(await screen.findByRole('button', { name })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('signs in: says the reward, asks the cycle again and refreshes the balance everywhere', async () => {
    let signed = false;
    const after = signinInfo({ state: 'click_signin_true', streak: 3 });
    after.days[2] = { ...after.days[2]!, state: 'is_signin_success' };
    const result: SigninResult = { state: 'is_signin_success', streak: 3, reward: '3.00', balance: '153.00' };
    const { page, events } = await open(() => ok(signed ? after : signinInfo()), {
      signin: () => {
        signed = true;
        return ok(result);
      },
    });
    await screen.findByRole('button', { name: 'Sign in' });
    page.props.queryClient.setQueryData(MEMBER_LAYOUT_KEY, { member_cash: '150.00' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Signed in! $3.00 was added to your balance.');
    expect(await screen.findByRole('button', { name: 'Signed in today' })).toBeDisabled();
    expect(day(3)).toHaveTextContent('Today: signed');
    expect(screen.getByText('Days in a row: 3')).toBeInTheDocument();
    const [body] = page.bodiesTo('/arks/web/activity/signin') as { site_id: string; request_id: string }[];
    expect(body!.site_id).toBe('1');
    expect(body!.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(events).toEqual(['wallet']);
    expect(page.props.queryClient.getQueryState(MEMBER_LAYOUT_KEY)?.isInvalidated).toBe(true);
  });

  it.each([
    [201, 'The sign-in is not open'],
    [202, 'You already signed in today'],
  ])('a refusal %i says the server message', async (code, message) => {
    const { events } = await open(signinInfo(), { signin: () => refused(code, message) });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(events).toEqual([]);
  });

  it('asks a guest to log in, coming back to the page', async () => {
    const { page, events } = await open(signinInfo(), { session: null, currency: 'INR' });
    await screen.findByRole('region', { name: 'Daily sign-in' });
    expect(page.bodiesTo('/arks/web/cash_surplus/check')).toEqual([{ site_id: '1', currency: 'INR' }]);
    expect(screen.getByText(/Sign in once a day to collect a cash reward/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to sign in' }));
    expect(events).toEqual(['login /discount']);
    expect(page.bodiesTo('/arks/web/activity/signin/info')).toEqual([]);
  });
});
