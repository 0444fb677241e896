import { sessionFromInfoData } from './enc-entry.js';

const DATA = { tk: 'tok', member_id: 4, member_account: 'linh', member_currency: 'VND' };

describe('encrypted entry answer', () => {
  it('is a session when tk, member_id, member_account and member_currency are there', () => {
    expect(sessionFromInfoData({ ...DATA, member_type: 2 }, '1')).toEqual({
      token: 'tok',
      member_id: 4,
      member_account: 'linh',
      member_currency: 'VND',
      member_type: 2,
      site_id: '1',
    });
  });

  it.each(['tk', 'member_id', 'member_account', 'member_currency'])('is no session without %s', (field) => {
    const data: Record<string, unknown> = { ...DATA };
    delete data[field];
    expect(sessionFromInfoData(data, '1')).toBeNull();
  });

  it('is no session for an empty answer', () => {
    expect(sessionFromInfoData(null, '1')).toBeNull();
    expect(sessionFromInfoData({ ...DATA, tk: '  ' }, '1')).toBeNull();
  });
});
