export { onWindowMsg, postWindowMsg, type WindowMsgHandler } from './window-msg.js';
export {
  closeAllPopups,
  closePopup,
  gameWindowName,
  gameWindowStates,
  hasNativeOpener,
  isGameWindowName,
  isWaitingWindowType,
  openedPopup,
  openPopup,
  popupFeatures,
  popupNameOf,
  popupState,
  setNativeOpener,
  type GameWindowName,
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
  type WaitingWindowOptions,
} from './waiting-window.js';
