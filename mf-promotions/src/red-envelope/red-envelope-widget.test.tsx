// The red envelope (spec 02 §4, §7, §8): a member's floating widget counting down to end_at in
// America/Caracas, hidden at 0 and asked again after 3 s, initialised by RedEnvelopeDisplay; a claim
// opens a modal with the cash and closing it refreshes the balance; 102 clears it.
import { BusEvent, MEMBER_LAYOUT_KEY, RED_ENVELOPE_TIMEZONE, type RemoteProps } from '@croupier/shared';
import {
  mountPage,
  ok,
  refused,
  TEST_MEMBER,
  testSiteDetail,
  type MountedPage,
  type TestRoutes,
} from '@croupier/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSiteTime, SECOND_FORMAT } from '@croupier/shared/dates';
import { i18nBundles } from '../i18n.js';
import { RedEnvelopeWidget } from './red-envelope-widget.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedPage | null = null;
afterEach(async () => {
  jest.useRealTimers();
  await mounted?.unmount();
  mounted = null;
});

const PROMOTION = '/arks/web/activity/red_envelope_promotion';
const CLAIM = '/arks/web/activity/red_envelope';

/** end_at as the api writes it: in Caracas, `seconds` from now. */
const endAtIn = (seconds: number) => formatSiteTime(Date.now() + seconds * 1000, RED_ENVELOPE_TIMEZONE, SECOND_FORMAT);

async function mountWidget(
  routes: TestRoutes,
  { guest = false, beforeMount }: { guest?: boolean; beforeMount?: (p: RemoteProps) => void } = {},
) {
  mounted = await mountPage(<RedEnvelopeWidget />, {
    remote: 'mf-promotions',
    bundles: i18nBundles,
    basePath: '/',
    pathname: '/',
    siteDetail: testSiteDetail({ site_id: '1' }),
    routes,
    ...(guest ? {} : { session: TEST_MEMBER }),
    ...(beforeMount ? { beforeMount } : {}),
  });
  return mounted;
}

const widget = () => screen.queryByRole('complementary', { name: 'Red envelope' });

