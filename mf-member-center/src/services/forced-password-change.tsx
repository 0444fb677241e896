// The forced password change (spec 02 §2, §4: first_login_to_change_password 1 in the member
// layout). Desktop: a modal that cannot be dismissed (no close button; Escape and the backdrop do
// nothing; focus stays inside) holding the change-password form; it closes when the change
// succeeds. Phones: the member is sent to /user/Info, where the same form comes first, and sent
// back there from any other page until the change is made.
import { Modal, useRemoteProps, useStore, useMemberLayout } from '@croupier/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../frame/index.js';
import { NAMESPACE } from '../i18n.js';
import { ChangePasswordForm } from '../profile/index.js';

const INFO_PATH = pagePath('Info');

export function ForcedPasswordChange() {
  const { t } = useTranslation(NAMESPACE);
  const { stores, navigate, location } = useRemoteProps();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const layout = useMemberLayout();
  const reasonId = useId();
  // Set once the change succeeded: the modal closes before the layout says so again.
  const [changed, setChanged] = useState(false);
  const forced = layout.data?.first_login_to_change_password === 1 && !changed;

  const onInfo = location.pathname.replace(/\/+$/, '') === INFO_PATH;
  useEffect(() => {
    if (forced && !isDesktop && !onInfo) navigate(INFO_PATH);
  }, [forced, isDesktop, onInfo, navigate]);

  return (
    <Modal
      open={forced && isDesktop}
      dismissible={false}
      onClose={() => undefined}
      title={t('password.forced_title')}
      describedBy={reasonId}
    >
      <p id={reasonId}>{t('password.forced_reason')}</p>
      <ChangePasswordForm headingLevel={null} onChanged={() => setChanged(true)} />
    </Modal>
  );
}
