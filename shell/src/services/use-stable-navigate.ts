// The page's navigate as the shell hands it down (to its windows code, and to remotes as
// RemoteProps.navigate): it keeps its identity, so a listener or a parcel never re-binds for it.
import type { NavigateOptions } from '@croupier/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** react-router's navigate under BrowserRouter changes with every location; this one never does. */
export function useStableNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const ref = useRef(navigate);
  useEffect(() => {
    ref.current = navigate;
  }, [navigate]);
  return useCallback((to, options) => void ref.current(to, options), []);
}
