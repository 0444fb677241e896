import { createContext, useContext, useMemo } from 'react';
import type { RealtimeScope } from '../realtime/realtime.js';
import type { RemoteProps } from './types.js';

export interface RemoteContextValue {
  props: RemoteProps;
  /** Whose realtime subscriptions these are: the remote's name (or name:parcel). */
  owner: string;
}

export const RemoteContext = createContext<RemoteContextValue | null>(null);

function useRemoteContext(): RemoteContextValue {
  const value = useContext(RemoteContext);
  if (!value) throw new Error('useRemoteProps must be used inside a remote made with defineRemote');
  return value;
}

/** The props the shell (or the dev harness) mounted this remote with. */
export function useRemoteProps(): RemoteProps {
  return useRemoteContext().props;
}

/** This remote's realtime scope; what it subscribes is released when the remote unmounts. */
export function useRealtimeScope(): RealtimeScope {
  const { props, owner } = useRemoteContext();
  return useMemo(() => props.realtime.scope(owner), [props.realtime, owner]);
}
