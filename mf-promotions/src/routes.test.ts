import { matchRoute } from './routes.js';

describe('matchRoute', () => {
  it.each([
    ['/discount', { kind: 'discount' }],
    ['/discount/', { kind: 'discount' }],
    ['/discount/12', { kind: 'promotion', id: 12 }],
    ['/main/4', { kind: 'news', id: 4 }],
    ['/discount/abc', { kind: 'not-found' }],
    ['/discount/0', { kind: 'not-found' }],
    ['/main', { kind: 'not-found' }],
    ['/discount/1/2', { kind: 'not-found' }],
  ])('%s is %j', (pathname, route) => {
    expect(matchRoute(pathname)).toEqual(route);
  });
});
