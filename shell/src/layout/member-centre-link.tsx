// The header's member-centre entry, with the unread-letter badge. On desktop /user opens in its
// own window (windows/open-rules.ts); elsewhere, or when the popup is blocked, in this page.
import { useStore } from '@croupier/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentDevice } from '../device/current-device.js';
import { isNativeApp } from '../device/detect-device.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { useServices } from '../services/services-context.js';
import { useStableNavigate } from '../services/use-stable-navigate.js';
import { openTarget } from '../windows/open-target.js';
import { UnreadLettersBadge } from './unread-badge.js';

const MEMBER_CENTRE_PATH = '/user';

export function MemberCentreLink() {
  const { stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const navigate = useStableNavigate();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openTarget(MEMBER_CENTRE_PATH, { isDesktop, inApp: isNativeApp(currentDevice()), navigate });
  };
  return (
    <Link
      to={MEMBER_CENTRE_PATH}
      className="cr-shell-button cr-shell-button--ghost cr-shell-member-centre"
      onClick={onClick}
    >
      {t('layout.memberCentre')}
      <UnreadLettersBadge />
    </Link>
  );
}
