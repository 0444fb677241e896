// The guards and redirects of spec 01 §2 in the whole shell (real stores, bus and router).
import { BusEvent, REGISTER_ENTRY_STORAGE_KEY } from '@croupier/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../test/fake-fetch.js';
import { allowParcelsOutsideAct, captureConsoleErrors, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';
import { siteDetail } from '../test/site-detail.js';
import { ShellWithProbe, testNavigation } from '../test/test-location.js';

allowParcelsOutsideAct();
captureConsoleErrors();
clearStorageAfterEach();

const where = () => screen.getByLabelText('router location');
const main = () => screen.getByRole('main');
const clearCookies = () => {
  for (const name of ['isFastDeposit', 'isRouteRegister']) document.cookie = `${name}=; path=/; max-age=0`;
};
afterEach(() => {
  clearCookies();
  sessionStorage.clear();
});

async function shellAt(path: string, opts: Parameters<typeof createTestShell>[0] = {}) {
  const shell = await createTestShell(opts);
  const openLogin = jest.fn();
  shell.services.bus.on(BusEvent.openLogin, openLogin);
  shell.renderInShell(<ShellWithProbe />, path);
  return { shell, openLogin };
}

describe('redirects', () => {
  it.each(['/main', '/gameHall', '/slotgame', '/slotgame?gp_id=GPR8&house=0'])('%s (bare) goes to /', async (path) => {
    await shellAt(path);
    expect(where()).toHaveTextContent(/^\/$/);
    expect(await within(main()).findByText('Games lobby')).toBeInTheDocument();
  });

  it('/fastDeposit sets the isFastDeposit cookie flag and goes to /', async () => {
    await shellAt('/fastDeposit');
    expect(where()).toHaveTextContent(/^\/$/);
    expect(document.cookie).toContain('isFastDeposit=true');
  });

  it('/Deposit is the member centre deposit page, query kept', async () => {
    await shellAt('/Deposit?amount=500', { session: MEMBER });
    expect(where()).toHaveTextContent('/user/Deposit?amount=500');
    expect(await within(main()).findByText('Member centre')).toBeInTheDocument();
  });

  it('/user?page=Deposit is /user/Deposit', async () => {
    await shellAt('/user?page=Deposit', { session: MEMBER });
    expect(where()).toHaveTextContent('/user/Deposit');
  });
});

describe('the auth guard', () => {
  it('sends a guest to /, opens the login modal once it listens, and goes to the page after login', async () => {
    const { shell, openLogin } = await shellAt('/user/Deposit?amount=500');

    expect(where()).toHaveTextContent(/^\/$/);
    // The login-modal parcel mounts, then the request goes out with the page as its target.
    await waitFor(() => expect(openLogin).toHaveBeenCalledWith({ target: '/user/Deposit?amount=500' }));
    expect(openLogin).toHaveBeenCalledTimes(1);

    // mf-auth logs in and reports it (the shell's loginSucceeded handling navigates).
    act(() =>
      shell.services.bus.emit(BusEvent.loginSucceeded, {
        session: MEMBER,
        previousCurrency: null,
        target: '/user/Deposit?amount=500',
      }),
    );
    expect(where()).toHaveTextContent('/user/Deposit?amount=500');
    expect(await within(main()).findByText('Member centre')).toBeInTheDocument();
  });

  it.each(['/user', '/fastPayment', '/proxy/ProxyCenter'])('keeps a guest out of %s', async (path) => {
    const { openLogin } = await shellAt(path);
    expect(where()).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(openLogin).toHaveBeenCalledWith({ target: path }));
  });

  it('lets a guest see the public agent pages', async () => {
    const { openLogin } = await shellAt('/proxy/Plan');
    expect(await within(main()).findByText('Agent area')).toBeInTheDocument();
    expect(where()).toHaveTextContent('/proxy/Plan');
    expect(openLogin).not.toHaveBeenCalled();
  });

  it('sends a member who logs out on a members-only page home, without the login modal', async () => {
    const { shell, openLogin } = await shellAt('/user/Info', { session: MEMBER });
    await within(main()).findByText('Member centre');

    act(() => shell.services.bus.emit(BusEvent.logoutRequested, { reason: 'user' }));

    await waitFor(() => expect(where()).toHaveTextContent(/^\/$/));
    expect(openLogin).not.toHaveBeenCalled();
  });
});

