import { createToastStore } from './toast-store.js';

describe('toast store', () => {
  it('treats a repeated message as the newest toast', () => {
    const store = createToastStore();
    const { show, closeNewest } = store.getState();
    show('Saved');
    show('Offline', { type: 'error' });
    show('Saved');

    closeNewest();
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Offline']);
  });

  it('uses 3000 ms unless told otherwise', () => {
    const store = createToastStore();
    store.getState().show('A');
    store.getState().show('B', { duration: 500 });
    expect(store.getState().toasts.map((t) => t.duration)).toEqual([3000, 500]);
  });

  it('returns the same id for a grouped repeat', () => {
    const store = createToastStore();
    const first = store.getState().show('Retry later', { type: 'warning' });
    const again = store.getState().show('Retry later', { type: 'warning' });
    expect(again).toBe(first);
    expect(store.getState().toasts).toHaveLength(1);
    expect(store.getState().toasts[0]?.count).toBe(2);
  });
});
