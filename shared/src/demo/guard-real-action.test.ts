import { BusEvent, createBus } from '../bus/index.js';
import { createSiteStore } from '../stores/site.js';
import type { SiteDetail } from '../contracts/index.js';
import { guardRealAction, isDemoSite } from './guard-real-action.js';

const detail = (IS_DEMO: boolean) => ({ settings: { IS_DEMO } }) as unknown as SiteDetail;

function setup(isDemo: boolean | null) {
  const site = createSiteStore('1');
  if (isDemo !== null) site.getState().setDetail(detail(isDemo));
  const bus = createBus();
  const blocked = jest.fn();
  bus.on(BusEvent.realActionBlocked, blocked);
  return { props: { stores: { site }, bus }, blocked };
}

describe('guardRealAction', () => {
  it('lets a real action through on a normal site', () => {
    const { props, blocked } = setup(false);
    expect(guardRealAction(props, 'deposit')).toBe(true);
    expect(blocked).not.toHaveBeenCalled();
  });

  it('refuses it in demo mode and says which action was blocked', () => {
    const { props, blocked } = setup(true);
    expect(guardRealAction(props, 'withdraw')).toBe(false);
    expect(blocked).toHaveBeenCalledWith({ action: 'withdraw' });
  });

  it('does not treat a site whose detail is not loaded as a demo', () => {
    const { props } = setup(null);
    expect(isDemoSite(props.stores.site.getState())).toBe(false);
    expect(guardRealAction(props, 'game')).toBe(true);
  });
});
