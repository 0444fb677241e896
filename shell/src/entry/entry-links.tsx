// Reads the entry parameters once, when the page starts (spec 01 §2, §4):
// - enc: the encrypted entry; its session is adopted (as a login: socket rebuilt, data
//   refetched) and the URL reset to '/'; on failure only the URL is reset.
// - tk + member_account + member_currency + member_id: the link login (see link-login.ts); the
//   session parameters then leave the URL (also when the skip flag skipped them).
// - pwa: remembered.
// Loaded only when the page starts with one of them (SessionEvents): most visits carry none.
import { browserStorage, BusEvent, type LoginSession } from '@croupier/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { useStableNavigate } from '../services/use-stable-navigate.js';
import { fetchEncSession } from './enc-entry.js';
import { readLinkLogin, SESSION_PARAMS, storeEntryFlags, withoutParams } from './link-login.js';

export interface EntryLinksProps {
  /** The query the page started with (this part loads after the first render). */
  search: string;
}

export function EntryLinks({ search }: EntryLinksProps) {
  const { api, bus, stores } = useServices();
  const location = useLocation();
  const navigate = useStableNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const siteId = stores.site.getState().siteId;
    // After this commit's effects: every listener of the page (SessionEvents among them) is on by then.
    const adopt = (session: LoginSession) =>
      queueMicrotask(() =>
        bus.emit(BusEvent.loginSucceeded, { session, previousCurrency: stores.ui.getState().currency }),
      );

    storeEntryFlags(params, browserStorage('local'));
    const enc = params.get('enc');
    if (enc !== null) {
      void fetchEncSession(api, enc, siteId).then((session) => {
        if (session) adopt(session);
        navigate('/', { replace: true });
      });
      return;
    }
    const link = readLinkLogin(params, siteId, browserStorage('local'));
    if (link.kind === 'adopt') adopt(link.session);
    if (link.kind !== 'none') {
      navigate(`${location.pathname}${withoutParams(search, SESSION_PARAMS)}${location.hash}`, { replace: true });
    }
    // Once per page load: later navigations are the site's own.
  }, [api, bus, stores, location, navigate, search]);

  return null;
}
