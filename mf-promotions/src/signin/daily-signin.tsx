// The daily sign-in (cash surplus) at the top of /discount, shown while the activity is on for the
// page's currency. A guest is told what it is and asked to log in; a member sees the 7-day cycle,
// the streak and today's button (click_signin: Sign in; click_signin_true: signed in today;
// click_signin_pass: over). Signing in says the reward; 201/202 say the server's message.
import {
  BusEvent,
  formatMoney,
  failureMessage,
  renderMessage,
  useRemoteProps,
  useRequestId,
  useStore,
  type SigninInfo,
} from '@croupier/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscountQueryStatus } from '../discount-status.js';
import { NAMESPACE } from '../i18n.js';
import { usePageCurrency } from '../use-page-currency.js';
import { useSigninActive } from './api/cash-surplus-check.js';
import { useSigninInfo } from './api/signin-info.js';
import { useSignIn } from './api/signin.js';
import { SigninDays } from './signin-days.js';
import './signin-styles.css';

export function DailySignin() {
  const { t } = useTranslation(NAMESPACE);
  const { stores } = useRemoteProps();
  const headingId = useId();
  const active = useSigninActive();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  if (!active) return null;
  return (
    <section className="mfps" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('signin.heading')}</h3>
      {isLoggedIn ? <MemberSignin /> : <GuestSignin />}
    </section>
  );
}

function GuestSignin() {
  const { t } = useTranslation(NAMESPACE);
  const { bus, location } = useRemoteProps();
  return (
    <>
      <p>{t('signin.guest_text')}</p>
      <button
        type="button"
        className="cr-button cr-button--primary"
        onClick={() => bus.emit(BusEvent.openLogin, { target: `${location.pathname}${location.search}` })}
      >
        {t('signin.login')}
      </button>
    </>
  );
}

function MemberSignin() {
  const info = useSigninInfo();
  if (!info.data) return <DiscountQueryStatus query={info} />;
  return <SigninCycle info={info.data} />;
}

function SigninCycle({ info }: { info: SigninInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const currency = usePageCurrency() ?? '';
  const signIn = useSignIn();
  const requestId = useRequestId();
  const [reward, setReward] = useState<string | null>(null);
  const today = info.days.find((day) => day.state === 'click_signin')?.date ?? '';

  const submit = () => {
    if (signIn.isPending) return;
    setReward(null);
    signIn.mutate(requestId.for({ today }), {
      onSuccess: (result) => {
        requestId.done();
        setReward(formatMoney(result.reward, currency));
      },
    });
  };

  return (
    <>
      <p>{t('signin.member_text')}</p>
      <SigninDays days={info.days} currency={currency} />
      <div className="mfps-footer">
        <p>
          {t('signin.streak', { days: info.streak })}
          {info.end_date ? ` · ${t('signin.ends', { date: info.end_date })}` : ''}
        </p>
        {info.state === 'click_signin' ? (
          <button
            type="button"
            className="cr-button cr-button--primary"
            aria-disabled={signIn.isPending}
            onClick={submit}
          >
            {t('signin.sign_in')}
          </button>
        ) : (
          <button type="button" className="cr-button" disabled>
            {t(`signin.state.${info.state}`)}
          </button>
        )}
      </div>
      <p role="status" className="mfps-ok">
        {reward ? t('signin.success', { reward }) : ''}
      </p>
      <p role="alert" className="mfps-alert">
        {signIn.isError ? renderMessage(t, failureMessage(signIn.error, { key: 'signin.failed' })) : ''}
      </p>
    </>
  );
}
