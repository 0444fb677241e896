// The login/register modal and the login flows it leads to. Closed until someone emits
// BusEvent.openLogin. A login either completes (completeLogin: session stored, modal closed,
// loginSucceeded with the saved target, after-login loads announced) or hands over to a flow:
// device verification (107), transfer verification (802), double validation (a question),
// forgot password, or the third-party popup. The flows are announced on the bus too, so another
// part of the page may start one (BusEvent.deviceVerificationRequired and the like).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BusEvent,
  Modal,
  Tabs,
  useStore,
  type DeviceVerificationChallenge,
  type DoubleValidationChallenge,
  type LoginAnswer,
  type LoginSession,
  type RemoteProps,
} from '@croupier/shared';
import { isDoubleValidationAnswer } from '../double-validation/index.js';
import { isExclusionCode, thirdPartyMessage } from '../code-messages.js';
import { NAMESPACE } from '../i18n.js';
import type { FormNotice, VerificationKind } from '../login/index.js';
import { useAuthPopupMessages } from '../third-party/index.js';
import { completeLogin } from './complete-login.js';

type TabKey = 'login' | 'register';

type Flow =
  | { kind: 'device'; account: string; challenge: DeviceVerificationChallenge }
  | { kind: 'transfer'; account: string }
  | { kind: 'double'; account: string; challenge: DoubleValidationChallenge }
  | { kind: 'forgot'; account: string };

export type AuthModalProps = Pick<RemoteProps, 'bus' | 'stores'> & {
  /** The mobile currency rule's page reload (completeLogin); tests pass a spy. */
  reload?: () => void;
};

type Views = typeof import('./views.js');
let loadedViews: Views | null = null;

/** The forms and flow modals (views.ts), fetched once; a chunk that fails to load is the shell's to recover. */
export const loadAuthViews = (): Promise<Views> => import('./views.js').then((views) => (loadedViews = views));

/** The views once `needed` (the modal or a flow is to show); null until they have arrived. */
function useAuthViews(needed: boolean): Views | null {
  const [views, setViews] = useState(loadedViews);
  useEffect(() => {
    if (needed && !views) void loadAuthViews().then(setViews);
  }, [needed, views]);
  return views;
}

const VERIFICATION_EVENTS = {
  device: BusEvent.deviceVerificationRequired,
  transfer: BusEvent.transferVerificationRequired,
} as const;

