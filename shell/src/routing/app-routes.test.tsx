import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../test/fake-fetch.js';
import { allowParcelsOutsideAct, captureConsoleErrors, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';
import { ShellWithProbe } from '../test/test-location.js';

allowParcelsOutsideAct();
captureConsoleErrors();
clearStorageAfterEach();

const where = () => screen.getByLabelText('router location');
const main = () => screen.getByRole('main');

describe('routes', () => {
  it.each([
    ['/', 'Games lobby'],
    ['/gameHall/3', 'Games lobby'],
    ['/slotgame?gt_id=2&gp_id=GPLL&house=0', 'Games lobby'],
    ['/gameRoom?gt_id=2&gp_id=GPJL&house=0', 'Games lobby'],
    ['/play', 'Games lobby'],
    ['/proxy', 'Agent area'],
    ['/proxy/Plan', 'Agent area'],
    ['/discount', 'Promotions'],
    ['/discount/12', 'Promotions'],
    ['/main/4', 'Promotions'],
    ['/authCallback', 'Auth callback'],
  ])('%s mounts its remote for a guest', async (path, text) => {
    const shell = await createTestShell();
    shell.renderShell(path);
    expect(await within(main()).findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['/user', 'Member centre'],
    ['/user/Deposit', 'Member centre'],
    ['/fastPayment', 'Member centre'],
    ['/proxy/ProxyCenter', 'Agent area'],
  ])('%s mounts its remote for a member', async (path, text) => {
    const shell = await createTestShell({ session: MEMBER });
    shell.renderInShell(<ShellWithProbe />, path);
    expect(await within(main()).findByText(text)).toBeInTheDocument();
    expect(where()).toHaveTextContent(path);
  });

  it('hands the remote its own base path', async () => {
    const shell = await createTestShell({ session: MEMBER });
    shell.renderShell('/user/Deposit');
    await within(main()).findByText('Member centre');
    expect(shell.remotes.get('mf_member_center/app')?.mounted[0]).toMatchObject({
      basePath: '/user',
      location: { pathname: '/user/Deposit' },
    });
  });

  it('shows the app download page', async () => {
    const shell = await createTestShell();
    shell.renderShell('/app');
    expect(await within(main()).findByRole('heading', { name: 'Get the Lucky Demo app' })).toBeInTheDocument(); // loaded when visited
    expect(within(main()).getByText('Coming soon for Android')).toBeInTheDocument();
  });

  it('shows the sponsors from /web/model_sponsor', async () => {
    const shell = await createTestShell({
      answers: {
        '/web/model_sponsor': ok([
          {
            id: 1,
            name: 'Mumbai Strikers',
            description: 'Official partner.',
            photo_path: '',
            link: 'https://strikers.example',
          },
        ]),
      },
    });
    shell.renderShell('/sponsor');
    const list = await within(main()).findByRole('list');
    expect(within(list).getByRole('heading', { name: 'Mumbai Strikers' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Visit Mumbai Strikers' })).toHaveAttribute(
      'href',
      'https://strikers.example',
    );
    expect(shell.fetch.callsTo('/web/model_sponsor')[0]?.body).toEqual({
      site_id: '1',
      language: 'en_US',
      model_version: 1,
    });
  });

  it("sends a disabled module's routes to the 404 page", async () => {
    const shell = await createTestShell({ modules: { 'mf-member-center': false } });
    shell.renderShell('/user/Deposit');

    expect(within(main()).getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(main()).getByText('Page not found: /user/Deposit')).toBeInTheDocument();
    await userEvent.click(within(main()).getByRole('link', { name: 'Back to the home page' }));
    expect(await within(main()).findByText('Games lobby')).toBeInTheDocument();
  });

  it('answers an unknown path with the 404 page: title, message, noindex, a way home', async () => {
    const shell = await createTestShell();
    shell.renderInShell(<ShellWithProbe />, '/no/such/page');

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
    expect(screen.getByLabelText('Error 404')).toHaveTextContent('404');
    await waitFor(() => expect(document.title).toBe('Page Not Found'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(where()).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
    expect(document.title).toBe('Lucky Demo');
  });

  it('keeps the rest of the site working when the home remote is down', async () => {
    const shell = await createTestShell({
      modules: { 'mf-promotions': false }, // the banners' own slot is not this test's
      loadRemote: async (id) => {
        if (id === 'mf_games/app') throw new Error('RUNTIME-008');
        return null;
      },
    });
    shell.renderShell('/');

    expect(await within(main()).findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Lucky Demo');
  });
});
