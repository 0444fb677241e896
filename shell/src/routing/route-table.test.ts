import { isBarePage, isMemberOnly, resetsHistory } from './route-table.js';

describe('the auth guard paths', () => {
  it.each(['/user', '/user/', '/user/Deposit', '/user/Info', '/fastPayment', '/proxy/ProxyCenter', '/proxy/Team/list'])(
    '%s is for members only',
    (path) => expect(isMemberOnly(path)).toBe(true),
  );

  it.each([
    '/',
    '/proxy',
    '/proxy/Plan',
    '/discount',
    '/faq/3',
    '/gameHall/3',
    '/play',
    '/gameRoom',
    '/slotgame',
    '/users',
  ])('%s is open to guests', (path) => expect(isMemberOnly(path)).toBe(false));
});

describe('history resets', () => {
  it.each(['/', '/discount', '/user', '/sponsor', '/proxy', '/proxy/'])('%s resets the visited paths', (path) =>
    expect(resetsHistory(path)).toBe(true),
  );

  it.each(['/discount/4', '/user/Deposit', '/proxy/Plan', '/faq', '/gameHall/3'])('%s does not', (path) =>
    expect(resetsHistory(path)).toBe(false),
  );
});

it('treats the placeholder windows as bare pages', () => {
  expect(isBarePage('/loading')).toBe(true);
  expect(isBarePage('/close')).toBe(true);
  expect(isBarePage('/')).toBe(false);
});
