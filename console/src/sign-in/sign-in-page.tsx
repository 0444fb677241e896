// Sign-in: account and password, then the second factor (a code, or a recovery code), or, on the
// first sign-in, the authenticator's enrollment and then the recovery codes, shown once.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { SecondFactorAnswer, Session } from '../api/types.js';
import { useSession, useSignedIn } from '../session/session.js';
import { usePageTitle } from '../ui/page-title.js';
import { CodeStep } from './code-step.js';
import { EnrollStep } from './enroll-step.js';
import { PasswordStep } from './password-step.js';
import { RecoveryCodesStep } from './recovery-codes-step.js';

type Step =
  | { kind: 'password'; expired: boolean }
  | { kind: 'code' }
  | { kind: 'enroll'; secret: string; otpauthUri: string }
  | { kind: 'recovery-codes'; codes: string[]; session: Session };

/** Where the operator was going (RequireSession's redirect), else the console's home. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.title'));
  const session = useSession();
  const signedIn = useSignedIn();
  const returnPath = useReturnPath();
  const [step, setStep] = useState<Step>({ kind: 'password', expired: false });
  const main = useRef<HTMLElement>(null);

  // Each step's heading is announced: focus goes to the step when it changes.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.querySelector<HTMLElement>('#sign-in-step')?.focus();
  }, [step]);

  if (session.data) return <Navigate to={returnPath} replace />;

  const restart = () => setStep({ kind: 'password', expired: true });
  const verified = ({ recovery_codes: codes, ...rest }: SecondFactorAnswer) => {
    const next = { operator: rest.operator, csrf_token: rest.csrf_token };
    if (codes?.length) setStep({ kind: 'recovery-codes', codes, session: next });
    else signedIn(next);
  };

  return (
    <main id="main" ref={main} className="sign-in">
      <h1>{t('signIn.title')}</h1>
      {step.kind === 'password' ? (
        <PasswordStep
          notice={step.expired ? t('signIn.expired') : null}
          onAnswer={(answer) =>
            setStep(
              answer.next === 'enroll'
                ? { kind: 'enroll', secret: answer.secret, otpauthUri: answer.otpauth_uri }
                : { kind: 'code' },
            )
          }
        />
      ) : step.kind === 'code' ? (
        <section aria-labelledby="sign-in-step">
          <h2 id="sign-in-step" tabIndex={-1}>
            {t('signIn.codeTitle')}
          </h2>
          <CodeStep onAnswer={verified} onExpired={restart} allowRecovery />
        </section>
      ) : step.kind === 'enroll' ? (
        <EnrollStep secret={step.secret} otpauthUri={step.otpauthUri} onAnswer={verified} onExpired={restart} />
      ) : (
        <RecoveryCodesStep codes={step.codes} onDone={() => signedIn(step.session)} />
      )}
    </main>
  );
}
