// Loads one exposed module of a remote, with the time-out and the contract check, and
// lets the caller retry. Every failure is logged once, here.
import type { ModuleName, RemoteModule } from '@croupier/shared';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services/services-context.js';
import { reloadForShellChunkFailure } from '../version/chunk-reload.js';
import { REMOTE_LOAD_TIMEOUT_MS, remoteId, type RemoteExpose } from './constants.js';
import { loadParcelHost } from './parcel-host.js';
import { checkRemoteModule } from './remote-module.js';
import { withTimeout } from './with-timeout.js';

export type RemoteModuleState =
  | { status: 'loading' }
  | { status: 'ready'; remote: RemoteModule }
  | { status: 'failed'; error: unknown }
  | { status: 'incompatible'; remoteContract: string; hostContract: string };

export function useRemoteModule(module: ModuleName, expose: RemoteExpose) {
  const { registry } = useServices();
  const id = remoteId(module, expose);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState>({ status: 'loading' });

  const fail = useCallback(
    (error: unknown) => {
      console.error(`[shell] remote ${id} failed`, error);
      // One of the shell's own chunks (not the remote's) is gone after a deploy: reload once.
      reloadForShellChunkFailure(error);
      setState({ status: 'failed', error });
    },
    [id],
  );

  useEffect(() => {
    let live = true;
    // The remote's code and the shell's parcel machinery, side by side.
    withTimeout(Promise.all([registry.load(module, expose), loadParcelHost()]), REMOTE_LOAD_TIMEOUT_MS, id).then(
      ([exposed]) => {
        if (!live) return;
        const checked = checkRemoteModule(exposed);
        if (checked.ok) setState({ status: 'ready', remote: checked.remote });
        else if (checked.reason === 'invalid') fail(checked.error);
        else {
          console.error(
            `[shell] remote ${id} refused: built for contract ${checked.remoteContract}, host provides ${checked.hostContract}`,
          );
          setState({
            status: 'incompatible',
            remoteContract: checked.remoteContract,
            hostContract: checked.hostContract,
          });
        }
      },
      (error: unknown) => {
        if (live) fail(error);
      },
    );
    return () => {
      live = false;
    };
  }, [registry, module, expose, id, attempt, fail]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, attempt, retry, fail };
}
