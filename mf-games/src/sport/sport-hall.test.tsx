import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountExtra, ok, refused, type MountExtraOptions } from '../demo/extras-test-kit.js';
import { SportHall } from './sport-hall.js';

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
  mockLauncher.launch.mockReset();
});

const SPORT_URL = 'https://sports.example/quickbet?lang=en_US&t=abc';
const SPORT_ORIGIN = 'https://sports.example';

const routes = (over: MountExtraOptions['routes'] = {}): MountExtraOptions['routes'] => ({
  '/arks/web/game/sport-quickbet-url': () => ok({ detail: { url: SPORT_URL, gp_id: 'GPSB' } }),
  '/check_iframe': () => ok({ loadable: true }),
  ...over,
});

async function mount(opts: Partial<MountExtraOptions> = {}) {
  const mounted = await mountExtra(<SportHall />, { routes: routes(), ...opts });
  unmount = mounted.unmount;
  return mounted;
}

const frame = () => screen.getByTitle('Sportsbook') as HTMLIFrameElement;

function post(data: unknown, { origin = SPORT_ORIGIN, source }: { origin?: string; source?: Window | null } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: source === undefined ? frame().contentWindow : source }),
    );
  });
}

describe('<SportHall/> (spec 01 §4, §7)', () => {
  it('fetches the quickbet URL, checks it can load, then shows it in a titled iframe', async () => {
    const { bodiesTo } = await mount();

    expect(screen.getByRole('status')).toHaveTextContent('Loading the sportsbook…');
    await waitFor(() => expect(frame()).toHaveAttribute('src', SPORT_URL));
    expect(bodiesTo('/arks/web/game/sport-quickbet-url')).toEqual([
      { currency: 'USD', support_device: 0, domain: window.location.hostname, site_id: '1' },
    ]);
    expect(bodiesTo('/check_iframe')).toEqual([{ url: SPORT_URL }]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the mobile quickbet URL on a phone', async () => {
    const { bodiesTo } = await mount({ isDesktop: false });
    await waitFor(() => expect(frame()).toBeInTheDocument());
    expect(bodiesTo('/arks/web/game/sport-quickbet-url')).toEqual([expect.objectContaining({ support_device: 1 })]);
  });

  it('shows an error state when the URL cannot be framed, and Retry asks again', async () => {
    let loadable = false;
    const { bodiesTo } = await mount({ routes: routes({ '/check_iframe': () => ok({ loadable }) }) });

    expect(await screen.findByRole('alert')).toHaveTextContent('The sportsbook could not be loaded.');
    expect(screen.queryByTitle('Sportsbook')).not.toBeInTheDocument();

    loadable = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(frame()).toHaveAttribute('src', SPORT_URL));
    expect(bodiesTo('/arks/web/game/sport-quickbet-url')).toHaveLength(2);
    expect(bodiesTo('/check_iframe')).toHaveLength(2);
  });

  it('shows the error state when the quickbet URL is refused, without checking anything', async () => {
    const { bodiesTo } = await mount({
      routes: routes({ '/arks/web/game/sport-quickbet-url': () => refused(101, 'sportsbook closed') }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sportsbook could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(bodiesTo('/check_iframe')).toEqual([]);
  });

  it("sets the iframe's height on S001 from the sportsbook", async () => {
    await mount();
    await waitFor(() => expect(frame()).toBeInTheDocument());

    post({ event: 'S001', height: 1840 });
    expect(frame().style.height).toBe('1840px');
    post(JSON.stringify({ event: 'S001', height: 2210 }));
    expect(frame().style.height).toBe('2210px');
  });

  it('ignores messages from another origin, or from another window of the same origin', async () => {
    await mount();
    await waitFor(() => expect(frame()).toBeInTheDocument());

    post({ event: 'S001', height: 999 }, { origin: 'https://evil.example' });
    post({ event: 'S001', height: 999 }, { source: window });
    post({ event: 'S001', height: 999 }, { source: null });
    post(
      { event: 'U003', game: { gp_id: 'GPR8', game_type: 2, game_code: 'r8-lucky' } },
      { origin: 'https://evil.example' },
    );

    expect(frame().style.height).toBe('');
    expect(mockLauncher.launch).not.toHaveBeenCalled();
  });

  it('opens the game of a U003 event through the launcher', async () => {
    await mount();
    await waitFor(() => expect(frame()).toBeInTheDocument());

    post({ event: 'sport.U003', game: { gp_id: 'GPR8', game_type: 2, game_code: 'r8-lucky' } });

    expect(mockLauncher.launch).toHaveBeenCalledTimes(1);
    expect(mockLauncher.launch).toHaveBeenCalledWith({ gp_id: 'GPR8', game_type: 2, game_code: 'r8-lucky' });
  });

  it("accepts a relative URL's messages from the site's own origin", async () => {
    await mount({
      routes: routes({
        '/arks/web/game/sport-quickbet-url': () => ok({ detail: { url: '/api/provider/sport?t=1', gp_id: 'GPSB' } }),
      }),
    });
    await waitFor(() => expect(frame()).toHaveAttribute('src', '/api/provider/sport?t=1'));

    post({ event: 'S001', height: 700 }, { origin: SPORT_ORIGIN });
    expect(frame().style.height).toBe('');
    post({ event: 'S001', height: 700 }, { origin: window.location.origin });
    expect(frame().style.height).toBe('700px');
  });
});
