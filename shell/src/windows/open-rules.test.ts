import { planWindow, popupTargetOf } from './open-rules.js';

describe('where a popup target opens', () => {
  it.each([
    ['fastPayment', true, false, { mode: 'popup', name: 'fastPayment', size: { width: 1500, height: 800 } }],
    ['proxy', true, false, { mode: 'popup', name: 'proxy', size: { width: 1500, height: 800 } }],
    ['user', true, false, { mode: 'window', name: 'user' }],
    ['fastPayment', false, false, { mode: 'page' }],
    ['proxy', false, false, { mode: 'page' }],
    ['user', false, false, { mode: 'page' }],
    ['fastPayment', true, true, { mode: 'page' }],
    ['user', true, true, { mode: 'page' }],
  ] as const)('%s on desktop=%s in app=%s', (target, isDesktop, inApp, plan) => {
    expect(planWindow(target, { isDesktop, inApp })).toEqual(plan);
  });

  it.each([
    ['/fastPayment', 'fastPayment'],
    ['/user', 'user'],
    ['/user/Deposit', 'user'],
    ['/user?page=Deposit', 'user'],
    ['/proxy?page=Register', 'proxy'],
    ['/proxy/Plan', 'proxy'],
    ['/discount/3', null],
    ['/', null],
    ['/username', null],
  ])('%s belongs to %s', (path, target) => {
    expect(popupTargetOf(path)).toBe(target);
  });
});
