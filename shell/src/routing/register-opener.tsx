// When the isRouteRegister flag is present (left by /register), the register tab of the login
// modal opens once, with the entry's id / invite / currency, as soon as the modal listens.
// The flag is cleared first, so a reload does not open it again. A member has nothing to register.
import { useEffect } from 'react';
import { useServices } from '../services/services-context.js';
import { clearFlagCookie, FLAG_COOKIES, hasFlagCookie } from './flag-cookies.js';
import { openLoginWhenReady } from './login-modal-gate.js';
import { loadRegisterEntry } from './register-entry-store.js';

export function RegisterOpener() {
  const { bus, stores } = useServices();
  useEffect(() => {
    if (!hasFlagCookie(FLAG_COOKIES.routeRegister)) return;
    clearFlagCookie(FLAG_COOKIES.routeRegister);
    if (stores.session.getState().isLoggedIn) return;
    const register = loadRegisterEntry();
    return openLoginWhenReady(bus, { tab: 'register', ...(register ? { register } : {}) });
  }, [bus, stores]);
  return null;
}
