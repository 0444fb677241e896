// @croupier/shared UI kit: accessible toast, confirm/prompt dialogs and modal.
// Mount <ToastHost /> and <DialogHost /> once (the shell); call toast/dialog from anywhere.
export { toast } from './toast/toast.js';
export { ToastHost } from './toast/ToastHost.js';
export type { ToastItem, ToastOptions, ToastType } from './toast/toastStore.js';

export { dialog } from './dialog/dialog.js';
export { DialogHost } from './dialog/DialogHost.js';
export type { ConfirmOptions, PromptOptions } from './dialog/dialogStore.js';

export { Modal } from './modal/Modal.js';
export type { ModalProps } from './modal/Modal.js';

export { ensureUiStyles } from './styles.js';

export { Tabs } from './tabs/Tabs.js';
export type { TabItem, TabsProps } from './tabs/Tabs.js';
