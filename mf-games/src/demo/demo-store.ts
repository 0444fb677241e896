// The demo modal's state (spec 02 §4): a visibility flag for the demo modal (the providers) and
// one for the list modal (one provider's games). Choosing a provider loads its list first and
// only then shows the list modal; a reset clears everything. One store per <DemoPlay/>.
import { createStore, type StoreApi } from 'zustand';
import type { DemoProvider } from './api/demo-gt-games.js';

export interface DemoState {
  demoVisible: boolean;
  listVisible: boolean;
  /** The provider chosen last: its list is loading, or shown in the list modal. */
  provider: DemoProvider | null;
  /** The chosen provider's list is being fetched. */
  loading: boolean;
  open(): void;
  /** A provider was chosen: its list starts loading. */
  choose(provider: DemoProvider): void;
  /** The provider's list arrived: the list modal shows, if that provider is still the one chosen. */
  listLoaded(provider: DemoProvider): void;
  /** The provider's list failed: back to the providers. */
  listFailed(provider: DemoProvider): void;
  closeList(): void;
  reset(): void;
}

export type DemoStore = StoreApi<DemoState>;

export const sameProvider = (a: DemoProvider, b: DemoProvider): boolean =>
  a.gp_id === b.gp_id && a.gt_id === b.gt_id && a.house === b.house;

const INITIAL = { demoVisible: false, listVisible: false, provider: null, loading: false } as const;

export function createDemoStore(): DemoStore {
  return createStore<DemoState>()((set, get) => {
    // A provider is one entry of the list (gp_id, gt_id, house): JD Gaming's slots are not its card games.
    const isPending = (chosen: DemoProvider) => {
      const { provider, loading, demoVisible } = get();
      return demoVisible && loading && provider !== null && sameProvider(provider, chosen);
    };
    return {
      ...INITIAL,
      open: () => set({ ...INITIAL, demoVisible: true }),
      choose: (provider) => {
        if (!get().demoVisible) return;
        set({ provider, loading: true, listVisible: false });
      },
      listLoaded: (chosen) => {
        if (isPending(chosen)) set({ loading: false, listVisible: true });
      },
      listFailed: (chosen) => {
        if (isPending(chosen)) set({ loading: false, provider: null });
      },
      closeList: () => set({ listVisible: false, provider: null, loading: false }),
      reset: () => set(INITIAL),
    };
  });
}
