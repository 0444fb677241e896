// The register tab of the login/register modal: loads what the form is built from once the tab
// is first shown (use-register-setup), over the register background from the api, then the form.
import { useInsertionEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, type ApiClient, type LoginSession, type RemoteStores } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { renderMessage } from '../message.js';
import { RegisterForm } from './register-form.js';
import { ensureRegisterStyles } from './register-styles.js';
import { useRegisterSetup } from './use-register-setup.js';

export interface RegisterPanelProps {
  api: ApiClient;
  stores: RemoteStores;
  /** The register tab is the one shown: nothing is fetched before. */
  active: boolean;
  /** The api answered a session: the new member is logged in. */
  onRegistered(session: LoginSession): void;
}

export function RegisterPanel({ api, stores, active, onRegistered }: RegisterPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  useInsertionEffect(() => ensureRegisterStyles(), []);
  const state = useRegisterSetup(api, stores, active);
  const siteId = useStore(stores.site, (s) => s.siteId);

  if (state.status === 'loading') {
    return (
      <p role="status" className="mf-auth-register__status">
        {t('signup.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="mf-auth-register__status">
        <p role="alert" className="mf-auth-login__error">
          {renderMessage(t, state.error)}
        </p>
        <button type="button" className="cr-button" onClick={state.retry}>
          {t('retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  const { background } = state.setup;
  return (
    <div className="mf-auth-register">
      <div
        className="mf-auth-register__banner"
        style={{
          backgroundColor: background?.background_color || undefined,
          backgroundImage: background?.image_url ? `url("${background.image_url.replace(/"/g, '%22')}")` : undefined,
        }}
      >
        <p>{t('signup.welcome')}</p>
      </div>
      <RegisterForm
        // New settings (another currency's defaults): a new form.
        key={state.setup.currency.currency}
        api={api}
        siteId={siteId}
        setup={state.setup}
        onRegistered={onRegistered}
      />
    </div>
  );
}