export function AuthModal({ bus, stores, reload }: AuthModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabKey>('login');
  const [flow, setFlow] = useState<Flow | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const target = useRef<string | undefined>(undefined);
  const accountRef = useRef<HTMLInputElement>(null);
  const views = useAuthViews(open || flow !== null);

  const showLogin = (next: FormNotice | null = null) => {
    setFlow(null);
    setNotice(next);
    setTab('login');
    setOpen(true);
  };

  // Layout effect: subscribed during the commit, so by the time the parcel's mount resolves
  // (single-spa-react resolves it from a timer) an openLogin cannot be missed.
  useLayoutEffect(() => {
    const offs = [
      bus.on(BusEvent.openLogin, (request) => {
        target.current = request.target;
        setFlow(null);
        setNotice(null);
        setTab(request.tab ?? 'login');
        setOpen(true);
      }),
      bus.on(BusEvent.deviceVerificationRequired, ({ account, data }) =>
        setFlow({ kind: 'device', account, challenge: data as DeviceVerificationChallenge }),
      ),
      bus.on(BusEvent.transferVerificationRequired, ({ account }) => setFlow({ kind: 'transfer', account })),
      bus.on(BusEvent.doubleValidationRequired, ({ account, data }) =>
        setFlow({ kind: 'double', account, challenge: data }),
      ),
    ];
    return () => offs.forEach((off) => off());
  }, [bus]);

  const close = () => setOpen(false);
  const closeFlow = () => setFlow(null);

  const onLoggedIn = (session: LoginSession) => {
    setOpen(false);
    setFlow(null);
    completeLogin({ bus, stores, ...(reload ? { reload } : {}) }, session, target.current);
  };

  /** Code 100 of any step: a session, or one more question first. */
  const onLoginAnswer = (account: string, answer: LoginAnswer) => {
    if (isDoubleValidationAnswer(answer)) {
      setOpen(false);
      bus.emit(BusEvent.doubleValidationRequired, { account, data: answer.double_validation });
    } else onLoggedIn(answer);
  };

  // The verification flows are other modals; this one steps aside for them.
  const onVerificationRequired = (kind: VerificationKind, account: string, data: unknown) => {
    close();
    bus.emit(VERIFICATION_EVENTS[kind], { account, data });
  };

  const popup = useAuthPopupMessages({
    onSession: onLoggedIn,
    onClosed: ({ code, message }) => {
      if (code !== undefined)
        showLogin({
          tone: 'error',
          message: thirdPartyMessage(code, message),
          ...(isExclusionCode(code) ? { exclusion: true } : {}),
        });
    },
  });

  const passwordChanged = () => showLogin({ tone: 'success', message: { key: 'flow.password_changed' } });
  const loginAgain = () => showLogin({ tone: 'error', message: { key: 'flow.log_in_again' } });

  const siteId = useStore(stores.site, (s) => s.siteId);
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);

  if (!views) return null;
  const {
    DeviceVerificationModal,
    DoubleValidationModal,
    ForgotPasswordModal,
    LoginForm,
    RegisterPanel,
    ThirdPartyButtons,
    TransferVerificationModal,
  } = views;
  const loginPanel = (
    <LoginForm
      siteId={siteId}
      isDesktop={isDesktop}
      accountRef={accountRef}
      onLoginAnswer={onLoginAnswer}
      onVerificationRequired={onVerificationRequired}
      onForgotPassword={(account) => {
        close();
        setFlow({ kind: 'forgot', account });
      }}
      notice={notice}
      onLeave={close}
    >
      <ThirdPartyButtons
        siteId={siteId}
        onOpened={() => {
          setNotice(null);
          popup.expect();
        }}
        onBlocked={() => setNotice({ tone: 'error', message: { key: 'third_party.err_blocked' } })}
      />
    </LoginForm>
  );

  return (
    <>
      <Modal
        open={open}
        onClose={close}
        title={t(tab === 'login' ? 'tabs.login' : 'tabs.register')}
        initialFocusRef={tab === 'login' ? accountRef : undefined}
        className="mf-auth-modal"
      >
        {/* Every panel stays mounted, so switching tabs keeps what was typed. */}
        <div className="mf-auth-tabs">
          <Tabs<TabKey>
            label={t('tabs.label')}
            selected={tab}
            onSelect={setTab}
            keepMounted
            tabs={[
              { key: 'login', label: t('tabs.login'), panel: loginPanel },
              {
                key: 'register',
                label: t('tabs.register'),
                panel: <RegisterPanel active={open && tab === 'register'} onRegistered={onLoggedIn} />,
              },
            ]}
          />
        </div>
      </Modal>
      {flow?.kind === 'device' ? (
        <DeviceVerificationModal
          key={flow.challenge.member_login_id}
          account={flow.account}
          challenge={flow.challenge}
          onLoginAnswer={onLoginAnswer}
          onLoginAgain={loginAgain}
          onClose={closeFlow}
        />
      ) : null}
      {flow?.kind === 'double' ? (
        <DoubleValidationModal
          // A new attempt is a new modal, never the state of the last one.
          key={flow.challenge.member_login_id}
          siteId={siteId}
          account={flow.account}
          challenge={flow.challenge}
          onLoginAnswer={onLoginAnswer}
          onLoginAgain={loginAgain}
          onClose={closeFlow}
        />
      ) : null}
      {flow?.kind === 'transfer' ? (
        <TransferVerificationModal
          siteId={siteId}
          account={flow.account}
          onClose={closeFlow}
          onPasswordChanged={passwordChanged}
        />
      ) : null}
      {flow?.kind === 'forgot' ? (
        <ForgotPasswordModal
          siteId={siteId}
          account={flow.account}
          onClose={closeFlow}
          onPasswordChanged={passwordChanged}
        />
      ) : null}
    </>
  );
}
