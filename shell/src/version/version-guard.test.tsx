import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { ShellProviders } from '../app/shell-app.js';
import { ok } from '../test/fake-fetch.js';
import { createTestShell } from '../test/shell-harness.js';
import { siteDetail } from '../test/site-detail.js';
import { VersionGuard } from './version-guard.js';

function Page() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>at {pathname + search}</p>
      <Link to="/discount">Promotions</Link>
      <Link to="/user/Deposit?from=header">Deposit</Link>
    </>
  );
}

function latest(initial: string) {
  const server = { id: initial, polls: 0 };
  const fetch = (async () => {
    server.polls++;
    return { ok: true, status: 200, json: async () => ({ id: server.id, time: 1 }) } as Response;
  }) as typeof globalThis.fetch;
  return { server, fetch };
}

describe('VersionGuard', () => {
  // After the shell is built: its set-up awaits real timers.
  const shellWithFakeTimers = async () => {
    const shell = await createTestShell();
    jest.useFakeTimers();
    return shell;
  };
  afterEach(() => jest.useRealTimers());
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

  it('navigates in the page while the build is current, and loads the next target in full once a new build is out', async () => {
    const shell = await shellWithFakeTimers();
    const { server, fetch } = latest('build-1');
    const fullLoad = jest.fn();
    shell.renderInShell(
      <>
        <VersionGuard buildId="build-1" fullLoad={fullLoad} fetch={fetch} />
        <Page />
      </>,
    );

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(server.polls).toBe(1);
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(screen.getByText('at /discount')).toBeInTheDocument();
    expect(fullLoad).not.toHaveBeenCalled();

    server.id = 'build-2';
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    // Deployed, but the visitor has not moved: nothing happens yet.
    expect(fullLoad).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(fullLoad).toHaveBeenCalledTimes(1);
    expect(fullLoad).toHaveBeenCalledWith('/user/Deposit?from=header');
  });

  it('remembers a newer build across a router remount (language switch) and keeps the locale prefix', async () => {
    const shell = await shellWithFakeTimers();
    const { server, fetch } = latest('build-1');
    const fullLoad = jest.fn();
    const tree = (basename: string) => (
      <ShellProviders services={shell.services}>
        <MemoryRouter key={basename} basename={basename} initialEntries={[`${basename}/`]}>
          <VersionGuard buildId="build-1" fullLoad={fullLoad} fetch={fetch} />
          <Page />
        </MemoryRouter>
      </ShellProviders>
    );
    const view = render(tree('/en-US'));
    server.id = 'build-2';
    await act(() => jest.advanceTimersByTimeAsync(60_000));

    view.rerender(tree('/zh-CN'));
    expect(fullLoad).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(fullLoad).toHaveBeenCalledWith('/zh-CN/discount');
  });

  it('polls at the brand interval (env_config.version_poll_seconds)', async () => {
    const shell = await shellWithFakeTimers();
    const detail = shell.services.stores.site.getState().detail!;
    shell.services.stores.site
      .getState()
      .setDetail({ ...detail, env_config: { ...detail.env_config, version_poll_seconds: 10 } });
    const { server, fetch } = latest('build-1');
    shell.renderInShell(<VersionGuard buildId="build-1" fullLoad={jest.fn()} fetch={fetch} />);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(server.polls).toBe(3);
  });

  it("loads the next target in full once the site's live map gives this browser another release of a remote", async () => {
    const detail = siteDetail();
    let modules = detail.modules;
    const shell = await createTestShell({ answers: { '/arks/web/site/detail': () => ok({ ...detail, modules }) } });
    jest.useFakeTimers();
    const { fetch } = latest('build-1');
    const fullLoad = jest.fn();
    shell.renderInShell(
      <>
        <VersionGuard buildId="build-1" fullLoad={fullLoad} fetch={fetch} />
        <Page />
      </>,
    );
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    // The live map asked with this browser's bucket, and unchanged: the page navigates in place.
    expect(shell.fetch.callsTo('/arks/web/site/detail')[0]?.body).toMatchObject({
      site_id: detail.site_id,
      bucket: expect.any(Number),
    });
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(fullLoad).not.toHaveBeenCalled();

    modules = detail.modules.map((m) =>
      m.name === 'mf-promotions'
        ? { ...m, manifest_url: 'https://cdn.example/mf-promotions/0.2.0%2Bbbbbbbbbbbbb/mf-manifest.json' }
        : m,
    );
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fullLoad).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(fullLoad).toHaveBeenCalledWith('/user/Deposit?from=header');
  });

  it('does nothing without a build id (outside a webpack build)', async () => {
    const shell = await shellWithFakeTimers();
    const { server, fetch } = latest('other');
    const fullLoad = jest.fn();
    shell.renderInShell(
      <>
        <VersionGuard buildId={null} fullLoad={fullLoad} fetch={fetch} />
        <Page />
      </>,
    );
    await act(() => jest.advanceTimersByTimeAsync(300_000));
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(server.polls).toBe(0);
    expect(fullLoad).not.toHaveBeenCalled();
  });
});