describe('/register', () => {
  it('outside production opens the register tab right there, with id, invite and currency', async () => {
    const { openLogin } = await shellAt('/register?id=88&invite=FRIEND7&currency=INR');

    expect(where()).toHaveTextContent('/register?id=88');
    await waitFor(() =>
      expect(openLogin).toHaveBeenCalledWith({
        tab: 'register',
        register: { id: '88', invite: 'FRIEND7', currency: 'INR' },
      }),
    );
    expect(JSON.parse(sessionStorage.getItem(REGISTER_ENTRY_STORAGE_KEY) ?? 'null')).toEqual({
      id: '88',
      invite: 'FRIEND7',
      currency: 'INR',
    });
    expect(document.cookie).not.toContain('isRouteRegister');
  });

  it("counts one visit through the agent's link (id) per page load", async () => {
    const { shell } = await shellAt('/register?id=88', { answers: { '/arks/web/agent/link-visit': ok({}) } });
    await waitFor(() =>
      expect(shell.fetch.callsTo('/arks/web/agent/link-visit').map((c) => c.body)).toEqual([{ agent_id: '88' }]),
    );

    // The register entry again in the same page load (the modal closed, the link followed again).
    act(() => void testNavigation.navigate?.('/faq'));
    act(() => void testNavigation.navigate?.('/register?id=88'));
    expect(where()).toHaveTextContent('/register?id=88');
    expect(shell.fetch.callsTo('/arks/web/agent/link-visit')).toHaveLength(1);
  });

  it("counts a visit through the agent's promotion link on any page (/?id=), once per page load", async () => {
    const { shell } = await shellAt('/?id=88', { answers: { '/arks/web/agent/link-visit': ok({}) } });
    await waitFor(() =>
      expect(shell.fetch.callsTo('/arks/web/agent/link-visit').map((c) => c.body)).toEqual([{ agent_id: '88' }]),
    );
    act(() => void testNavigation.navigate?.('/faq?id=88'));
    expect(where()).toHaveTextContent('/faq?id=88');
    expect(shell.fetch.callsTo('/arks/web/agent/link-visit')).toHaveLength(1);
  });

  it('counts no link visit without an id', async () => {
    const { shell } = await shellAt('/register?invite=FRIEND7');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(REGISTER_ENTRY_STORAGE_KEY) ?? 'null')).toEqual({ invite: 'FRIEND7' }),
    );
    expect(shell.fetch.callsTo('/arks/web/agent/link-visit')).toHaveLength(0);
  });

  it('in production leaves the isRouteRegister flag and goes to /, where the register modal opens once', async () => {
    const shell = await createTestShell();
    const detail = siteDetail();
    shell.services.stores.site
      .getState()
      .setDetail({ ...detail, env_config: { ...detail.env_config, environment: 'production' } });
    const openLogin = jest.fn();
    shell.services.bus.on(BusEvent.openLogin, openLogin);
    shell.renderInShell(<ShellWithProbe />, '/register?invite=FRIEND7');

    expect(where()).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(openLogin).toHaveBeenCalledWith({ tab: 'register', register: { invite: 'FRIEND7' } }));
    expect(document.cookie).not.toContain('isRouteRegister'); // used up

    // Coming back to '/' does not open it again.
    act(() => void testNavigation.navigate?.('/faq'));
    act(() => void testNavigation.navigate?.('/'));
    await within(main()).findByText('Games lobby');
    expect(openLogin).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a member', async () => {
    document.cookie = 'isRouteRegister=true; path=/';
    const { openLogin } = await shellAt('/', { session: MEMBER });
    await within(main()).findByText('Games lobby');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openLogin).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('isRouteRegister');
  });
});
