// The shell's own modals are rare (the phone's menu, a notice, the customer-service frame, shared's
// confirm and prompt dialogs): shared's Modal and its focus and scroll handling load when one first
// opens, not with the first render. The chunk is prefetched once the page has loaded, so the
// phone's menu opens at once. Same props as shared's Modal, which draws nothing while closed.
import type { Modal as SharedModal } from '@croupier/shared';
import { lazy, Suspense, type ComponentProps } from 'react';

const Modal = lazy(() =>
  import(/* webpackChunkName: "modal", webpackPrefetch: true */ '@croupier/shared').then((shared) => ({
    default: shared.Modal,
  })),
);

export function LazyModal(props: ComponentProps<typeof SharedModal>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
