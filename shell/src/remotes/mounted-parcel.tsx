// Mounts a loaded remote as a single-spa parcel with the RemoteProps of the contract.
// The parcel gets an update whenever the location changes (and only then).
import type { RemoteModule, RemoteProps } from '@croupier/shared';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { useServices } from '../services/services-context.js';
import { useStableNavigate } from '../services/use-stable-navigate.js';
import { REMOTE_LOAD_TIMEOUT_MS } from './constants.js';
import { guardLifecycles } from './guarded-lifecycles.js';
import { afterNextTask, TimeoutError } from './with-timeout.js';

interface Props {
  id: string;
  remote: RemoteModule;
  basePath: string;
  onError(error: unknown): void;
  onMounted?(): void;
}

export function MountedParcel({ id, remote, basePath, onError, onMounted }: Props) {
  const { bus, stores, queryClient, i18n, api, realtime } = useServices();
  const { pathname, search, hash } = useLocation();
  const stableNavigate = useStableNavigate();

  const location = useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
  const remoteProps = useMemo<RemoteProps>(
    () => ({ basePath, location, navigate: stableNavigate, bus, stores, queryClient, i18n, api, realtime }),
    [basePath, location, stableNavigate, bus, stores, queryClient, i18n, api, realtime],
  );

  // Mounting is held to the same time limit as loading. When the limit's timer fires, a mount that
  // finished in the same moment (both overdue after the device slept) has one task to say so.
  const [mounted, setMounted] = useState(false);
  const mountedRef = useRef(false);
  useEffect(() => {
    if (mounted) return;
    let active = true;
    const timer = setTimeout(
      () =>
        afterNextTask(() => {
          if (active && !mountedRef.current)
            onError(new TimeoutError(`${id} did not mount within ${REMOTE_LOAD_TIMEOUT_MS} ms`));
        }),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [mounted, id, onError]);
  // Read through a ref: didMount must stay stable (ParcelHost is memoised on it).
  const onMountedRef = useRef(onMounted);
  useEffect(() => {
    onMountedRef.current = onMounted;
  }, [onMounted]);
  const didMount = useCallback(() => {
    mountedRef.current = true;
    setMounted(true);
    onMountedRef.current?.();
  }, []);

  const config = useMemo(() => guardLifecycles(remote, onError), [remote, onError]);

  return <ParcelHost config={config} remoteProps={remoteProps} onError={onError} didMount={didMount} />;
}

interface HostProps {
  config: LifeCycles<RemoteProps>;
  remoteProps: RemoteProps;
  onError(error: unknown): void;
  didMount(): void;
}

// Memoised: single-spa-react's <Parcel> sends an update on every re-render.
const ParcelHost = memo(function ParcelHost({ config, remoteProps, onError, didMount }: HostProps) {
  return (
    <Parcel
      config={config}
      mountParcel={mountRootParcel}
      handleError={onError}
      parcelDidMount={didMount}
      wrapClassName="cr-shell-remote"
      {...remoteProps}
    />
  );
});
