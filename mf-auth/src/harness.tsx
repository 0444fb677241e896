// What `npm run dev` shows: the route page, the login modal parcel, and a button that asks for
// the modal over the bus as the shell's header would.
import { useTranslation } from 'react-i18next';
import { AUTH_CALLBACK_PATH, BusEvent, useStore, type RemoteProps } from '@croupier/shared';
import { defineRemote } from '@croupier/shared/remote';
import { AuthCallbackPage } from './third-party/index.js';
import { i18nBundles, NAMESPACE } from './i18n.js';
import { AuthModal } from './modal/index.js';

function Harness(props: RemoteProps) {
  const { t } = useTranslation(NAMESPACE);
  const account = useStore(props.stores.session, (s) => (s.isLoggedIn ? s.member_account : null));
  return (
    <main>
      <p>{account ? t('harness.logged_in_as', { account }) : t('harness.guest')}</p>
      <button type="button" onClick={() => props.bus.emit(BusEvent.openLogin, {})}>
        {t('harness.open_login')}
      </button>
      {/* The third-party popup comes back to /authCallback: the route page runs only there. */}
      {props.location.pathname === AUTH_CALLBACK_PATH ? <AuthCallbackPage {...props} /> : null}
      <AuthModal {...props} />
    </main>
  );
}

export const harness = defineRemote({
  name: 'mf-auth',
  parcel: 'harness',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: Harness,
  i18n: i18nBundles,
});
