// The 'auth' guard: a guest asking for a members-only page is sent to '/' and the login modal
// opens with that page as its target (after login, mf-auth and the shell's loginSucceeded
// handling go there). A member who logs out on such a page just goes to '/'.
import { useStore } from '@croupier/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { openLoginWhenReady } from './login-modal-gate.js';

export function RequireMember({ children }: { children: ReactNode }) {
  const { stores } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const [wasMember, setWasMember] = useState(isLoggedIn);
  if (isLoggedIn && !wasMember) setWasMember(true);

  if (isLoggedIn) return children;
  return wasMember ? <Navigate to="/" replace /> : <GuestTurnedAway />;
}

function GuestTurnedAway() {
  const { bus } = useServices();
  const { pathname, search, hash } = useLocation();
  const target = `${pathname}${search}${hash}`;
  // Not cancelled on unmount: this component goes away with the redirect, the request must not.
  useEffect(() => void openLoginWhenReady(bus, { target }), [bus, target]);
  return <Navigate to="/" replace />;
}
