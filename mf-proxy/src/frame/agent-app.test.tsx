// The agent area's frame: the entries, who sees the agent centre, the desktop menu and the
// phone's menu list and back link.
import { act, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_LAYOUT_KEY } from '@croupier/shared';
import {
  AGENT,
  agentLayout,
  MEMBER,
  memberLayout,
  ok,
  pageTests,
  type MountedAgent,
  type MountOptions,
} from '../testing/agent-test-kit.js';
import { AgentApp } from './agent-app.js';

const mount = pageTests();

const CENTRE = { '/member/profile/common/layout': () => ok({ member_common_layout: agentLayout() }) };
const ROUTES = {
  '/arks/web/agent/agreement': () => ok({ title: 'Agent agreement v1', content: '<p>Terms</p>' }),
  '/member/apply_for_agent/check': () => ok({ application: null }),
  '/arks/web/agent/links': () => ok({ agent_code: '9', list: [] }),
};

async function open(pathname: string, opts: MountOptions & { agent?: boolean } = {}) {
  const { agent, ...rest } = opts;
  const mounted = await mount((props) => <AgentApp location={props.location} />, {
    pathname,
    ...(agent ? { session: AGENT } : {}),
    ...rest,
    routes: { ...ROUTES, ...(agent ? CENTRE : {}), ...rest.routes },
  });
  return mounted;
}

const menu = () => screen.getByRole('navigation', { name: 'Agent menu' });
const replaced = (m: MountedAgent) => m.navigations.filter((n) => n.options?.replace).map((n) => n.to);

describe('the agent area entries (spec 02 §2)', () => {
  it('/proxy opens the agent centre (DownlineInfo) for an active agent', async () => {
    const m = await open('/proxy', { agent: true });
    await waitFor(() => expect(replaced(m)).toEqual(['/proxy/DownlineInfo']));
  });

  it('/proxy opens Register for a member who is no active agent, and for a guest', async () => {
    const m = await open('/proxy');
    await waitFor(() => expect(replaced(m)).toEqual(['/proxy/Register']));
    await m.unmount();
    const guest = await open('/proxy', { session: null });
    await waitFor(() => expect(replaced(guest)).toEqual(['/proxy/Register']));
  });

  it.each([
    ['Register', '/proxy/Register'],
    ['Plan', '/proxy/Plan'],
    ['ProxyCenter', '/proxy/DownlineInfo'],
    ['Transfer', '/proxy/Transfer'],
  ])('/proxy?page=%s is %s', async (page, to) => {
    const m = await open('/proxy', { agent: true, search: `?page=${page}` });
    await waitFor(() => expect(replaced(m)).toEqual([to]));
  });

  it('sends a member who is no active agent from a centre page to Register, which says why', async () => {
    const m = await open('/proxy/Promotion');
    await waitFor(() => expect(replaced(m)).toEqual(['/proxy/Register?reason=not_agent']));
    expect(screen.queryByRole('heading', { name: 'Promotion links' })).not.toBeInTheDocument();

    await m.goTo('/proxy/Register', '?reason=not_agent');
    expect(await screen.findByText('The agent centre is for active agents. Apply below.')).toBeInTheDocument();
  });

  it('moves Register on to the agent centre once the member layout says agent_active (an approval)', async () => {
    const m = await open('/proxy/Register');
    expect(await screen.findByRole('heading', { level: 2, name: 'Become an agent' })).toBeInTheDocument();
    expect(replaced(m)).toEqual([]);

    act(() => m.props.queryClient.setQueryData(MEMBER_LAYOUT_KEY, memberLayout({ is_agent: 1, agent_active: 1 })));
    await waitFor(() => expect(replaced(m)).toEqual(['/proxy/DownlineInfo']));
  });

  it('says "Page not found" for an unknown page, with a link to the menu', async () => {
    await open('/proxy/Nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the agent menu' })).toHaveAttribute('href', '/proxy');
  });
});

describe('the menu on desktop', () => {
  it('lists Plan, Agreement and Register to a member, without the agent centre', async () => {
    await open('/proxy/Agreement');
    expect(await within(menu()).findByRole('link', { name: 'Agent agreement' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(menu())
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/proxy/Plan', '/proxy/Agreement', '/proxy/Register']);
    expect(within(menu()).queryByRole('heading', { name: 'Agent centre' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Agent agreement' })).toBeInTheDocument();
  });

  it('lists the agent centre group (six pages) to an active agent, and no Register', async () => {
    const m = await open('/proxy/Promotion', { agent: true });
    expect(await within(menu()).findByRole('heading', { name: 'Agent centre' })).toBeInTheDocument();
    const centre = within(menu()).getByRole('list', { name: 'Agent centre' });
    expect(
      within(centre)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Downline',
      'Promotion links',
      'Operation report',
      'Report by level',
      'Transfer to downline',
      'Commission settlement',
    ]);
    expect(within(menu()).queryByRole('link', { name: 'Become an agent' })).not.toBeInTheDocument();
    expect(within(centre).getByRole('link', { name: 'Promotion links' })).toHaveAttribute('aria-current', 'page');
    expect(replaced(m)).toEqual([]);
  });

  it('navigates through the shell on a plain click', async () => {
    const m = await open('/proxy/Agreement');
    within(await screen.findByRole('navigation', { name: 'Agent menu' }))
      .getByRole('link', { name: 'Commission plan' })
      .click();
    expect(m.navigatedTo()).toEqual(['/proxy/Plan']);
  });
});

describe('phones', () => {
  it("an active agent's /proxy is the menu list; a page is full width under a back link", async () => {
    const m = await open('/proxy', { agent: true, isDesktop: false });
    const centre = await screen.findByRole('list', { name: 'Agent centre' });
    expect(within(centre).getAllByRole('link')).toHaveLength(6);
    expect(replaced(m)).toEqual([]);

    await m.goTo('/proxy/Promotion');
    expect(await screen.findByRole('link', { name: /Back to the agent menu/ })).toHaveAttribute('href', '/proxy');
    expect(screen.queryByRole('navigation', { name: 'Agent menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Promotion links' })).toBeInTheDocument();
  });

  it("shows no public pages' row while the layout has not said whether the member is an agent", async () => {
    let answer = () => {};
    const layout = new Promise((done) => {
      answer = () => done(ok({ member_common_layout: agentLayout() }));
    });
    await open('/proxy', { agent: true, isDesktop: false, routes: { '/member/profile/common/layout': () => layout } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Agent menu' })).not.toBeInTheDocument();
    await act(async () => answer());
    expect(within(await screen.findByRole('list', { name: 'Agent centre' })).getAllByRole('link')).toHaveLength(6);
  });

  it('a member sees the three public pages as a row of links above the page', async () => {
    const m = await open('/proxy/Agreement', { isDesktop: false, session: MEMBER });
    expect(within(await screen.findByRole('navigation', { name: 'Agent menu' })).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /Back to the agent menu/ })).not.toBeInTheDocument();
    expect(replaced(m)).toEqual([]);
  });
});
