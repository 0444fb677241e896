// The agent area's routes with an active agent's session (the every-route walk sends none, so it
// stops at 401): malformed bodies are a 4xx or a business code, never a 500.
import { serverErrorsOf } from '../../test/helpers.js';
import { tokenFor, withAgentApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const ROUTES = [
  '/api/arks/web/agent-level-rename',
  '/api/arks/web/agent/plan',
  '/api/arks/web/agent/agreement',
  '/api/member/apply_for_agent/check',
  '/api/member/apply_for_agent',
  '/api/arks/web/agent/downline',
  '/api/arks/web/agent/links',
  '/api/arks/web/agent/link-visit',
];
const BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '{"site_id":{"$ne":""},"currency":[]}',
  '{"agent_id":"x","apply_agent_flag":7}',
  '{"agent_id":1e30,"apply_agent_flag":-1}',
  '{"contact_name":null,"contact_phone":1,"contact_email":{},"agree":"yes","message":[]}',
  '{"start_date":"9999-99-99","end_date":"","page":-1,"count":1e9,"member_account":"%%","agent_id":-5}',
  '{"start_date":"2026-01-01","end_date":"2026-01-31","page":1,"count":20,"agent_id":"__proto__"}',
  '{"member_account":{"$gt":""},"approve":"yes"}',
  `{"contact_name":"${'x'.repeat(5000)}","agent_id":"${'9'.repeat(40)}"}`,
];

describe('agent routes with a session and hostile bodies', () => {
  const m = withAgentApp();

  it('answers none of them with a 500', async () => {
    const token = await tokenFor(m.app, 'agent01', 'agent123');
    expect(
      await serverErrorsOf(m.app, ROUTES, BODIES, { authorization: token, origin: 'http://localhost:3000' }),
    ).toEqual([]);
  });
});
