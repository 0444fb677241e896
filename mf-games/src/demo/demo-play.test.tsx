import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, type DemoGame } from '@croupier/shared';
import { mountExtra, ok, refused, type MountExtraOptions } from './extras-test-kit.js';
import { DemoPlay } from './demo-play.js';

// The launcher is another unit (launcher/, tested there); here only its interface is watched.
const mockLauncher = { launch: jest.fn(), launchDemo: jest.fn(), busy: false };
jest.mock('../launcher/index.js', () => ({ useLauncher: () => mockLauncher }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  mockLauncher.launchDemo.mockReset();
  mockLauncher.busy = false;
  toast.clear();
});

/** The error toasts on the page (the toast host sits outside the modals). */
const toastTexts = () => [...document.querySelectorAll('.cr-toasts [role=alert]')].map((el) => el.textContent);

const PROVIDERS = [
  { gt_id: 2, gp_id: 'GPR8', gp_name: 'R8 Slots', icon_light: '/api/provider-logo/GPR8.svg', house: 0 },
  { gt_id: 2, gp_id: 'GPJD', gp_name: 'JD Games', icon_light: '/api/provider-logo/GPJD.svg', house: 0 },
  { gt_id: 6, gp_id: 'GPFC', gp_name: 'FC Cards', icon_light: '/api/provider-logo/GPFC.svg', house: 1 },
];
const LUCKY: DemoGame = {
  gp_id: 'GPR8',
  game_type: 2,
  game_code: 'r8-lucky',
  house: 0,
  gt_id: 2,
  game_name: { en_US: 'Lucky Sevens', zh_CN: '幸运七' },
  icon_light: '/api/game-art/11.svg',
};
const FRUIT: DemoGame = {
  ...LUCKY,
  game_code: 'r8-fruit',
  game_name: 'Fruit Party',
  icon_light: '/api/game-art/12.svg',
};

const routes = (over: MountExtraOptions['routes'] = {}): MountExtraOptions['routes'] => ({
  '/demo/gt_games': () => ok({ list: PROVIDERS }),
  '/demo/gp_games': () => ok({ list: [LUCKY, FRUIT] }),
  ...over,
});

async function mount(node: React.ReactNode, opts: Partial<MountExtraOptions> = {}) {
  const mounted = await mountExtra(node, { routes: routes(), ...opts });
  unmount = mounted.unmount;
  return mounted;
}

async function openDemo() {
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: 'Try demo games' }));
  const dialog = await screen.findByRole('dialog', { name: 'Demo games' });
  await within(dialog).findByRole('button', { name: 'R8 Slots' });
  return { u, dialog };
}

