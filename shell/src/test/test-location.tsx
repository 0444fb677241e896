// Tests only: shows where the router is, and lets a test navigate like a link would.
import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ShellApp } from '../app/shell-app.js';

export const testNavigation: { navigate: NavigateFunction | null } = { navigate: null };

function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    testNavigation.navigate = navigate;
  }, [navigate]);
  return <output aria-label="router location">{`${pathname}${search}`}</output>;
}

/** The whole shell plus the probe. */
export function ShellWithProbe() {
  return (
    <>
      <ShellApp />
      <LocationProbe />
    </>
  );
}
