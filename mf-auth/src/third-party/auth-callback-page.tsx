// /authCallback (spec 01 §2): where the provider sends the sign-in popup back. It exchanges the
// code for a session (POST /auth/callback), tells the opener over window-msg (authLogin, or
// authLoginClose with the result code), and closes. Opened any other way, it says what happened.
import { useEffect, useEffectEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { postWindowMsg, useStore, type RemoteProps, type WindowMsg, renderMessage } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { useAuthCallback, type CallbackOutcome } from './api/exchange-auth-code.js';
import { isExclusionCode } from '../code-messages.js';
import { ExclusionHelp } from '../login/index.js';

export type AuthCallbackPageProps = Pick<RemoteProps, 'location' | 'stores' | 'navigate'> & {
  /** The popup's own window (tests give a stand-in). */
  win?: Window;
};

export function AuthCallbackPage({ location, stores, navigate, win = window }: AuthCallbackPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const outcome = useAuthCallback(location.search, siteId, win);

  const tellOpener = useEffectEvent((done: CallbackOutcome) => {
    const msg: WindowMsg =
      done.state === 'done'
        ? { type: 'authLogin', session: done.session }
        : done.state === 'cancelled'
          ? { type: 'authLoginClose' }
          : { type: 'authLoginClose', code: done.code, message: done.serverText ?? renderMessage(t, done.message) };
    postWindowMsg(msg, win);
    // Only a window a script opened may (and should) close itself; otherwise the page explains.
    if (win.opener) win.close();
  });
  useEffect(() => {
    if (outcome) tellOpener(outcome);
  }, [outcome]);

  return (
    <section aria-labelledby={headingId} className="mf-auth mf-auth-callback">
      <h2 id={headingId}>{t('third_party.callback_heading')}</h2>
      <p role="status">
        {!outcome
          ? t('third_party.callback_working')
          : outcome.state === 'done'
            ? t('third_party.callback_done')
            : outcome.state === 'cancelled'
              ? t('third_party.callback_cancelled')
              : renderMessage(t, outcome.message)}
      </p>
      {outcome?.state === 'failed' && isExclusionCode(outcome.code) ? <ExclusionHelp /> : null}
      {outcome ? (
        <button type="button" className="cr-button" onClick={() => navigate('/')}>
          {t('third_party.back_home')}
        </button>
      ) : null}
    </section>
  );
}
