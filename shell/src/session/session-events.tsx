// Wires the session to the shell (inside the router, so it can navigate): the login follow-up
// and its popup targets, logout requests, going home after a logout (not inside the iOS app),
// and the session/window pieces that live for the whole page: entry links, demo mode, the
// window-msg channel and deposit/customer-service windows, the native-app bridge, the
// browser-support notice.
import { BusEvent } from '@croupier/shared';
import { useEffect } from 'react';
import { useServices } from '../services/services-context.js';
import { DemoMode } from '../demo/demo-mode.js';
import { BrowserSupportNotice } from '../device/browser-support-notice.js';
import { currentDevice } from '../device/current-device.js';
import { isIos } from '../device/detect-device.js';
import { NativeAppBridge } from '../device/native-app-bridge.js';
import { EntryLinks } from '../entry/entry-links.js';
import { useStableNavigate } from '../services/use-stable-navigate.js';
import '../windows/session.css';
import { WindowEvents } from '../windows/window-events.js';
import { ExclusionNoticeDialog } from './exclusion-notice.js';
import { handleLoginSucceeded, openLoginTarget } from './login-succeeded.js';

export function SessionEvents() {
  const services = useServices();
  const navigate = useStableNavigate();

  useEffect(() => {
    const { bus, logout } = services;
    const offs = [
      bus.on(BusEvent.loginSucceeded, (payload) => {
        handleLoginSucceeded(services, payload);
        if (payload.target) openLoginTarget(payload.target, services, navigate);
      }),
      bus.on(BusEvent.logoutRequested, ({ reason }) => void logout({ reason })),
      // Inside the iOS app the page stays where it is (spec 01 §4); the app decides what to show.
      bus.on(BusEvent.loggedOut, () => {
        if (!isIos(currentDevice())) navigate('/');
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [services, navigate]);

  return (
    <>
      <EntryLinks />
      <DemoMode />
      <WindowEvents />
      <NativeAppBridge />
      <BrowserSupportNotice />
      <ExclusionNoticeDialog />
    </>
  );
}
