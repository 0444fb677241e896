import { screen, within } from '@testing-library/react';
import { fail, ok, operator, renderConsole, signedIn } from '../testing/render-console.js';

const SITES = ok({
  items: [
    {
      site_id: 's1',
      site_name: 'Lucky Seven',
      modules: [
        { name: 'games', enabled: true },
        { name: 'promotions', enabled: false },
      ],
    },
  ],
});

describe('the sites page', () => {
  it('switches a module with the CSRF token and shows its new state', async () => {
    const { user, callsTo } = renderConsole('/sites', {
      ...signedIn(),
      'GET /sites': SITES,
      'POST /sites/s1/modules/games': ok({ name: 'games', enabled: false }),
    });
    const row = (await screen.findByRole('rowheader', { name: 'Lucky Seven' })).closest('tr')!;
    const games = within(row).getByRole('button', { name: /^games/ });
    expect(games).toHaveAttribute('aria-pressed', 'true');
    expect(within(row).getByRole('button', { name: /^promotions/ })).toHaveAttribute('aria-pressed', 'false');

    await user.click(games);
    await within(row).findByRole('button', { name: /^games/, pressed: false });
    const [call] = callsTo('POST /sites/s1/modules/games');
    expect(call!.body).toEqual({ enabled: false });
    expect(call!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('says the operator is not allowed when the api answers 403', async () => {
    const { user } = renderConsole('/sites', {
      ...signedIn(),
      'GET /sites': SITES,
      'POST /sites/s1/modules/promotions': fail(403, 'forbidden'),
    });
    await user.click(await screen.findByRole('button', { name: /^promotions/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(screen.getByRole('button', { name: /^promotions/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('only reads without sites.modules', async () => {
    renderConsole('/sites', { ...signedIn(operator({ permissions: ['sites.read'] })), 'GET /sites': SITES });
    const row = (await screen.findByRole('rowheader', { name: 'Lucky Seven' })).closest('tr')!;
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row).getByText('games: On')).toBeInTheDocument();
    expect(within(row).getByText('promotions: Off')).toBeInTheDocument();
  });
});
