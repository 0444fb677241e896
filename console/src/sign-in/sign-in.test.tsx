import { screen, within } from '@testing-library/react';
import { fail, ok, operator, renderConsole, type Routes } from '../testing/render-console.js';

const SIGNED_OUT: Routes = {
  'GET /me': fail(401, 'not signed in'),
  'GET /sites': ok({ items: [] }),
};

async function enterPassword(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(await screen.findByLabelText('Account'), 'ada');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-in', () => {
  it('goes from the password to the code, then to the page the operator asked for', async () => {
    const { user, callsTo } = renderConsole('/sites', {
      ...SIGNED_OUT,
      'POST /auth/login': ok({ next: 'totp' }),
      'POST /auth/second-factor': ok({ operator: operator(), csrf_token: 'csrf-2' }),
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    await enterPassword(user);

    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sites' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Ada Operator')).toBeInTheDocument();
    const [login] = callsTo('POST /auth/login');
    expect(login!.body).toEqual({ account: 'ada', password: 'correct horse' });
    expect(login!.headers['x-csrf-token']).toBeUndefined();
    expect(callsTo('POST /auth/second-factor')[0]!.body).toEqual({ code: '123456' });
  });

  it('enrolls the authenticator, then shows the recovery codes once before going on', async () => {
    const { user, container } = renderConsole('/', {
      ...SIGNED_OUT,
      'POST /auth/login': ok({
        next: 'enroll',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_uri: 'otpauth://totp/Croupier:ada?secret=JBSWY3DPEHPK3PXP&issuer=Croupier',
      }),
      'POST /auth/second-factor': ok({
        operator: operator(),
        csrf_token: 'csrf-2',
        recovery_codes: ['abcd-efgh-ijkl', 'mnop-qrst-uvwx'],
      }),
    });
    await enterPassword(user);

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText(/^otpauth:\/\/totp\/Croupier:ada/)).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(screen.getByText('abcd-efgh-ijkl')).toBeInTheDocument();
    expect(screen.getByText('mnop-qrst-uvwx')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByText('abcd-efgh-ijkl')).not.toBeInTheDocument();
  });

  it('says so when the code is wrong, and stays on the code', async () => {
    const { user } = renderConsole('/', {
      ...SIGNED_OUT,
      'POST /auth/login': ok({ next: 'totp' }),
      'POST /auth/second-factor': fail(401, 'wrong code'),
    });
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This code is wrong or was already used');
    expect(screen.getByLabelText('Code from your authenticator app')).toBeInTheDocument();
  });

  it('takes a recovery code instead of the digits', async () => {
    const { user, callsTo } = renderConsole('/', {
      ...SIGNED_OUT,
      'POST /auth/login': ok({ next: 'totp' }),
      'POST /auth/second-factor': ok({ operator: operator(), csrf_token: 'csrf-2' }),
    });
    await enterPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(callsTo('POST /auth/second-factor')[0]!.body).toEqual({ recovery_code: 'abcd-efgh-ijkl' });
  });

  it('goes back to the password when the password step expired', async () => {
    const { user } = renderConsole('/', {
      ...SIGNED_OUT,
      'POST /auth/login': ok({ next: 'totp' }),
      'POST /auth/second-factor': fail(401, 'sign in with your password first'),
    });
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Your sign-in took too long. Enter your password again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('tells a wrong password and a throttled sign-in apart', async () => {
    let answer = fail(401, 'wrong account or password');
    const { user } = renderConsole('/', { ...SIGNED_OUT, 'POST /auth/login': () => answer });
    await enterPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password.');

    answer = fail(429, 'throttled', { retry_after_s: 30 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30 seconds.');
  });

  it('checks the fields before asking the api', async () => {
    const { user, callsTo } = renderConsole('/', SIGNED_OUT);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your account.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /auth/login')).toHaveLength(0);
  });
});
