// The brand's agent terms, open to guests: level names and the agreement in the request's
// language (else English), the plan of a currency with its tiers ascending; 404 for what has none.
import { post } from '../../test/helpers.js';
import { withAgentApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

describe('agent level names, plan and agreement', () => {
  const m = withAgentApp();

  it('names the levels in the lang header’s language, else in English', async () => {
    const zh = await post(m.app, '/api/arks/web/agent-level-rename', { site_id: '1' }, { lang: 'zh_CN' });
    expect(zh.json()).toEqual({
      code: 100,
      message: 'success',
      data: {
        detail: [
          { agent_level: 1, name: '总代理' },
          { agent_level: 2, name: '代理' },
          { agent_level: 3, name: '下级代理' },
        ],
      },
    });
    for (const headers of [{}, { lang: 'xx_XX' }, { lang: 'th_TH' }] as Record<string, string>[]) {
      const res = await post(m.app, '/api/arks/web/agent-level-rename', { site_id: '1' }, headers);
      expect(res.json().data.detail.map((d: { name: string }) => d.name)).toEqual([
        'Master agent',
        'Agent',
        'Sub-agent',
      ]);
    }
    expect((await post(m.app, '/api/arks/web/agent-level-rename', { site_id: '99' })).json().code).toBe(404);
  });

  it('answers the plan of a currency, tiers ascending, and 404 for a currency without one', async () => {
    const usd = await post(m.app, '/api/arks/web/agent/plan', { site_id: '1', currency: 'USD' });
    expect(usd.json().data).toEqual({
      currency: 'USD',
      tiers: [
        { tier: 1, min_net_revenue: '500.00', min_active_members: 5, rate: '25.00' },
        { tier: 2, min_net_revenue: '2000.00', min_active_members: 10, rate: '35.00' },
        { tier: 3, min_net_revenue: '5000.00', min_active_members: 20, rate: '45.00' },
      ],
      active_min_valid_bet: '50.00',
      settlement_period: 'monthly',
    });
    const inr = await post(m.app, '/api/arks/web/agent/plan', { site_id: '1', currency: 'INR' });
    expect(inr.json().data.tiers.map((t: { min_net_revenue: string }) => t.min_net_revenue)).toEqual([
      '40000.00',
      '160000.00',
      '400000.00',
    ]);
    expect((await post(m.app, '/api/arks/web/agent/plan', { site_id: '1', currency: 'EUR' })).json().code).toBe(404);
    expect((await post(m.app, '/api/arks/web/agent/plan', { site_id: '1' })).statusCode).toBe(400);
  });

  it('answers the agreement in the request’s language, else in English', async () => {
    const vi = await post(m.app, '/api/arks/web/agent/agreement', { site_id: '1' }, { lang: 'vi_VN' });
    expect(vi.json().data.title).toBe('Thỏa thuận đại lý');
    expect(vi.json().data.content).toContain('<h3>1. Hoa hồng</h3>');
    const fallback = await post(m.app, '/api/arks/web/agent/agreement', { site_id: '1' }, { lang: 'th_TH' });
    expect(fallback.json().data.title).toBe('Agent agreement');
    expect((await post(m.app, '/api/arks/web/agent/agreement', { site_id: '99' })).json().code).toBe(404);
  });
});
