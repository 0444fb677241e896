// "Continue with …" buttons for the brand's third-party providers (POST /auth/providers), shown
// under the login form. A click opens the provider's popup; the modal waits for its window-msg.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useAuthProviders } from './api/get-auth-providers.js';
import { openAuthPopup } from './auth-popup.js';

export interface ThirdPartyButtonsProps {
  siteId: string;
  /** The popup is open: from now on its answer is awaited. */
  onOpened(): void;
  /** The browser refused to open it. */
  onBlocked(): void;
}

export function ThirdPartyButtons({ siteId, onOpened, onBlocked }: ThirdPartyButtonsProps) {
  const { t } = useTranslation(NAMESPACE);
  const providers = useAuthProviders(siteId);
  if (providers.length === 0) return null;
  return (
    <section className="mf-auth-third-party" aria-label={t('third_party.heading')}>
      <p className="mf-auth-third-party__or">{t('third_party.or')}</p>
      {providers.map((provider) => (
        <button
          key={provider.provider}
          type="button"
          className="cr-button"
          onClick={() => {
            // Opened in the click itself, so no popup blocker takes it for an unrequested window.
            if (openAuthPopup(provider, siteId)) onOpened();
            else onBlocked();
          }}
        >
          {t('third_party.continue_with', { name: provider.name })}
        </button>
      ))}
    </section>
  );
}
