// Whether the pop-up bulletins' history is open. A module store: the pop-up (site-promotions
// parcel) draws it, and any page of this remote (the /discount page's "Bulletin history") opens it.
import { create } from 'zustand';

interface BulletinHistoryState {
  open: boolean;
  openHistory(): void;
  closeHistory(): void;
}

export const useBulletinHistory = create<BulletinHistoryState>((set) => ({
  open: false,
  openHistory: () => set({ open: true }),
  closeHistory: () => set({ open: false }),
}));
