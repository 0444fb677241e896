// Wires the session to the shell (inside the router, so it can navigate): the login follow-up
// and its popup targets, logout requests, going home after a logout (not inside the iOS app),
// and the session/window pieces that live for the whole page: entry links, demo mode, the
// window-msg channel and deposit/customer-service windows, the native-app bridge, the
// browser-support notice.
import { BusEvent } from '@croupier/shared';
import { useEffect } from 'react';
import { useServices } from '../services/services-context.js';
import { DemoMode } from '../demo/demo-mode.js';
import { currentDevice } from '../device/current-device.js';
import { isIos, isNativeApp } from '../device/detect-device.js';
import { EntryLinks } from '../entry/entry-links.js';
import { useStableNavigate } from '../services/use-stable-navigate.js';
import '../windows/session.css';
import { keepSharedNotices } from './kept-notices.js';
import { keepEarlyRequests } from '../windows/early-requests.js';
import { handleLoginSucceeded, openLoginTarget } from './login-succeeded.js';
import { deferred } from '../version/deferred.js';

// Listeners with nothing to draw until something happens: loaded beside the first render.
const WindowEvents = deferred(() => import('../windows/window-events.js').then((m) => m.WindowEvents));
const ExclusionNoticeDialog = deferred(() => import('./exclusion-notice.js').then((m) => m.ExclusionNoticeDialog));
// Only inside the native app, only in an old browser.
const NativeAppBridge = deferred(() => import('../device/native-app-bridge.js').then((m) => m.NativeAppBridge));
const BrowserSupportNotice = deferred(() => import('../device/browser-support-notice.js').then((m) => m.BrowserSupportNotice));

export function SessionEvents() {
  const services = useServices();
  const navigate = useStableNavigate();

  // Before the parts deferred below listen: another tab's time-out, a click on Deposit, must not be missed.
  useEffect(() => {
    keepSharedNotices(services.stores.session);
    keepEarlyRequests(services.bus);
  }, [services]);

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
      {isNativeApp(currentDevice()) && <NativeAppBridge />}
      {currentDevice() === 'notSupport' && <BrowserSupportNotice />}
      <ExclusionNoticeDialog />
    </>
  );
}