describe('<DemoPlay/> (spec 02 §2, §4, §7)', () => {
  it('lists the demo providers, loads the chosen one, and launches the chosen game', async () => {
    const { bodiesTo } = await mount(<DemoPlay />);
    const { u, dialog } = await openDemo();

    expect(bodiesTo('/demo/gt_games')).toEqual([{ site_id: '1', support_device: 0, currency: 'USD', template: 'pc' }]);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['R8 Slots', 'JD Games', 'FC Cards']);

    await u.click(within(dialog).getByRole('button', { name: 'R8 Slots' }));
    const list = await screen.findByRole('dialog', { name: 'R8 Slots: demo games' });
    expect(bodiesTo('/demo/gp_games')).toEqual([
      { site_id: '1', currency: 'USD', device: 0, gp_id: 'GPR8', game_type_id: 2, house: 0 },
    ]);

    await u.click(within(list).getByRole('button', { name: 'Lucky Sevens' }));

    expect(mockLauncher.launchDemo).toHaveBeenCalledTimes(1);
    expect(mockLauncher.launchDemo).toHaveBeenCalledWith(LUCKY);
    // The reset: both modals go.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the mobile template and support device on a phone', async () => {
    const { bodiesTo } = await mount(<DemoPlay />, { isDesktop: false });
    await openDemo();
    expect(bodiesTo('/demo/gt_games')).toEqual([
      { site_id: '1', support_device: 1, currency: 'USD', template: 'H5_2' },
    ]);
  });

  it('shows only the providers of the hall it is placed in', async () => {
    await mount(<DemoPlay gtId={6} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Try demo games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo games' });
    expect(await within(dialog).findByRole('button', { name: 'FC Cards' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'R8 Slots' })).not.toBeInTheDocument();
  });

  it("names the game type of a provider listed once per type, in its tile and its list's title", async () => {
    const jd = PROVIDERS[1] as (typeof PROVIDERS)[number];
    const { bodiesTo } = await mount(<DemoPlay />, {
      routes: routes({ '/demo/gt_games': () => ok({ list: [...PROVIDERS, { ...jd, gt_id: 6 }] }) }),
    });
    const { u, dialog } = await openDemo();
    expect(within(dialog).getByRole('button', { name: 'R8 Slots' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'JD Games Slots' })).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'JD Games Card games' }));

    expect(await screen.findByRole('dialog', { name: 'JD Games · Card games: demo games' })).toBeInTheDocument();
    expect(bodiesTo('/demo/gp_games')).toEqual([expect.objectContaining({ gp_id: 'GPJD', game_type_id: 6 })]);
  });

  it('shows the list modal only once the provider list has arrived', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await mount(<DemoPlay />, { hold: (path) => (path === '/demo/gp_games' ? held : undefined) });
    const { u, dialog } = await openDemo();

    await u.click(within(dialog).getByRole('button', { name: 'R8 Slots' }));

    expect(within(dialog).getByRole('button', { name: 'R8 Slots' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('dialog', { name: 'R8 Slots: demo games' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('dialog', { name: 'R8 Slots: demo games' })).toBeInTheDocument();
  });

  it('goes back to the providers from the list, and closing the demo modal resets everything', async () => {
    const { bodiesTo } = await mount(<DemoPlay />);
    const { u, dialog } = await openDemo();
    await u.click(within(dialog).getByRole('button', { name: 'R8 Slots' }));
    const list = await screen.findByRole('dialog', { name: 'R8 Slots: demo games' });

    await u.click(within(list).getByRole('button', { name: 'Back to providers' }));
    expect(screen.queryByRole('dialog', { name: 'R8 Slots: demo games' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'R8 Slots' })).toHaveFocus();

    await u.click(within(dialog).getByRole('button', { name: 'JD Games' }));
    await screen.findByRole('dialog', { name: 'JD Games: demo games' });
    await u.keyboard('{Escape}');
    await u.click(within(screen.getByRole('dialog', { name: 'Demo games' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try demo games' })).toHaveFocus();

    // Reopened: the providers again (cached), no list modal left over.
    await u.click(screen.getByRole('button', { name: 'Try demo games' }));
    expect(await screen.findByRole('dialog', { name: 'Demo games' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(bodiesTo('/demo/gt_games')).toHaveLength(1);
    expect(mockLauncher.launchDemo).not.toHaveBeenCalled();
  });

  it('shows the server message in an error toast when the providers are refused, and retries', async () => {
    let answer: { code: number; message: string; data: unknown } = refused(105, 'Demo play is closed for maintenance');
    const { bodiesTo } = await mount(<DemoPlay />, { routes: routes({ '/demo/gt_games': () => answer }) });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Try demo games' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Demo play is closed for maintenance']));
    const dialog = screen.getByRole('dialog', { name: 'Demo games' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Demo games could not be loaded.');

    answer = ok({ list: PROVIDERS });
    await u.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'JD Games' })).toBeInTheDocument();
    expect(bodiesTo('/demo/gt_games')).toHaveLength(2);
  });

  it("shows the server message in an error toast when a provider's games are refused, and stays on the providers", async () => {
    await mount(<DemoPlay />, { routes: routes({ '/demo/gp_games': () => refused(102, 'GPR8 has no demo today') }) });
    const { u, dialog } = await openDemo();

    await u.click(within(dialog).getByRole('button', { name: 'R8 Slots' }));

    await waitFor(() => expect(toastTexts()).toEqual(['GPR8 has no demo today']));
    expect(screen.queryByRole('dialog', { name: 'R8 Slots: demo games' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'R8 Slots' })).toHaveAttribute('aria-busy', 'false');
  });

  it('launches nothing while a launch is starting or quitting', async () => {
    mockLauncher.busy = true;
    await mount(<DemoPlay />);
    const { u, dialog } = await openDemo();
    await u.click(within(dialog).getByRole('button', { name: 'R8 Slots' }));
    const list = await screen.findByRole('dialog', { name: 'R8 Slots: demo games' });

    const game = within(list).getByRole('button', { name: 'Fruit Party' });
    expect(game).toHaveAttribute('aria-disabled', 'true');
    expect(within(list).getByRole('status')).toHaveTextContent('A game is starting or closing. Please wait.');
    await u.click(game);
    expect(mockLauncher.launchDemo).not.toHaveBeenCalled();
    expect(list).toBeInTheDocument();
  });
});
