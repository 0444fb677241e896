// Applying to become an agent: the check's refusals (101 not eligible, 104 pending) with their
// server messages, the application's field errors (422) and refusals, and an operator's decision
// (the console's api): approval makes the member an active agent below its own agent, its layout
// says so and profile.updated reaches its private channel; a rejection lets it apply again.
import { AgentCode, MemberCode } from '@croupier/shared/contracts';
import { signInOperator } from '../../test/operator.js';
import { call, callAs, heard, idOf, memberEventNames, sessions, withAgentApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const CHECK = '/api/member/apply_for_agent/check';
const APPLY = '/api/member/apply_for_agent';
const application = {
  contact_name: 'Frank Second',
  contact_phone: '+14155550111',
  contact_email: 'frank@example.com',
  message: 'Cricket club',
  agree: 1,
};

describe('applying to become an agent', () => {
  const m = withAgentApp();
  const as = sessions(m);
  /** The operator's decision on the member's pending application (else on application `id`). */
  const decide = async (account: string, approve: boolean, id?: number) => {
    const owner = await signInOperator(m.app);
    const pending = (await owner.call(`/sites/1/agents/applications?status=pending&member_account=${account}`)).json()
      .data.items[0] as { id: number } | undefined;
    return owner.call(`/sites/1/agents/applications/${id ?? pending?.id ?? 999_999}/decision`, {
      approve,
      reason: 'checked the contact details',
    });
  };

  it('needs a session', async () => {
    expect((await call(m.app, CHECK, { agent_id: 0, apply_agent_flag: 1 }, null)).statusCode).toBe(401);
    expect((await call(m.app, APPLY, application, null)).statusCode).toBe(401);
  });

  it('refuses an agent (101) and a pending applicant (104) with a server message and the latest application', async () => {
    const agent = (await callAs(m, as, 'agent01', CHECK, { agent_id: 0, apply_agent_flag: 1 })).json();
    expect(agent).toEqual({
      code: AgentCode.notEligible,
      message: 'You are already an agent',
      data: { application: null },
    });
    const pending = (await callAs(m, as, 'applicant01', CHECK, { agent_id: 0, apply_agent_flag: 1 })).json();
    expect(pending).toMatchObject({
      code: AgentCode.applicationPending,
      message: 'Your application is already pending review',
    });
    expect(pending.data.application).toMatchObject({ status: 'pending', decided_at: null });
    // apply_agent_flag 0 only reads the latest application.
    const read = (await callAs(m, as, 'applicant01', CHECK, { agent_id: 0, apply_agent_flag: 0 })).json();
    expect(read).toMatchObject({ code: 100, data: { application: { status: 'pending' } } });
    const again = (await callAs(m, as, 'applicant01', APPLY, application)).json();
    expect([again.code, again.data]).toEqual([AgentCode.applicationPending, null]);
  });

  it('answers a field the shared schema refuses with 422 and its key, a malformed body with 400', async () => {
    const bad = async (body: unknown) => (await callAs(m, as, 'friend02', APPLY, body)).json();
    expect(await bad({ ...application, contact_email: 'nope' })).toMatchObject({
      code: MemberCode.invalidField,
      data: { field: 'contact_email', key: 'apply.err_email_format' },
    });
    expect((await bad({ ...application, contact_phone: '12' })).data).toEqual({
      field: 'contact_phone',
      key: 'apply.err_phone_format',
    });
    expect((await bad({ ...application, agree: false })).data).toEqual({ field: 'agree', key: 'apply.err_agree' });
    expect((await bad({ ...application, contact_name: '  ' })).data).toEqual({
      field: 'contact_name',
      key: 'apply.err_name_required',
    });
    expect((await callAs(m, as, 'friend02', APPLY, { ...application, contact_name: 5 })).statusCode).toBe(400);
    // Nothing was filed.
    expect((await callAs(m, as, 'friend02', CHECK, { agent_id: 0, apply_agent_flag: 1 })).json()).toEqual({
      code: 100,
      message: 'success',
      data: { application: null },
    });
  });

  it('files a pending application; approval makes an active agent one level below its agent, live, without a new login', async () => {
    const friend02 = idOf(m.app, 'friend02');
    const filed = (await callAs(m, as, 'friend02', APPLY, application)).json();
    expect(filed).toMatchObject({ code: 100, data: { status: 'pending', decided_at: null } });
    expect((await callAs(m, as, 'friend02', APPLY, application)).json().code).toBe(AgentCode.applicationPending);
    const stored = m.app.services.db
      .prepare('SELECT contact_name, contact_phone, contact_email, message FROM agent_applications WHERE id = ?')
      .get(filed.data.id);
    expect(stored).toEqual({
      contact_name: 'Frank Second',
      contact_phone: '+14155550111',
      contact_email: 'frank@example.com',
      message: 'Cricket club',
    });

    const decided = (await decide('friend02', true)).json();
    expect(decided).toMatchObject({ code: 100, data: { id: filed.data.id, status: 'approved' } });
    expect(decided.data.decided_at).toEqual(expect.any(Number));
    await heard(m.recorder, friend02, 'profile.updated');

    const layout = (await callAs(m, as, 'friend02', '/api/member/profile/common/layout')).json();
    expect(layout.data.member_common_layout).toMatchObject({
      is_agent: 1,
      agent_active: 1,
      agent_level: 2,
      member_type: 2,
    });
    // The same session now opens the agent centre.
    const links = (await callAs(m, as, 'friend02', '/api/arks/web/agent/links')).json();
    expect(links).toMatchObject({ code: 100, data: { agent_code: String(friend02) } });
    expect((await callAs(m, as, 'friend02', CHECK, { agent_id: 0, apply_agent_flag: 1 })).json()).toMatchObject({
      code: AgentCode.notEligible,
      data: { application: { status: 'approved' } },
    });
    // Decided already: 409, and nothing changes.
    const again = await decide('friend02', false, filed.data.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 409]);
    expect((await decide('friend02', true)).statusCode).toBe(404);
  });

  it('records a rejection; the member stays a member and may apply again', async () => {
    const friend03 = idOf(m.app, 'friend03');
    await callAs(m, as, 'friend03', APPLY, { ...application, contact_email: 'fern@example.com' });
    const before = memberEventNames(m.recorder, friend03).length;
    expect((await decide('friend03', false)).json().data.status).toBe('rejected');
    const layout = (await callAs(m, as, 'friend03', '/api/member/profile/common/layout')).json();
    expect(layout.data.member_common_layout).toMatchObject({ is_agent: 0, agent_active: 0 });
    expect(memberEventNames(m.recorder, friend03).slice(before)).not.toContain('profile.updated');
    expect((await callAs(m, as, 'friend03', CHECK, { agent_id: 0, apply_agent_flag: 1 })).json()).toMatchObject({
      code: 100,
      data: { application: { status: 'rejected' } },
    });
    expect((await callAs(m, as, 'friend03', APPLY, application)).json().data.status).toBe('pending');
    expect((await decide('nobody', true)).statusCode).toBe(404);
  });

  it('refuses a member whose currency has no plan (101)', async () => {
    m.app.services.db.prepare("DELETE FROM agent_plans WHERE currency = 'INR'").run();
    const res = (await callAs(m, as, 'ravi_inr', CHECK, { agent_id: 0, apply_agent_flag: 1 })).json();
    expect([res.code, res.message]).toEqual([AgentCode.notEligible, 'There is no agent plan for your currency yet']);
    expect((await callAs(m, as, 'ravi_inr', APPLY, application)).json().code).toBe(AgentCode.notEligible);
  });
});
