import { createDemoStore } from './demo-store.js';

const GPR8 = { gt_id: 2, gp_id: 'GPR8', gp_name: 'R8 Slots', icon_light: '/r8.svg', house: 0 };
const GPJD = { gt_id: 2, gp_id: 'GPJD', gp_name: 'JD Games', icon_light: '/jd.svg', house: 0 };
const GPJD_CARDS = { ...GPJD, gt_id: 6 };

const flags = (store: ReturnType<typeof createDemoStore>) => {
  const { demoVisible, listVisible, provider, loading } = store.getState();
  return { demoVisible, listVisible, provider: provider?.gp_id ?? null, loading };
};

describe('demo store (spec 02 §4)', () => {
  it('starts with both modals hidden', () => {
    expect(flags(createDemoStore())).toEqual({
      demoVisible: false,
      listVisible: false,
      provider: null,
      loading: false,
    });
  });

  it('shows the list modal only once the chosen provider has loaded', () => {
    const store = createDemoStore();
    store.getState().open();
    store.getState().choose(GPR8);
    expect(flags(store)).toEqual({ demoVisible: true, listVisible: false, provider: 'GPR8', loading: true });

    store.getState().listLoaded(GPR8);
    expect(flags(store)).toEqual({ demoVisible: true, listVisible: true, provider: 'GPR8', loading: false });
  });

  it('ignores a list that arrives for a provider no longer chosen', () => {
    const store = createDemoStore();
    store.getState().open();
    store.getState().choose(GPR8);
    store.getState().choose(GPJD);
    store.getState().listLoaded(GPR8);
    expect(flags(store)).toEqual({ demoVisible: true, listVisible: false, provider: 'GPJD', loading: true });
  });

  it("tells a provider's types apart: the slots list does not open the card games", () => {
    const store = createDemoStore();
    store.getState().open();
    store.getState().choose(GPJD);
    store.getState().choose(GPJD_CARDS);
    store.getState().listLoaded(GPJD);
    expect(flags(store)).toEqual({ demoVisible: true, listVisible: false, provider: 'GPJD', loading: true });
    store.getState().listLoaded({ ...GPJD_CARDS });
    expect(flags(store)).toEqual({ demoVisible: true, listVisible: true, provider: 'GPJD', loading: false });
    expect(store.getState().provider?.gt_id).toBe(6);
  });

  it('ignores a list that arrives after the modal was closed', () => {
    const store = createDemoStore();
    store.getState().open();
    store.getState().choose(GPR8);
    store.getState().reset();
    store.getState().listLoaded(GPR8);
    expect(flags(store)).toEqual({ demoVisible: false, listVisible: false, provider: null, loading: false });
  });

  it('goes back to the providers when a list fails or the list modal closes', () => {
    const store = createDemoStore();
    store.getState().open();
    store.getState().choose(GPR8);
    store.getState().listFailed(GPR8);
    expect(flags(store)).toEqual({ demoVisible: true, listVisible: false, provider: null, loading: false });

    store.getState().choose(GPJD);
    store.getState().listLoaded(GPJD);
    store.getState().closeList();
    expect(flags(store)).toEqual({ demoVisible: true, listVisible: false, provider: null, loading: false });
  });

  it('chooses nothing while the demo modal is closed', () => {
    const store = createDemoStore();
    store.getState().choose(GPR8);
    expect(flags(store).provider).toBeNull();
  });

  it('reset clears everything', () => {
    const store = createDemoStore();
    store.getState().open();
    store.getState().choose(GPR8);
    store.getState().listLoaded(GPR8);
    store.getState().reset();
    expect(flags(store)).toEqual({ demoVisible: false, listVisible: false, provider: null, loading: false });
  });
});
