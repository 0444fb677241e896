// The register tab of the login/register modal: loads what the form is built from once the tab
// is first shown (register-setup.ts), over the register background from the api, then the form.
import { useTranslation } from 'react-i18next';
import { useRemoteProps, useStore, type LoginSession, renderMessage } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { RegisterForm } from './register-form.js';
import { setupFailureMessage, useRegisterSetup } from './register-setup.js';

export interface RegisterPanelProps {
  /** The register tab is the one shown: nothing is fetched before. */
  active: boolean;
  /** The api answered a session: the new member is logged in. */
  onRegistered(session: LoginSession): void;
}

export function RegisterPanel({ active, onRegistered }: RegisterPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const { stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const { data: setup, error, isFetching, refetch } = useRegisterSetup(active);

  if (!setup) {
    return error && !isFetching ? (
      <div className="mf-auth-register__status">
        <p role="alert" className="mf-auth-login__error">
          {renderMessage(t, setupFailureMessage(error))}
        </p>
        <button type="button" className="cr-button" onClick={() => void refetch()}>
          {t('retry', { ns: 'common' })}
        </button>
      </div>
    ) : (
      <p role="status" className="mf-auth-register__status">
        {t('signup.loading')}
      </p>
    );
  }
  const { background } = setup;
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
        key={setup.currency.currency}
        siteId={siteId}
        setup={setup}
        onRegistered={onRegistered}
      />
    </div>
  );
}
