// The site's windows: cross-window messages, popups, the waiting window. What stays inside
// (the popup registry's states, the waiting-window key reader, window features) is not exported.
export { onWindowMsg, postWindowMsg } from './window-msg.js';
export {
  closeAllPopups,
  closePopup,
  gameWindowName,
  hasNativeOpener,
  isGameWindowName,
  isWaitingWindowType,
  openPopup,
  popupNameOf,
  popupState,
  setNativeOpener,
  type PopupName,
  type WindowSize,
} from './popups.js';
export { closeWaitingWindow, isGameWindowOpen, openWaitingWindow, type WaitingWindow } from './waiting-window.js';
