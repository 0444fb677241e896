// The shell's own modals are rare (the phone's menu, a notice, the customer-service frame, shared's
// confirm and prompt dialogs): shared's Modal and its focus and scroll handling load when one first
// opens, not with the first render. The shell fetches the chunk when the page is idle (preloadModal,
// from ShellApp), so the phone's menu opens at once; not with webpackPrefetch, whose link is added
// as the shell starts and lands among the first render's bytes. Same props as shared's Modal, which
// draws nothing while closed. A chunk that fails to load is handled as the shell's other deferred
// parts are (a reload after a deploy), not thrown at the page.
import type { Modal as SharedModal } from '@croupier/shared';
import type { ComponentProps } from 'react';
import { deferred } from '../version/deferred.js';

// The chunk of @croupier/shared's root entry, the one the federation runtime hands the remotes (shared-modules.ts).
const loadModal = () => import(/* webpackChunkName: "shared" */ '@croupier/shared').then((shared) => shared.Modal);

/** Fetches the modal's chunk ahead of the first modal; a failure is left to the first modal to report. */
export const preloadModal = () => void loadModal().catch(() => undefined);

const Modal = deferred(loadModal);

export function LazyModal(props: ComponentProps<typeof SharedModal>) {
  return props.open ? <Modal {...props} /> : null;
}