describe('the countdown', () => {
  it('counts down to end_at read in America/Caracas, hides at 0 and asks again 3 s later', async () => {
    let envelope: object | null = null;
    const app = await mountWidget({ [PROMOTION]: () => ok({ envelope }) });
    await waitFor(() => expect(app.bodiesTo(PROMOTION)).toHaveLength(1));
    // 16:00:00 UTC is 12:00:00 in Caracas (UTC-4): end_at 12:01:30 there is 90 s away.
    jest.useFakeTimers({ now: Date.UTC(2026, 4, 1, 16, 0, 0), doNotFake: ['nextTick', 'queueMicrotask'] });
    envelope = { id: 5, end_at: '2026-05-01 12:01:30' };
    app.echo().deliver('private-member.USD', 'RedEnvelopeDisplay', {});

    const timer = await screen.findByRole('timer', { name: 'Time left to claim' });
    expect(timer).toHaveTextContent('01:30');
    expect(app.bodiesTo(PROMOTION)).toEqual([{ site_id: '1' }, { site_id: '1' }]);

    await act(async () => void jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:29');
    await act(async () => void jest.advanceTimersByTime(88_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');

    await act(async () => void jest.advanceTimersByTime(1000));
    expect(widget()).not.toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(2999));
    expect(app.bodiesTo(PROMOTION)).toHaveLength(2);
    await act(async () => void jest.advanceTimersByTime(1));
    await waitFor(() => expect(app.bodiesTo(PROMOTION)).toHaveLength(3));
  });

  it('shows hours past an hour', async () => {
    await mountWidget({ [PROMOTION]: () => ok({ envelope: { id: 5, end_at: endAtIn(2 * 3600 + 5) } }) });
    expect(await screen.findByRole('timer', { name: 'Time left to claim' })).toHaveTextContent(/^2:00:0[45]$/);
  });

  it("takes the desktop's place from its own layout class, following the device", async () => {
    const page = await mountWidget({ [PROMOTION]: () => ok({ envelope: { id: 5, end_at: endAtIn(60) } }) });
    page.props.stores.ui.getState().setIsDesktop(true);
    await waitFor(() => expect(widget()).toHaveClass('mfpr-envelope--pc'));
    page.props.stores.ui.getState().setIsDesktop(false);
    await waitFor(() => expect(widget()).not.toHaveClass('mfpr-envelope--pc'));
  });
});

describe('RedEnvelopeDisplay', () => {
  it('on member.{currency} asks for the envelope again: the widget appears without a reload', async () => {
    let envelope: object | null = null;
    const app = await mountWidget({ [PROMOTION]: () => ok({ envelope }) });
    await waitFor(() => expect(app.bodiesTo(PROMOTION)).toHaveLength(1));
    expect(widget()).not.toBeInTheDocument();

    envelope = { id: 9, end_at: endAtIn(600) };
    app.echo().deliver('private-member.USD', 'RedEnvelopeDisplay', {});
    expect(await screen.findByRole('complementary', { name: 'Red envelope' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|09:59)$/);
  });

  it('a guest is asked nothing and shown nothing', async () => {
    const app = await mountWidget(
      { [PROMOTION]: () => ok({ envelope: { id: 9, end_at: endAtIn(600) } }) },
      { guest: true },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.calls).toHaveLength(0);
    expect(widget()).not.toBeInTheDocument();
    expect(app.echo().joined()).toEqual([]);
  });
});

describe('claiming', () => {
  const envelope = () => ({ id: 12, end_at: endAtIn(600) });

  it('opens a modal with the cash; closing it refreshes the header balance and the wallet', async () => {
    const walletRequests: unknown[] = [];
    const app = await mountWidget(
      { [PROMOTION]: () => ok({ envelope: envelope() }), [CLAIM]: () => ok({ cash: '8.88', balance: '158.88' }) },
      { beforeMount: (p) => void p.bus.on(BusEvent.walletRefreshRequested, (e) => walletRequests.push(e)) },
    );
    app.props.queryClient.setQueryData(MEMBER_LAYOUT_KEY, { member_cash: '150.00' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));

    const modal = await screen.findByRole('dialog', { name: 'Red envelope claimed' });
    expect(within(modal).getByText('You got $8.88')).toBeInTheDocument();
    expect(within(modal).getByText('Main balance: $158.88')).toBeInTheDocument();
    const [body] = app.bodiesTo(CLAIM) as { id: number; request_id: string }[];
    expect(body).toEqual({ id: 12, request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The envelope is used up.
    expect(widget()).not.toBeInTheDocument();
    expect(walletRequests).toEqual([]);

    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.props.queryClient.getQueryState(MEMBER_LAYOUT_KEY)?.isInvalidated).toBe(true);
    expect(walletRequests).toEqual([{}]);
  });

  it('102: says the server message and clears the envelope', async () => {
    await mountWidget({
      [PROMOTION]: () => ok({ envelope: envelope() }),
      [CLAIM]: () => refused(102, 'This red envelope has already been claimed'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This red envelope has already been claimed')).toBeInTheDocument();
    expect(widget()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('another refusal says the server message and keeps the envelope to try again', async () => {
    let answer: object = refused(101, 'Red envelope not found');
    const app = await mountWidget({ [PROMOTION]: () => ok({ envelope: envelope() }), [CLAIM]: () => answer });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Red envelope not found')).toBeInTheDocument();
    expect(widget()).toBeInTheDocument();

    answer = ok({ cash: '1.00', balance: '151.00' });
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('dialog', { name: 'Red envelope claimed' })).toBeInTheDocument();
    // The same claim retried is the same request_id (the api answers a repeat with the first claim).
    const [first, second] = app.bodiesTo(CLAIM) as { request_id: string }[];
    expect(second?.request_id).toBe(first?.request_id);
  });
});
