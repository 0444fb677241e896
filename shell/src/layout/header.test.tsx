import { BusEvent, closeAllPopups } from '@croupier/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentKeys } from '../content/query-keys.js';
import { contentAnswers } from '../content/test-fixtures.js';
import { ok } from '../test/fake-fetch.js';
import { allowParcelsOutsideAct, clearStorageAfterEach } from '../test/setup.js';
import { fakeWindowOpen } from '../session/testing.js';
import { ShellWithProbe } from '../test/test-location.js';
import { createTestShell, MEMBER, memberLayout } from '../test/shell-harness.js';
import { restoreWidthAfterEach, setWindowWidth, withSettings } from './test-support.js';

allowParcelsOutsideAct();
clearStorageAfterEach();
restoreWidthAfterEach();

const banner = () => screen.getByRole('banner');

describe('header (desktop)', () => {
  it("shows the site's logo from the api, named by the site name and linking home", async () => {
    const shell = await createTestShell({ answers: contentAnswers() });
    shell.renderShell();

    const logo = await within(banner()).findByRole('img', { name: 'Lucky Demo' });
    expect(logo).toHaveAttribute('src', '/api/assets/logos/site-1-pc.svg');
    expect(within(banner()).getByRole('link', { name: 'Lucky Demo' })).toHaveAttribute('href', '/');
    expect(shell.fetch.callsTo('/web/logo')[0]?.body).toEqual({ site_id: '1' });
  });

  it('falls back to the site name when the logo list cannot be had', async () => {
    const shell = await createTestShell({ answers: contentAnswers({ '/web/logo': { status: 500 } }) });
    shell.renderShell();
    await waitFor(() => expect(shell.services.queryClient.getQueryState(contentKeys.logo)?.status).toBe('error'), {
      timeout: 4000,
    });
    expect(within(banner()).getByRole('link', { name: 'Lucky Demo' })).toHaveTextContent('Lucky Demo');
    expect(within(banner()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers a guest "Log in" and "Register", each opening the mf-auth modal on its tab', async () => {
    const shell = await createTestShell({ answers: contentAnswers() });
    const openLogin = jest.fn();
    shell.services.bus.on(BusEvent.openLogin, openLogin);
    shell.renderShell();

    await userEvent.click(within(banner()).getByRole('button', { name: 'Log in' }));
    await userEvent.click(within(banner()).getByRole('button', { name: 'Register' }));

    expect(openLogin.mock.calls).toEqual([[{}], [{ tab: 'register' }]]);
    expect(within(banner()).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it("loads mf-auth's login modal only when Log in is reached for, and the first click still opens it", async () => {
    const shell = await createTestShell({ answers: contentAnswers() });
    const { registry } = shell.services;
    const load = registry.load.bind(registry);
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const loadRemote = jest.spyOn(registry, 'load').mockImplementation(async (module, expose) => {
      if (module === 'mf-auth') await arrived; // a slow network: the code is still on its way
      return load(module, expose);
    });
    const openLogin = jest.fn();
    shell.services.bus.on(BusEvent.openLogin, openLogin);
    shell.renderShell('/nowhere');

    const login = within(banner()).getByRole('button', { name: 'Log in' });
    await new Promise((r) => setTimeout(r, 50));
    expect(loadRemote).not.toHaveBeenCalledWith('mf-auth', 'login-modal');

    await userEvent.click(login);
    expect(loadRemote).toHaveBeenCalledWith('mf-auth', 'login-modal');
    expect(login).toHaveAttribute('aria-busy', 'true');
    expect(openLogin).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(openLogin).toHaveBeenCalledWith({}));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveAttribute('aria-busy');
  });

  it('has the language switcher', async () => {
    const shell = await createTestShell({ answers: contentAnswers() });
    shell.renderShell();
    expect(within(banner()).getByRole('combobox', { name: 'Language' })).toHaveValue('en_US');
  });

  it('shows a member the account, the balance in the currency, Deposit and Log out', async () => {
    const shell = await createTestShell({
      session: MEMBER,
      answers: contentAnswers({
        '/member/profile/common/layout': ok({ member_common_layout: memberLayout({ member_cash: '3200.75' }) }),
      }),
    });
    const deposit = jest.fn();
    shell.services.bus.on(BusEvent.depositRequested, deposit);
    // The shell's windows code answers Deposit with a window: not this test's subject.
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    shell.renderShell();

    const member = within(banner()).getByRole('region', { name: 'Your account' });
    expect(within(member).getByText('ravi2024')).toBeInTheDocument();
    expect(await within(member).findByText('₹3,200.75')).toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();

    await userEvent.click(within(banner()).getByRole('button', { name: 'Deposit' }));
    expect(deposit).toHaveBeenCalledWith({});
    open.mockRestore();
  });

  it('says once that the balance is loading, in a box kept for the amount, until it arrives', async () => {
    const shell = await createTestShell({
      session: MEMBER,
      answers: contentAnswers({
        '/member/profile/common/layout': ok({ member_common_layout: memberLayout({ member_cash: '98765.43' }) }),
      }),
    });
    shell.renderShell();

    const member = within(banner()).getByRole('region', { name: 'Your account' });
    // A bar stands in the amount's place (no layout shift); the words are for screen readers.
    expect(within(member).getAllByText('Loading balance…')).toHaveLength(1);
    expect(await within(member).findByText('₹98,765.43')).toBeInTheDocument();
    expect(within(member).queryByText('Loading balance…')).not.toBeInTheDocument();
  });

  it('switches to the member view after mf-auth reports a login', async () => {
    const shell = await createTestShell({ answers: contentAnswers() });
    shell.renderShell('/');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();

    shell.services.stores.session.getState().setSession(MEMBER);
    shell.services.bus.emit(BusEvent.loginSucceeded, { session: MEMBER, previousCurrency: 'INR' });

    expect(await screen.findByText('₹1,250.00')).toBeInTheDocument();
    expect(shell.realtime.calls.reconnect).toBe(1);
  });

  it('has no "Log in" or "Register" when the site has mf-auth switched off', async () => {
    const loadRemote = jest.fn(async () => null);
    const shell = await createTestShell({ modules: { 'mf-auth': false }, loadRemote, answers: contentAnswers() });
    shell.renderShell('/nowhere');

    expect(banner()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await waitFor(() => expect(loadRemote).not.toHaveBeenCalledWith('mf_auth/login-modal'));
  });
});

describe('the Agents entry', () => {
  afterEach(() => closeAllPopups());

  it('opens the agent area in its 1500x800 popup on desktop', async () => {
    const windows = fakeWindowOpen();
    const shell = await createTestShell({ answers: contentAnswers() });
    shell.renderShell();
    const nav = await within(banner()).findByRole('navigation', { name: 'Main' });
    const agents = within(nav).getByRole('link', { name: 'Agents' });
    expect(agents).toHaveAttribute('href', '/proxy');

    await userEvent.click(agents);
    expect(windows.opened.map((w) => [w.url, w.name])).toEqual([['/proxy', 'proxy']]);
    expect(windows.opened[0]?.features).toMatch(/width=1500.*height=800/);
    windows.restore();
  });

  it('goes to /proxy in the page when the browser blocks the popup', async () => {
    const windows = fakeWindowOpen({ blocked: true });
    const shell = await createTestShell({ answers: contentAnswers() });
    shell.renderInShell(<ShellWithProbe />, '/faq');
    await userEvent.click(await within(banner()).findByRole('link', { name: 'Agents' }));
    await waitFor(() => expect(screen.getByLabelText('router location')).toHaveTextContent(/^\/proxy$/));
    windows.restore();
  });

  it('is not there when the site has mf-proxy switched off', async () => {
    const shell = await createTestShell({ modules: { 'mf-proxy': false }, answers: contentAnswers() });
    shell.renderShell();
    const nav = await within(banner()).findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Agents' })).not.toBeInTheDocument();
  });

  it('H5_2: is in the menu drawer and opens the agent area in the same page', async () => {
    setWindowWidth(390);
    const windows = fakeWindowOpen();
    const shell = await createTestShell({ answers: contentAnswers() });
    withSettings(shell, { MOBILE_TEMPLATE_NAME: 'bob_mobile' });
    shell.renderInShell(<ShellWithProbe />, '/faq');
    await userEvent.click(await within(banner()).findByRole('button', { name: 'Open the menu' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Agents' }),
    );

    await waitFor(() => expect(screen.getByLabelText('router location')).toHaveTextContent(/^\/proxy$/));
    expect(windows.opened).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    windows.restore();
  });
});

describe('header (mobile)', () => {
  it('H5_1: logo (the mobile one), language, and the guest buttons in the banner', async () => {
    setWindowWidth(390);
    const shell = await createTestShell({ answers: contentAnswers() });
    shell.renderShell();

    expect(await within(banner()).findByRole('img', { name: 'Lucky Demo' })).toHaveAttribute(
      'src',
      '/api/assets/logos/site-1-mobile.svg',
    );
    expect(within(banner()).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
  });

  it("H5_2 (bob_mobile): a menu button opens a drawer with the site's sections and the account", async () => {
    setWindowWidth(390);
    const shell = await createTestShell({ session: MEMBER, answers: contentAnswers() });
    withSettings(shell, { MOBILE_TEMPLATE_NAME: 'bob_mobile' });
    shell.renderShell();

    // The bar keeps the balance and Deposit; the account and Log out are in the drawer.
    expect(await within(banner()).findByText('₹1,250.00')).toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

    const menuButton = within(banner()).getByRole('button', { name: 'Open the menu' });
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/discount');
    expect(within(drawer).getByText('ravi2024')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});
