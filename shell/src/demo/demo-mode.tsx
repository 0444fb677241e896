// Site-wide demo mode (IS_DEMO; spec 01 §1, §6): a visitor is signed in with the brand's test
// account as the page starts (and shown as a member), a banner says so, and every real action a
// remote or the shell refuses with guardRealAction() is explained with a translated toast.
// A session already stored (an earlier demo login, an entry link) is kept.
import { BusEvent, isDemoSite, toast, useStore } from '@croupier/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { postDemoLogin } from './api/demo-login.js';

export function DemoMode() {
  const { api, bus, stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const isDemo = useStore(stores.site, isDemoSite);
  const started = useRef(false);

  useEffect(() => {
    if (!isDemo || started.current) return;
    started.current = true;
    // An entry link on this load brings its own session.
    if (stores.session.getState().isLoggedIn || new URLSearchParams(window.location.search).has('enc')) return;
    postDemoLogin(api, stores.site.getState().siteId).then(
      (session) => bus.emit(BusEvent.loginSucceeded, { session, previousCurrency: stores.ui.getState().currency }),
      (error: unknown) => {
        console.warn('[shell] demo login failed', error);
        toast.show(t('demo.loginFailed'), { type: 'error' });
      },
    );
  }, [api, bus, stores, isDemo, t]);

  useEffect(
    () =>
      bus.on(
        BusEvent.realActionBlocked,
        ({ action }) => void toast.show(t(`demo.blocked.${action}`), { type: 'warning' }),
      ),
    [bus, t],
  );

  if (!isDemo) return null;
  return (
    <p className="cr-shell-demo-banner" role="note">
      {t('demo.banner')}
    </p>
  );
}
