// @croupier/shared UI kit: accessible toast, confirm/prompt dialogs and modal.
// Mount <ToastHost /> and <DialogHost /> once (the shell); call toast/dialog from anywhere.
export { toast } from './toast/toast.js';
export { ToastHost } from './toast/toast-host.js';
export type { ToastItem, ToastOptions, ToastType } from './toast/toast-store.js';

export { dialog } from './dialog/dialog.js';
export { DialogHost } from './dialog/dialog-host.js';
export type { ConfirmOptions, PromptOptions } from './dialog/dialog-store.js';

export { Modal } from './modal/modal.js';
export type { ModalProps } from './modal/modal.js';

export { ensureUiStyles } from './styles.js';

export { Tabs } from './tabs/tabs.js';
export type { TabItem, TabsProps } from './tabs/tabs.js';
