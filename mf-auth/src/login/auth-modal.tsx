// The login/register modal. Closed until someone emits BusEvent.openLogin; a successful login
// stores the session, closes, tells everyone (loginSucceeded) and goes to the requested target.
import { useInsertionEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusEvent, Modal, useStore, type LoginSession, type RemoteProps } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { AuthTabs } from './auth-tabs.js';
import { LoginForm, type VerificationKind } from './login-form.js';
import { ensureAuthStyles } from './styles.js';

type TabKey = 'login' | 'register';

export type AuthModalProps = Pick<RemoteProps, 'api' | 'bus' | 'stores' | 'navigate'>;

const VERIFICATION_EVENTS = {
  device: BusEvent.deviceVerificationRequired,
  transfer: BusEvent.transferVerificationRequired,
} as const;

export function AuthModal({ api, bus, stores, navigate }: AuthModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabKey>('login');
  const target = useRef<string | undefined>(undefined);
  const accountRef = useRef<HTMLInputElement>(null);
  useInsertionEffect(() => ensureAuthStyles(), []);

  // Layout effect: subscribed during the commit, so by the time the parcel's mount resolves
  // (single-spa-react resolves it from a timer) an openLogin cannot be missed.
  useLayoutEffect(
    () =>
      bus.on(BusEvent.openLogin, (request) => {
        target.current = request.target;
        setTab(request.tab ?? 'login');
        setOpen(true);
      }),
    [bus],
  );

  const close = () => setOpen(false);

  const onLoggedIn = (session: LoginSession) => {
    const previousCurrency = stores.session.getState().member_currency;
    stores.session.getState().setSession(session);
    const to = target.current;
    close();
    bus.emit(BusEvent.loginSucceeded, { session, previousCurrency, ...(to ? { target: to } : {}) });
    if (to) navigate(to);
  };

  // The verification flows are other modals; this one steps aside for them.
  const onVerificationRequired = (kind: VerificationKind, account: string, data: unknown) => {
    close();
    bus.emit(VERIFICATION_EVENTS[kind], { account, data });
  };

  const siteId = useStore(stores.site, (s) => s.siteId);
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);

  return (
    <Modal
      open={open}
      onClose={close}
      title={t(tab === 'login' ? 'tabs.login' : 'tabs.register')}
      initialFocusRef={tab === 'login' ? accountRef : undefined}
      className="mf-auth-modal"
    >
      <AuthTabs<TabKey>
        label={t('tabs.label')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: 'login',
            label: t('tabs.login'),
            panel: (
              <LoginForm
                api={api}
                siteId={siteId}
                isDesktop={isDesktop}
                accountRef={accountRef}
                onLoggedIn={onLoggedIn}
                onVerificationRequired={onVerificationRequired}
              />
            ),
          },
          { key: 'register', label: t('tabs.register'), panel: <p>{t('register.coming_soon')}</p> },
        ]}
      />
    </Modal>
  );
}
