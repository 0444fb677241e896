// The member centre's routes with a valid session (the every-route walk sends none, so it stops
// at 401): malformed bodies are a 4xx or a business code, never a 500.
import { serverErrorsOf } from '../../../test/helpers.js';
import { tokenFor, withMemberApp } from './fixtures.js';

jest.setTimeout(60_000);

const ROUTES = [
  '/api/member/profile',
  '/api/member/profile/update',
  '/api/member/profile/phone/sms',
  '/api/member/profile/edit_password',
  '/api/member/profile/withdraw_password',
  '/api/arks/web/member/letter',
  '/api/arks/web/member/letter/read',
  '/api/arks/web/member/letter/destroy',
  '/api/arks/web/announcement/member',
  '/api/arks/web/recommend/project',
  '/api/arks/web/recommend/record',
  '/api/arks/web/recommend/members',
];
const BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '{"id":{"$ne":1},"page":"x"}',
  '{"member_phone":123,"verify_code":[],"member_birthday":{}}',
  '{"old_password":null,"new_password":"a","confirm_password":"b"}',
  '{"password":1,"withdraw_password":"12345","confirm_withdraw_password":"1"}',
  '{"start_date":"9999-99-99","end_date":"","page":-1,"count":1e9,"member_account":"%%"}',
  `{"member_name":"${'x'.repeat(5000)}"}`,
];

describe('member centre routes with a session and hostile bodies', () => {
  const m = withMemberApp();

  it('answers none of them with a 500', async () => {
    const token = await tokenFor(m.app, 'friend02', 'friend123');
    expect(await serverErrorsOf(m.app, ROUTES, BODIES, { authorization: token })).toEqual([]);
  });
});
