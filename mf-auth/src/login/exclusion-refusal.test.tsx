// Login during a time-out or self-exclusion: 604/605 name the end date in the site's
// zone and offer the help pages and customer service.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, encodeClientCaptcha, postWindowMsg, ResponsibleGamingCode, SMS_COUNTDOWN_S } from '@croupier/shared';
import { testSiteDetail } from '@croupier/shared/testing';
import { SVG, captchaImage, fillLogin, newStyle, renderAuthModal } from '../modal/auth-test-kit.js';
import { exclusionMessage, isExclusionCode } from '../code-messages.js';

beforeEach(() => localStorage.clear());

/** 2026-12-02 04:30 UTC: 10:00 in Kolkata. */
const UNTIL = Date.UTC(2026, 11, 2, 4, 30);

async function modalInKolkata(routes: Parameters<typeof renderAuthModal>[0] = {}) {
  const mounted = await renderAuthModal(routes);
  act(() => mounted.stores.site.getState().setDetail(testSiteDetail({ settings: { TIMEZONE: 'Asia/Kolkata' } })));
  return mounted;
}

describe('login refused by a time-out or self-exclusion', () => {
  it('604 says until when the time-out runs, in the site zone, with the help pages and customer service', async () => {
    const user = userEvent.setup();
    const refusal = newStyle(ResponsibleGamingCode.timedOut, { kind: 'time_out', until: UNTIL }, 'Timed out');
    const { open, bus, navigate } = await modalInKolkata({ routes: { '/login': () => refusal } });
    const customerService = jest.fn();
    bus.on(BusEvent.customerServiceRequested, customerService);
    open();
    await captchaImage();

    await fillLogin(user);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You are taking a break until 2026-12-02 10:00 (Asia/Kolkata). You cannot log in until then.',
      ),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Contact customer service' }));
    expect(customerService).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('link', { name: 'Help pages' }));
    expect(navigate).toHaveBeenCalledWith('/faq');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('605 says until when the self-exclusion runs; another refusal afterwards drops the help', async () => {
    const user = userEvent.setup();
    let answer = newStyle(ResponsibleGamingCode.selfExcluded, { kind: 'self_exclusion', until: UNTIL }, 'Excluded');
    const { open } = await modalInKolkata({ routes: { '/login': () => answer } });
    open();
    await captchaImage();

    await fillLogin(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have excluded yourself until 2026-12-02 10:00 (Asia/Kolkata).',
      ),
    );
    expect(screen.getByRole('link', { name: 'Help pages' })).toBeInTheDocument();

    answer = newStyle(101, null, 'wrong');
    await user.type(screen.getByLabelText('Verification code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The account or password is wrong.'));
    expect(screen.queryByRole('link', { name: 'Help pages' })).not.toBeInTheDocument();
  });

  it("the third-party popup's 605 shows the message it rendered, with the help pages", async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    const providers = {
      list: [{ provider: 'dev', name: 'Croupier Dev Sign-in', authorize_url: '/api/auth/dev/authorize' }],
    };
    const { open } = await modalInKolkata({ routes: { '/auth/providers': () => newStyle(100, providers) } });
    open();
    await user.click(await screen.findByRole('button', { name: 'Continue with Croupier Dev Sign-in' }));

    const opener = {
      postMessage: (data: unknown) =>
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin })),
    };
    const text = 'You have excluded yourself until 2026-12-02 10:00 (Asia/Kolkata). You cannot log in until then.';
    act(() =>
      postWindowMsg({ type: 'authLoginClose', code: ResponsibleGamingCode.selfExcluded, message: text }, {
        localStorage,
        opener,
        location: window.location,
      } as unknown as Window),
    );

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

describe('the other steps that can complete a login (the site zone unset: America/Caracas)', () => {
  const TIMED_OUT = 'You are taking a break until 2026-12-02 00:30 (America/Caracas). You cannot log in until then.';

  it('device verification: 604 shows the end date and the help', async () => {
    const user = userEvent.setup();
    const kit = await renderAuthModal({
      routes: {
        '/login/device/verify': () =>
          newStyle(ResponsibleGamingCode.timedOut, { kind: 'time_out', until: UNTIL }, 'Timed out'),
      },
    });
    const challenge = {
      member_login_id: 'pl-7',
      channel: 'sms' as const,
      masked_to: '******0107',
      retry_after_s: SMS_COUNTDOWN_S,
    };
    act(() => kit.bus.emit(BusEvent.deviceVerificationRequired, { account: 'device01', data: challenge }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this device' });

    await user.type(within(dialog).getByLabelText('Verification code'), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(TIMED_OUT));
    expect(within(dialog).getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Help pages' }));
    expect(kit.navigate).toHaveBeenCalledWith('/faq');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('transfer verification: 605 once the member is proven shows the end date and the help', async () => {
    const user = userEvent.setup();
    const kit = await renderAuthModal({
      routes: {
        '/clientCaptcha': () =>
          newStyle(100, { text: encodeClientCaptcha('5309', Uint8Array.from([9, 8, 7, 6])), data: SVG(101) }),
        '/arks/web/vx/verify': () =>
          newStyle(ResponsibleGamingCode.selfExcluded, { kind: 'self_exclusion', until: UNTIL }, 'Excluded'),
      },
    });
    act(() =>
      kit.bus.emit(BusEvent.transferVerificationRequired, { account: 'moved01', data: { account: 'moved01' } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
    await within(dialog).findByRole('img', { name: 'Verification code image' });

    await user.type(within(dialog).getByLabelText('Withdraw password'), '1357');
    await user.type(within(dialog).getByLabelText('Email on the account'), 'moved01@example.com');
    await user.type(within(dialog).getByLabelText('Verification code'), '5309');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'You have excluded yourself until 2026-12-02 00:30 (America/Caracas).',
      ),
    );
    expect(within(dialog).getByRole('link', { name: 'Help pages' })).toBeInTheDocument();
  });
});

describe('exclusionMessage', () => {
  it('names the end date in the zone it is given', () => {
    expect(exclusionMessage(604, { kind: 'time_out', until: UNTIL }, '', 'America/Caracas')).toEqual({
      key: 'exclusion.err_timed_out',
      values: { date: '2026-12-02 00:30', zone: 'America/Caracas' },
    });
  });

  it("falls back to the server's text without a date, and is null for any other code", () => {
    expect(exclusionMessage(605, null, 'Self-excluded', 'Asia/Kolkata')).toEqual({ text: 'Self-excluded' });
    expect(exclusionMessage(101, { until: UNTIL }, 'wrong', 'Asia/Kolkata')).toBeNull();
    expect([604, 605, 603, undefined].map(isExclusionCode)).toEqual([true, true, false, false]);
  });
});
