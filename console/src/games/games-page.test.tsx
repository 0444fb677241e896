import { fireEvent, screen, within } from '@testing-library/react';
import type { Permission } from '../api/types.js';
import { fail, ok, operator, renderConsole, signedIn, type Routes } from '../testing/render-console.js';
import { fromLocalInput, toLocalInput } from './local-time.js';
import type { GameProvider } from './types.js';

const START = Date.UTC(2030, 0, 1, 12);
const PERMISSIONS: Permission[] = ['games.manage'];

const provider = (overrides: Partial<GameProvider>): GameProvider => ({
  gp_id: 'GPZB',
  gp_name: 'Zebra Slots',
  active: true,
  demo: true,
  maintain_start: null,
  maintain_end: null,
  in_maintenance: false,
  maintain_interval: { start: null, end: null },
  ...overrides,
});

const PROVIDERS = ok({
  items: [
    provider({}),
    provider({
      gp_id: 'GPBG',
      gp_name: 'Big Game',
      active: false,
      demo: false,
      maintain_start: START,
      maintain_end: null,
      in_maintenance: true,
      maintain_interval: { start: '2030-01-01 08:00:00', end: null },
    }),
  ],
});

const routes = (extra: Routes = {}, permissions = PERMISSIONS, allSites = true): Routes => ({
  ...signedIn(operator({ permissions, all_sites: allSites })),
  'GET /games/providers': PROVIDERS,
  ...extra,
});

const card = async (name: string) =>
  within((await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).closest('article')!);

describe('the games page', () => {
  it('lists the providers with their state and maintenance window', async () => {
    renderConsole('/games', routes());
    const zebra = await card('Zebra Slots');
    expect(zebra.getByText('GPZB')).toBeInTheDocument();
    expect(zebra.getByRole('button', { name: /^Open to players/ })).toHaveAttribute('aria-pressed', 'true');
    expect(zebra.getByText('No window')).toBeInTheDocument();
    expect(zebra.queryByRole('button', { name: /Clear the maintenance window/ })).not.toBeInTheDocument();
    const big = await card('Big Game');
    expect(big.getByRole('button', { name: /^Open to players/ })).toHaveAttribute('aria-pressed', 'false');
    expect(big.getByText(/^From .* until cleared$/)).toBeInTheDocument();
    expect(big.getByText('In maintenance now')).toBeInTheDocument();
    expect(big.getByText('Not offered')).toBeInTheDocument();
    expect(screen.queryByText(/only from an operator who sees every site/)).not.toBeInTheDocument();
  });

  it('switches a provider off with the CSRF token and reads the list again', async () => {
    let active = true;
    const { user, callsTo } = renderConsole(
      '/games',
      routes({
        'GET /games/providers': () => ok({ items: [provider({ active })] }),
        'POST /games/providers/GPZB/active': (call) => {
          active = (call.body as { active: boolean }).active;
          return ok({ gp_id: 'GPZB', active });
        },
      }),
    );
    const zebra = await card('Zebra Slots');
    await user.click(zebra.getByRole('button', { name: /^Open to players/ }));
    expect(
      await zebra.findByText('Zebra Slots is off: its games left every list and do not launch.'),
    ).toBeInTheDocument();
    await zebra.findByRole('button', { name: /^Open to players/, pressed: false });
    const [call] = callsTo('POST /games/providers/GPZB/active');
    expect(call!.body).toEqual({ active: false });
    expect(call!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('sets a maintenance window from local date-times, sent as ISO 8601 instants', async () => {
    const { user, callsTo } = renderConsole(
      '/games',
      routes({
        'POST /games/providers/GPZB/maintenance': ok({
          gp_id: 'GPZB',
          maintain_start: Date.parse(fromLocalInput('2030-01-01T12:00')!),
          maintain_end: Date.parse(fromLocalInput('2030-01-01T14:30')!),
          maintain_interval: { start: '2030-01-01 08:00:00', end: '2030-01-01 10:30:00' },
        }),
      }),
    );
    const zebra = await card('Zebra Slots');
    const open = zebra.getByRole('button', { name: 'Set a maintenance window for Zebra Slots' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = within(zebra.getByRole('form', { name: 'Maintenance window of Zebra Slots' }));
    fireEvent.change(form.getByLabelText('Start'), { target: { value: '2030-01-01T12:00' } });
    fireEvent.change(form.getByLabelText('End'), { target: { value: '2030-01-01T11:00' } });
    await user.click(form.getByRole('button', { name: 'Save the window' }));
    expect(await form.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(callsTo('POST /games/providers/GPZB/maintenance')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('End'), { target: { value: '2030-01-01T14:30' } });
    await user.click(form.getByRole('button', { name: 'Save the window' }));
    expect(await zebra.findByText(/^Zebra Slots: maintenance from .* until .*\.$/)).toBeInTheDocument();
    expect(callsTo('POST /games/providers/GPZB/maintenance').map((call) => call.body)).toEqual([
      { start: new Date('2030-01-01T12:00').toISOString(), end: new Date('2030-01-01T14:30').toISOString() },
    ]);
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });

  it('clears a window, and shows a refusal', async () => {
    const { user, callsTo } = renderConsole(
      '/games',
      routes({
        'POST /games/providers/GPBG/maintenance': ok({
          gp_id: 'GPBG',
          maintain_start: null,
          maintain_end: null,
          maintain_interval: { start: null, end: null },
        }),
        'POST /games/providers/GPBG/active': fail(403, 'a provider serves every site'),
      }),
    );
    const big = await card('Big Game');
    await user.click(big.getByRole('button', { name: 'Clear the maintenance window of Big Game' }));
    expect(await big.findByText('Big Game: the maintenance window is cleared.')).toBeInTheDocument();
    expect(callsTo('POST /games/providers/GPBG/maintenance')[0]!.body).toEqual({ clear: true });

    await user.click(big.getByRole('button', { name: /^Open to players/ }));
    expect(await big.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });

  it('tells an operator who does not see every site that a change is refused', async () => {
    renderConsole('/games', routes({}, PERMISSIONS, false));
    expect(
      await screen.findByText(
        'A change reaches every site: the server takes it only from an operator who sees every site.',
      ),
    ).toBeInTheDocument();
  });

  it('is not open without games.manage', async () => {
    renderConsole('/games', routes({}, ['sites.read', 'agents.read']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Games' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agents' })).toBeInTheDocument();
  });

  it('converts a datetime-local value both ways in the browser’s zone', () => {
    const at = new Date(2030, 0, 1, 12, 5).getTime();
    expect(toLocalInput(at)).toBe('2030-01-01T12:05');
    expect(fromLocalInput('2030-01-01T12:05')).toBe(new Date(at).toISOString());
    expect(fromLocalInput('2030-01-01')).toBeNull();
  });
});
