// mf-games' launch flags (BusEvent.gamesLaunchState: starting, quitting), kept here because the
// event says only changes: the member-services parcel, mounted for the whole session, listens from
// the start, and the wallet's transfer-back button reads the last state (spec 02 §4).
import { BusEvent, type Bus } from '@croupier/shared';
import { createStore } from 'zustand/vanilla';

export interface LaunchState {
  starting: boolean;
  quitting: boolean;
}

export const launchStateStore = createStore<LaunchState>()(() => ({ starting: false, quitting: false }));

/** Keeps launchStateStore current; returns the function that stops. */
export const watchLaunchState = (bus: Bus): (() => void) =>
  bus.on(BusEvent.gamesLaunchState, ({ starting, quitting }) => launchStateStore.setState({ starting, quitting }));
