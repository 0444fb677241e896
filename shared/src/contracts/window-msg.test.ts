import { parseWindowMsg } from './window-msg.js';

const session = {
  token: 't0k',
  member_id: 7,
  member_account: 'player01',
  member_currency: 'USD',
  member_type: 1,
  site_id: '1',
};

describe('a window-msg as another window sent it', () => {
  it.each([
    { type: 'authLogin', session },
    { type: 'authLoginClose' },
    { type: 'authLoginClose', code: 1003, message: 'Closed' },
    { type: 'quickGame', windowType: 'gameWindow' },
    { type: 'quickGame', windowType: 'depositWindow', windowName: 'game-12' },
  ])('is taken: %j', (msg) => {
    expect(parseWindowMsg(msg)).toEqual(msg);
  });

  it('is taken without fields it does not know', () => {
    const msg = parseWindowMsg({ type: 'authLogin', session: { ...session, extra: 1 }, other: 2 });
    expect(msg).toStrictEqual({ type: 'authLogin', session });
    expect(parseWindowMsg({ type: 'quickGame', windowType: 'fpWindow', other: 2 })).toEqual({
      type: 'quickGame',
      windowType: 'fpWindow',
    });
    expect(parseWindowMsg({ type: 'quickGame', windowType: 'fpWindow', other: 2 })).not.toHaveProperty('other');
  });

  it.each([
    ['not an object', 'authLogin'],
    ['null', null],
    ['an unknown type', { type: 'logout' }],
    ['a session without a token', { type: 'authLogin', session: { ...session, token: '' } }],
    ['a session whose member id is text', { type: 'authLogin', session: { ...session, member_id: '7' } }],
    ['no session', { type: 'authLogin' }],
    ['a code that is not a number', { type: 'authLoginClose', code: '1003' }],
    ['a message that is not text', { type: 'authLoginClose', message: 5 }],
    ['an unknown window type', { type: 'quickGame', windowType: 'chatWindow' }],
    ['a window name over 200 characters', { type: 'quickGame', windowType: 'gameWindow', windowName: 'x'.repeat(201) }],
  ])('is refused when it is %s', (_what, msg) => {
    expect(parseWindowMsg(msg)).toBeNull();
  });
});
