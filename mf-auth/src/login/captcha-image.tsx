// The captcha picture with its refresh button. The button stays focusable while a refresh is
// held back (aria-disabled), so keyboard focus is never dropped to the page.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { renderMessage } from '../message.js';
import type { CaptchaState } from './use-captcha.js';

export function CaptchaImage({ state }: { state: CaptchaState }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="mf-auth-captcha" aria-busy={state.loading}>
      {state.captcha ? (
        <img src={state.captcha.captcha} alt={t('captcha.alt')} />
      ) : (
        <span role="status">
          {state.error ? renderMessage(t, state.error) : state.loading ? t('captcha.loading') : null}
        </span>
      )}
      <button
        type="button"
        className="cr-button"
        aria-disabled={state.blocked}
        // refresh() itself refuses while blocked, even for two clicks within one render.
        onClick={() => void state.refresh()}
      >
        {t('captcha.refresh')}
      </button>
    </div>
  );
}
