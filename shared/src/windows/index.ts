export { onWindowMsg, postWindowMsg, type WindowMsgHandler } from './window-msg.js';
export {
  closeAllPopups,
  closePopup,
  hasNativeOpener,
  isWaitingWindowType,
  openedPopup,
  openPopup,
  popupFeatures,
  popupState,
  setNativeOpener,
  type NativeOpener,
  type PopupName,
  type WindowSize,
} from './popups.js';
export {
  closeWaitingWindow,
  isGameWindowOpen,
  LOADING_PATH,
  openWaitingWindow,
  readWaitingWindow,
  type WaitingWindow,
} from './waiting-window.js';
