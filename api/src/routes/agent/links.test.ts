// Promotion links: one per site domain with the agent's code, visits counted per host through
// the public link-visit call, registrations through ?id= counted on the page's host and shown in
// the downline; refusals for what is no active agent, never a 5xx.
import { AgentCode, CAPTCHA_TYPE_REGISTER, type PromotionLinks } from '@croupier/shared/contracts';
import { newCaptcha, post } from '../../test/helpers.js';
import { usdBody } from '../register/__tests__/register-helpers.js';
import { callAs, idOf, sessions, WIDE_RANGE, withAgentApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const LINKS = '/api/arks/web/agent/links';
const VISIT = '/api/arks/web/agent/link-visit';
const SITE = 'http://localhost:3000';
const AGENT_DOMAIN = 'http://agent-a.localhost:3000';

describe('promotion links', () => {
  const m = withAgentApp({ REGISTER_LIMIT_PER_MINUTE: '0', REGISTER_LIMIT_PER_DAY: '0' });
  const as = sessions(m);
  const links = async (account: string) =>
    (await callAs(m, as, account, LINKS, {})).json() as never as { code: number; data: PromotionLinks };
  const linksFrom = async (origin: string) =>
    (await post(m.app, LINKS, {}, { authorization: await as('agent01'), origin })).json().data as PromotionLinks;
  const byDomain = (data: PromotionLinks, domain: string) => data.list.find((l) => l.domain === domain);

  it("gives agent01 a link on the site's origin and on its own agent domain, with the seeded counts", async () => {
    const agent = idOf(m.app, 'agent01');
    const data = await linksFrom(SITE);
    expect(data.agent_code).toBe(String(agent));
    expect(data.list).toEqual([
      { domain: 'localhost', url: `${SITE}/?id=${agent}`, visits: 42, registrations: 12 },
      { domain: 'agent-a.localhost', url: `${AGENT_DOMAIN}/?id=${agent}`, visits: 11, registrations: 2 },
    ]);
    // An origin that is not the site's is no link; without one the agent's own domain remains.
    expect((await linksFrom('http://evil.example')).list.map((l) => l.domain)).toEqual(['agent-a.localhost']);
    expect((await links('agent01')).data.list.map((l) => l.url)).toEqual([`https://agent-a.localhost/?id=${agent}`]);
  });

  it('counts a visit on the host of the page, for active agents only', async () => {
    const agent = idOf(m.app, 'agent01');
    const visit = (agentId: unknown, origin: string) => post(m.app, VISIT, { agent_id: agentId }, { origin });
    expect((await visit(String(agent), AGENT_DOMAIN)).json()).toEqual({
      code: 100,
      message: 'Visit recorded',
      data: null,
    });
    await visit(String(agent), AGENT_DOMAIN);
    await visit(String(agent), SITE);
    const data = await linksFrom(SITE);
    expect([byDomain(data, 'agent-a.localhost')?.visits, byDomain(data, 'localhost')?.visits]).toEqual([13, 43]);

    for (const id of ['999999999', String(idOf(m.app, 'player01')), 'abc', '', '-1']) {
      const res = await visit(id, SITE);
      expect([id, res.statusCode, res.json().code]).toEqual([id, 200, AgentCode.notAgent]);
    }
    expect((await post(m.app, VISIT, {})).statusCode).toBe(400);
    expect(byDomain(await linksFrom(SITE), 'localhost')?.visits).toBe(43);
  });

  it('counts a registration through ?id= on its host, and the new member is the newest of the downline', async () => {
    const agent = idOf(m.app, 'agent01');
    const body = usdBody({ introducer: String(agent) });
    const captcha_token = await newCaptcha(m.app, CAPTCHA_TYPE_REGISTER);
    const registered = await post(
      m.app,
      '/api/register',
      { ...body, captcha_token },
      { origin: AGENT_DOMAIN, 'x-forwarded-for': '198.51.100.77' },
    );
    expect(registered.json().header.status).toBe('200100');
    const row = m.app.services.db
      .prepare('SELECT register_host, last_login_at FROM members WHERE member_account = ?')
      .get(body.member_account);
    expect(row).toEqual({ register_host: 'agent-a.localhost', last_login_at: expect.any(Number) });
    expect(byDomain(await linksFrom(SITE), 'agent-a.localhost')?.registrations).toBe(3);
    const downline = (await callAs(m, as, 'agent01', '/api/arks/web/agent/downline', WIDE_RANGE)).json();
    expect(downline.data.list[0]).toMatchObject({
      member_account: body.member_account,
      depth: 1,
      main_balance: '0.00',
    });
  });

  it('is for active agents only (301)', async () => {
    expect((await links('player01')).code).toBe(AgentCode.notAgent);
    expect((await post(m.app, LINKS, {})).statusCode).toBe(401);
  });
});
