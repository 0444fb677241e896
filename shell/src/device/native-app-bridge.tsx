// Inside the native iOS/Android shells: keeps the app told (status on start, login, logout and
// language change; callTouchID when a guest opens the login; cleanAccPW + logout on a user's
// logout; logout on any other), hands game windows to the app (openGame), and obeys the app's
// own logout and status requests. On the web it does nothing.
import { BusEvent, setNativeOpener, type SessionState } from '@croupier/shared';
import { useEffect } from 'react';
import { useServices } from '../services/services-context.js';
import { currentDevice } from './current-device.js';
import { isNativeApp } from './detect-device.js';
import { createNativeBridge, type NativeStatus } from './native-bridge.js';

const statusOf = (s: SessionState, language: string): NativeStatus => ({
  type: 'status',
  logged_in: s.isLoggedIn,
  member_id: s.member_id,
  member_account: s.member_account,
  member_currency: s.member_currency,
  language,
});

export function NativeAppBridge() {
  const { bus, stores, logout } = useServices();

  useEffect(() => {
    const device = currentDevice();
    if (!isNativeApp(device)) return;
    const bridge = createNativeBridge(device);
    const sendStatus = () => bridge.post(statusOf(stores.session.getState(), stores.ui.getState().language));

    // A web view has no popups: a game goes to the app's game view, anything else opens in place.
    setNativeOpener((url, name) => {
      if (name === 'gameWindow') bridge.post({ type: 'openGame', url });
      else window.location.assign(url);
    });
    sendStatus();
    const offs = [
      stores.session.subscribe((next, prev) => {
        if (next.isLoggedIn !== prev.isLoggedIn || next.token !== prev.token) sendStatus();
      }),
      stores.ui.subscribe((next, prev) => {
        if (next.language !== prev.language) sendStatus();
      }),
      bus.on(BusEvent.openLogin, () => void bridge.post({ type: 'callTouchID' })),
      bus.on(BusEvent.loggedOut, ({ reason }) => {
        if (reason === 'user') bridge.post({ type: 'cleanAccPW' });
        bridge.post({ type: 'logout' });
      }),
      bridge.listen((message) => {
        if (message.type === 'logout') void logout({ reason: 'user' });
        else sendStatus();
      }),
    ];
    return () => {
      setNativeOpener(null);
      offs.forEach((off) => off());
    };
  }, [bus, stores, logout]);

  return null;
}
