import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_DOMAIN_AGENT_ID_KEY, AGENT_DOMAIN_CURRENCY_KEY, REGISTER_ENTRY_STORAGE_KEY } from '@croupier/shared';
import { readAgentRecommendCookie } from './agent-recommend-cookie.js';
import { newStyle, oldStyle, renderRegister, SITE_ID } from './register-test-kit.js';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'agent_recommend=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});

const ready = () => screen.findByRole('button', { name: 'Register' });

describe('register panel', () => {
  it('fetches nothing until the register tab is shown', async () => {
    const { server } = await renderRegister({ active: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(server.calls).toHaveLength(0);
  });

  it('shows the register background of the desktop template', async () => {
    const { server, view } = await renderRegister();
    await ready();
    expect(server.callsTo('/arks/web/model/register-background/detail')[0]?.body).toEqual({
      site_id: SITE_ID,
      template: 'pc',
    });
    const banner = view.container.querySelector('.mf-auth-register__banner') as HTMLElement;
    expect(banner.style.backgroundImage).toContain('data:image/svg+xml;base64,PHN2Zy8+');
    expect(banner).toHaveTextContent('Create your account');
  });

  it('asks for the mobile template on a narrow screen', async () => {
    const { server } = await renderRegister({ width: 390 });
    await ready();
    expect(server.callsTo('/arks/web/model/register-background/detail')[0]?.body).toEqual({
      site_id: SITE_ID,
      template: 'H5_1',
    });
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { server } = await renderRegister({
      routes: {
        '/arks/web/register-settings': () => (fail ? newStyle(500, null, 'Settings are down') : newStyle(100, [])),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings are down');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await ready();
    expect(server.callsTo('/arks/web/register-settings')).toHaveLength(2);
  });
});

describe('register panel: currency', () => {
  it("takes the language's currency without other sources", async () => {
    await renderRegister({ language: 'vi_VN' });
    await ready();
    expect(screen.getByLabelText('Currency')).toHaveValue('VND');
  });

  it("takes the register entry's currency over the language's", async () => {
    sessionStorage.setItem(REGISTER_ENTRY_STORAGE_KEY, JSON.stringify({ currency: 'VND' }));
    await renderRegister();
    await ready();
    expect(screen.getByLabelText('Currency')).toHaveValue('VND');
  });

  it('ignores a currency the site does not offer', async () => {
    window.history.replaceState(null, '', '/?currency=EUR');
    await renderRegister();
    await ready();
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
  });

  it("forces the agent domain's currency: no choice is offered", async () => {
    sessionStorage.setItem(AGENT_DOMAIN_CURRENCY_KEY, 'VND');
    sessionStorage.setItem(AGENT_DOMAIN_AGENT_ID_KEY, '7');
    window.history.replaceState(null, '', '/?currency=USD');
    const user = userEvent.setup();
    const { server } = await renderRegister();
    await ready();
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
    expect(screen.getByText('Currency: VND')).toBeInTheDocument();
    expect(screen.getByText('You are registering with agent 7.')).toBeInTheDocument();
    // The domain's agent is not re-checked and its currency needs no /member_info.
    expect(server.callsTo('/register/valid_message')).toHaveLength(0);
    expect(server.callsTo('/member_info')).toHaveLength(0);
    expect(field('Phone number')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(server.callsTo('/register')).toHaveLength(0);
  });
});

const field = (label: string) => screen.getByLabelText(label);

describe('register panel: agent and friend links', () => {
  it("checks the link's agent, remembers it in the cookie, takes its currency and registers under it", async () => {
    window.history.replaceState(null, '', '/?id=7');
    const user = userEvent.setup();
    const { server } = await renderRegister({ routes: { '/member_info': () => oldStyle(100, { currency: 'VND' }) } });
    await ready();
    expect(server.callsTo('/register/valid_message')[0]?.body).toEqual({ site_id: SITE_ID, agent_id: '7' });
    expect(server.callsTo('/member_info')[0]?.body).toEqual({ id: '7', site_id: SITE_ID });
    expect(readAgentRecommendCookie()).toEqual({ agent_id: '7' });
    expect(screen.getByLabelText('Currency')).toHaveValue('VND');
    expect(screen.getByText('You are registering with agent 7.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    // An agent introduces: no referral code is asked for.
    expect(screen.queryByLabelText(/Referral code/)).not.toBeInTheDocument();
    await user.type(field('Account'), 'agent_kid1');
    await user.type(field('Password'), 'abc123');
    await user.type(field('Confirm password'), 'abc123');
    await user.type(field('Email'), 'kid@example.com');
    await user.type(await screen.findByLabelText('Verification code'), '4242');
    await user.click(screen.getByRole('checkbox', { name: /service agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(server.callsTo('/register')[0]?.body).toMatchObject({ introducer: '7', member_currency: 'USD' }),
    );
  });

  it('puts a valid invite code in the referral field and the cookie', async () => {
    sessionStorage.setItem(REGISTER_ENTRY_STORAGE_KEY, JSON.stringify({ invite: 'PLAYER01' }));
    await renderRegister();
    await ready();
    expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('PLAYER01');
    expect(readAgentRecommendCookie()).toEqual({ recommend_code: 'PLAYER01' });
  });

  it('says when a link is no longer valid and keeps nothing of it', async () => {
    window.history.replaceState(null, '', '/?invite=OLDCODE1');
    await renderRegister({ routes: { '/register/valid_message': () => oldStyle(100, { is_valid: false }) } });
    await ready();
    expect(screen.getByText('This invitation link is no longer valid. You can still register.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('');
    expect(readAgentRecommendCookie()).toEqual({});
  });

  it.each([
    ['cannot be decoded', '%E0%A4%A'],
    ['is not JSON', encodeURIComponent('{agent_id:9')],
    ['has the wrong shape', encodeURIComponent(JSON.stringify({ agent_id: 9 }))],
  ])('registers without an introducer when the cookie %s', async (_, value) => {
    document.cookie = `agent_recommend=${value}; Path=/`;
    const { server } = await renderRegister();
    await ready();
    expect(readAgentRecommendCookie()).toEqual({});
    expect(screen.queryByText(/You are registering with agent/)).not.toBeInTheDocument();
    expect(server.callsTo('/member_info')).toHaveLength(0);
  });

  it('registers under what the cookie remembers when the visitor comes back without the link', async () => {
    document.cookie = `agent_recommend=${encodeURIComponent(JSON.stringify({ agent_id: '9' }))}; Path=/`;
    const { server } = await renderRegister();
    await ready();
    expect(screen.getByText('You are registering with agent 9.')).toBeInTheDocument();
    expect(server.callsTo('/member_info')[0]?.body).toEqual({ id: '9', site_id: SITE_ID });
  });
});
