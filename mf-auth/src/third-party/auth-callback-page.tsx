// /authCallback (spec 01 §2): where the provider sends the sign-in popup back. It exchanges the
// code for a session (POST /auth/callback), tells the opener over window-msg (authLogin, or
// authLoginClose with the result code), and closes. Opened any other way, it says what happened.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  THIRD_PARTY_CODE,
  isDoubleValidationAnswer,
  postWindowMsg,
  type RemoteProps,
  type WindowMsg,
} from '@croupier/shared';
import { exchangeAuthCode } from '../api/auth-callback.js';
import { NAMESPACE } from '../i18n.js';
import { getUdid } from '../login/client-info.js';
import { renderMessage, transportErrorMessage, type Message } from '../message.js';
import { takePendingAuth } from './auth-popup.js';
import { thirdPartyMessage } from './third-party-message.js';

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'cancelled' } | { state: 'failed'; message: Message };

export type AuthCallbackPageProps = Pick<RemoteProps, 'api' | 'location' | 'stores' | 'navigate'> & {
  /** The popup's own window (tests give a stand-in). */
  win?: Window;
};

export function AuthCallbackPage({ api, location, stores, navigate, win = window }: AuthCallbackPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    const finish = (msg: WindowMsg, next: Outcome) => {
      setOutcome(next);
      postWindowMsg(msg, win);
      // Only a window a script opened may (and should) close itself; otherwise the page explains.
      if (win.opener) win.close();
    };
    const refuse = (code: number, message: Message) =>
      finish({ type: 'authLoginClose', code, message: renderMessage(t, message) }, { state: 'failed', message });

    const pending = takePendingAuth(params.get('state'), win.localStorage);
    if (!pending) return refuse(THIRD_PARTY_CODE.codeInvalid, { key: 'third_party.err_state' });
    if (params.get('error')) return finish({ type: 'authLoginClose' }, { state: 'cancelled' });
    const code = params.get('code');
    if (!code) return refuse(THIRD_PARTY_CODE.codeInvalid, { key: 'third_party.err_code' });

    exchangeAuthCode(api, {
      site_id: stores.site.getState().siteId,
      provider: pending.provider,
      code,
      udid: getUdid(win.localStorage),
    }).then(
      (result) => {
        if (result.success && !isDoubleValidationAnswer(result.data)) {
          finish({ type: 'authLogin', session: result.data }, { state: 'done' });
        } else {
          const message = thirdPartyMessage(result.code, result.message);
          finish({ type: 'authLoginClose', code: result.code, message: result.message }, { state: 'failed', message });
        }
      },
      (err: unknown) => refuse(THIRD_PARTY_CODE.codeInvalid, transportErrorMessage(err)),
    );
  }, [api, location.search, stores, t, win]);

  return (
    <section aria-labelledby={headingId} className="mf-auth mf-auth-callback">
      <h2 id={headingId}>{t('third_party.callback_heading')}</h2>
      <p role="status">
        {outcome.state === 'working'
          ? t('third_party.callback_working')
          : outcome.state === 'done'
            ? t('third_party.callback_done')
            : outcome.state === 'cancelled'
              ? t('third_party.callback_cancelled')
              : renderMessage(t, outcome.message)}
      </p>
      {outcome.state !== 'working' ? (
        <button type="button" className="cr-button" onClick={() => navigate('/')}>
          {t('third_party.back_home')}
        </button>
      ) : null}
    </section>
  );
}
