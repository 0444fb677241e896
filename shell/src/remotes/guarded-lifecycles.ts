// A remote's lifecycles as the shell hands them to single-spa: a lifecycle that throws
// reports to the slot (which shows its fallback) instead of rejecting. A rejection would
// leave single-spa-react's <Parcel> with unhandled promise rejections of its own
// (`mountPromise.then(parcelDidMount)` and its re-thrown queue), i.e. console errors for
// every broken remote on top of the one the slot logs.
import type { RemoteModule, RemoteProps } from '@croupier/shared';
import type { LifeCycles } from 'single-spa';

type Lifecycle = LifeCycles<RemoteProps>['mount'] | undefined;
type LifecycleFn = Extract<Lifecycle, (...args: never[]) => unknown>;

export function guardLifecycles(remote: RemoteModule, onError: (error: unknown) => void): LifeCycles<RemoteProps> {
  const guard =
    (lifecycle: Lifecycle): LifecycleFn =>
    async (props) => {
      try {
        for (const fn of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : []) await fn(props);
      } catch (error) {
        onError(error);
      }
    };
  return {
    bootstrap: guard(remote.bootstrap),
    mount: guard(remote.mount),
    unmount: guard(remote.unmount),
    update: guard(remote.update),
  };
}
