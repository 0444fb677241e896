// @croupier/shared UI kit: accessible toast, confirm/prompt dialogs and modal.
// Mount <ToastHost /> and <DialogHost /> once (the shell); call toast/dialog from anywhere.
export { toast } from './toast/toast.js';
export { ToastHost } from './toast/toast-host.js';
export { dialog } from './dialog/dialog.js';
export { DialogHost } from './dialog/dialog-host.js';
export { Modal, useModalOpen } from './modal/modal.js';
export { Tabs } from './tabs/tabs.js';
export { RetryNotice } from './retry-notice/retry-notice.js';
export { copyText } from './copy-text.js';
export { useReducedMotion } from './use-reduced-motion.js';
