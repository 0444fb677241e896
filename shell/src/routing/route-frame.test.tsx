// What every route gets from the frame: title and description from the brand's SEO table, the
// hidden SEO heading, the page-transition bar, the visited-path history, the 500 page for a
// page that throws, and the layout parts the query asks for.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { allowParcelsOutsideAct, captureConsoleErrors, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { ShellWithProbe, testNavigation } from '../test/test-location.js';
import { visitedPathsStore } from './visited-paths.js';

allowParcelsOutsideAct();
const consoleErrors = captureConsoleErrors();
clearStorageAfterEach();

const SEO = {
  entries: [
    { path: '/', title: 'Lucky Demo – Cricket Betting', description: 'Bet on cricket at {site}.' },
    { path: '/gameHall/3', title: 'Live Casino | {site}', description: 'Teen Patti and Andar Bahar live.' },
    { path: '/slotgame', query: { gp_id: 'GPR8', house: '0' }, title: 'R8 Slots | {site}', description: 'Spin R8.' },
  ],
};

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const go = (to: string) => act(() => void testNavigation.navigate?.(to));

describe('the route frame', () => {
  const realFetch = globalThis.fetch;
  const width = window.innerWidth;
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width }));
  let seoRequests = 0;
  beforeEach(() => {
    seoRequests = 0;
    // The edge: the shell's own web server answering /seo.json.
    globalThis.fetch = (async (url: string) => {
      if (url !== '/seo.json') throw new Error(`unexpected fetch ${url}`);
      seoRequests += 1;
      return { ok: true, json: async () => SEO } as Response;
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sets title, description and the hidden SEO heading on every navigation', async () => {
    const shell = await createTestShell();
    shell.renderInShell(<ShellWithProbe />, '/gameHall/3');

    await waitFor(() => expect(document.title).toBe('Live Casino | Lucky Demo'));
    expect(description()).toBe('Teen Patti and Andar Bahar live.');
    expect(screen.getByRole('heading', { level: 1, name: 'Live Casino | Lucky Demo' })).toHaveClass(
      'cr-visually-hidden',
    );

    go('/slotgame?gt_id=2&gp_id=GPR8&house=0');
    await waitFor(() => expect(document.title).toBe('R8 Slots | Lucky Demo'));
    expect(description()).toBe('Spin R8.');

    // Home: the site title (site_title.en_US), the home entry's description.
    go('/');
    await waitFor(() => expect(document.title).toBe('Lucky Demo'));
    expect(description()).toBe('Bet on cricket at Lucky Demo.');

    // No entry of its own: the home entry's title and description.
    go('/faq');
    await waitFor(() => expect(document.title).toBe('Lucky Demo – Cricket Betting'));
    expect(seoRequests).toBe(1);
  });

  it('shows the transition bar on navigation, then removes it', async () => {
    const shell = await createTestShell();
    shell.renderInShell(<ShellWithProbe />, '/');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(); // not on the first page

    go('/gameHall/4');
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('records the pages visited, and starts again at a reset path', async () => {
    visitedPathsStore.setState({ paths: [] });
    const shell = await createTestShell();
    shell.renderInShell(<ShellWithProbe />, '/gameHall/3');
    go('/main'); // a bare redirect to '/' is not a page of its own
    go('/gameHall/5');
    go('/faq/1');
    expect(visitedPathsStore.getState().paths).toEqual(['/', '/gameHall/5', '/faq/1']);
    go('/discount');
    expect(visitedPathsStore.getState().paths).toEqual(['/discount']);
  });

  it('hides the mobile header and footer on header=false / footer=false, and shows one part for appPage', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 }); // a phone: the layout reads the width
    const shell = await createTestShell();
    const { unmount } = shell.renderInShell(<ShellWithProbe />, '/?header=false&footer=false');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByText('Games lobby')).toBeInTheDocument();
    unmount();
    sessionStorage.clear();

    shell.renderInShell(<ShellWithProbe />, '/?appPage=header');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('a page that throws', () => {
  function Broken(): never {
    throw new Error('render failed');
  }

  it('shows the 500 error page in its place, and the next page normally', () => {
    const { rerender } = render(
      <MemoryRouter>
        <RouteErrorBoundary pathname="/broken">
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while showing this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(consoleErrors).toHaveBeenCalledWith('[shell] a page failed to render', expect.any(Error), expect.anything());

    // The next navigation: a new path clears the failure.
    rerender(
      <MemoryRouter>
        <RouteErrorBoundary pathname="/faq">
          <Routes>
            <Route path="*" element={<p>Next page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
  });
});
