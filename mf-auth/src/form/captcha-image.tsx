// The captcha picture with its refresh button, and the rule of its answer. The button stays
// focusable while a refresh is held back (aria-disabled), so keyboard focus is never dropped.
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { NAMESPACE } from '../i18n.js';
import type { CaptchaView } from './api/get-captcha.js';
import { renderMessage } from '@croupier/shared';

/** Spec 01 §5: the answer to a captcha is required (trimmed). */
export const captchaAnswerRule = v.pipe(v.string(), v.trim(), v.nonEmpty('ph_account_verify_code'));

export function CaptchaImage({ captcha }: { captcha: CaptchaView }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="mf-auth-captcha" aria-busy={captcha.loading}>
      {captcha.image ? (
        <img src={captcha.image} alt={t('captcha.alt')} />
      ) : (
        <span role="status">
          {captcha.error ? renderMessage(t, captcha.error) : captcha.loading ? t('captcha.loading') : null}
        </span>
      )}
      <button type="button" className="cr-button" aria-disabled={captcha.blocked} onClick={captcha.refresh}>
        {t('captcha.refresh')}
      </button>
    </div>
  );
}
