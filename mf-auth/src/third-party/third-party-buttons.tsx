// "Continue with …" buttons for the brand's third-party providers (POST /auth/providers), shown
// under the login form. A click opens the provider's popup; the modal waits for its window-msg.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient, AuthProvider } from '@croupier/shared';
import { getAuthProviders } from '../api/get-auth-providers.js';
import { NAMESPACE } from '../i18n.js';
import { openAuthPopup } from './auth-popup.js';

export interface ThirdPartyButtonsProps {
  api: ApiClient;
  siteId: string;
  /** The popup is open: from now on its answer is awaited. */
  onOpened(): void;
  /** The browser refused to open it. */
  onBlocked(): void;
}

export function ThirdPartyButtons({ api, siteId, onOpened, onBlocked }: ThirdPartyButtonsProps) {
  const { t } = useTranslation(NAMESPACE);
  const [providers, setProviders] = useState<AuthProvider[]>([]);

  useEffect(() => {
    let alive = true;
    getAuthProviders(api, siteId).then(
      (result) => {
        if (alive && result.success) setProviders(result.data.list);
      },
      // No providers to offer is the quiet outcome: the password login stands on its own.
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [api, siteId]);

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
