// Wires the session bus events to the shell (inside the router, so it can navigate).
import { BusEvent } from '@croupier/shared';
import { useEffect } from 'react';
import { useServices } from '../app/services-context.js';
import { useStableNavigate } from '../routing/use-stable-navigate.js';
import { handleLoginSucceeded } from './login-succeeded.js';

export function SessionEvents() {
  const services = useServices();
  const navigate = useStableNavigate();

  useEffect(() => {
    const { bus, logout } = services;
    const offs = [
      bus.on(BusEvent.loginSucceeded, (payload) => {
        handleLoginSucceeded(services, payload);
        if (payload.target) navigate(payload.target);
      }),
      bus.on(BusEvent.logoutRequested, ({ reason }) => void logout({ reason })),
      bus.on(BusEvent.loggedOut, () => navigate('/')),
    ];
    return () => offs.forEach((off) => off());
  }, [services, navigate]);

  return null;
}
