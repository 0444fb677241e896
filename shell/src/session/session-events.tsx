// Wires the session to the shell (inside the router, so it can navigate): the login follow-up
// and its popup targets, logout requests, going home after a logout (not inside the iOS app),
// and the session/window pieces that live for the whole page: entry links, demo mode, the
// window-msg channel and deposit/customer-service windows, the native-app bridge, the
// browser-support notice.
import { BusEvent } from '@croupier/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { DemoMode } from '../demo/demo-mode.js';
import { currentDevice } from '../device/current-device.js';
import { isIos, isNativeApp } from '../device/detect-device.js';
import { hasEntryParams } from '../entry/entry-params.js';
import { useStableNavigate } from '../services/use-stable-navigate.js';
import '../windows/session.css';
import { keepNotices } from './kept-notices.js';
import { keepEarlyRequests, useEarlyRequestAsked } from '../windows/early-requests.js';
import { handleLoginSucceeded, openLoginTarget } from './login-succeeded.js';
import { deferred } from '../version/deferred.js';

// Listeners with nothing to draw until something happens: loaded beside the first render, the window
// plumbing on the first request of it (early-requests.ts keeps them until then).
const WindowEvents = deferred(() =>
  import(/* webpackChunkName: "window-events" */ '../windows/window-events.js').then((m) => m.WindowEvents),
);
const ExclusionNoticeDialog = deferred(() => import('./exclusion-notice.js').then((m) => m.ExclusionNoticeDialog));
// Only when the page starts with entry parameters; only inside the native app, only in an old browser.
const EntryLinks = deferred(() => import('../entry/entry-links.js').then((m) => m.EntryLinks));
const NativeAppBridge = deferred(() => import('../device/native-app-bridge.js').then((m) => m.NativeAppBridge));
const BrowserSupportNotice = deferred(() =>
  import('../device/browser-support-notice.js').then((m) => m.BrowserSupportNotice),
);

/** EntryLinks with the query the page started with, when it has entry parameters (its own component: it follows the location). */
function EntryParams() {
  const { search } = useLocation();
  const [started] = useState(() => (hasEntryParams(search) ? search : null));
  return started === null ? null : <EntryLinks search={started} />;
}

export function SessionEvents() {
  const services = useServices();
  const navigate = useStableNavigate();

  // Before the parts deferred below listen: a time-out, a click on Deposit, must not be missed.
  // In the render, not an effect: a part whose code is at hand already mounts with this one, and
  // children's effects run first (it would take before anything is kept, then never again).
  useState(() => {
    keepNotices(services.stores.session, services.bus);
    keepEarlyRequests(services.bus);
  });
  const windowPlumbingAsked = useEarlyRequestAsked();

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
      <EntryParams />
      <DemoMode />
      {windowPlumbingAsked && <WindowEvents />}
      {isNativeApp(currentDevice()) && <NativeAppBridge />}
      {currentDevice() === 'notSupport' && <BrowserSupportNotice />}
      <ExclusionNoticeDialog />
    </>
  );
}
