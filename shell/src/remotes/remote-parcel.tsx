// <RemoteParcel module="mf-games" expose="app" basePath="/gameHall" />: one remote in its
// place on the page. Loading, failure (down, slow, throwing) and an incompatible contract
// each show in that place only.
import { BusEvent, type ModuleName } from '@croupier/shared';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useServices } from '../services/services-context.js';
import { remoteId, type RemoteExpose } from './constants.js';
import { mountedParcel } from './parcel-host.js';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { ContractMismatch, RemoteFallback, RemoteLoading } from './remote-fallback.js';
import { useRemoteModule } from './use-remote-module.js';

export interface RemoteParcelProps {
  module: ModuleName;
  expose?: RemoteExpose;
  /** The path the remote is mounted under (RemoteProps.basePath). */
  basePath: string;
  /** Shown while loading; null for a remote that has nothing to show until asked (a modal). */
  loading?: ReactNode;
  /** Called once the parcel's mount has resolved (its components are listening). */
  onMounted?(): void;
  /** Called when the slot shows a failure instead (the remote down, slow, throwing or incompatible). */
  onFailed?(): void;
}

export function RemoteParcel({ module, expose = 'app', ...rest }: RemoteParcelProps) {
  // A different remote is a different slot: never hand one parcel's DOM to another.
  return <RemoteSlot key={remoteId(module, expose)} module={module} expose={expose} {...rest} />;
}

function RemoteSlot({
  module,
  expose,
  basePath,
  loading = <RemoteLoading />,
  onMounted,
  onFailed,
}: RemoteParcelProps & { expose: RemoteExpose }) {
  const { registry, bus } = useServices();
  const { state, attempt, retry, fail } = useRemoteModule(module, expose);
  // Each attempt is one load for the release's health (remotes/release-health.ts).
  const load = useMemo(() => ({ attempt }), [attempt]);
  const failed = state.status === 'failed' || state.status === 'incompatible';
  useEffect(() => {
    if (!failed) return;
    registry.settled?.(module, load, true);
    onFailed?.();
  }, [failed, onFailed, registry, module, load]);
  // A crash the remote's own error boundary caught is a failed load of it too.
  useEffect(
    () =>
      bus.on(BusEvent.remoteCrashed, ({ remote }) => {
        if (remote === module) registry.settled?.(module, load, true);
      }),
    [bus, registry, module, load],
  );
  const mounted = useCallback(() => {
    registry.settled?.(module, load, false);
    onMounted?.();
  }, [registry, module, load, onMounted]);
  switch (state.status) {
    case 'loading':
      return loading;
    case 'failed':
      return <RemoteFallback onRetry={retry} />;
    case 'incompatible':
      return <ContractMismatch remoteContract={state.remoteContract} hostContract={state.hostContract} />;
    case 'ready':
      return (
        <RemoteErrorBoundary key={attempt} onError={fail}>
          {mountedParcel({
            id: remoteId(module, expose),
            remote: state.remote,
            basePath,
            onError: fail,
            onMounted: mounted,
          })}
        </RemoteErrorBoundary>
      );
  }
}
