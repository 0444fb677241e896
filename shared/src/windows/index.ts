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
