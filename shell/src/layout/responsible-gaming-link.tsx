// The footer's "Responsible gaming" link to the member's limits, time-out and
// self-exclusion in the member centre. A member on desktop gets it in the member centre's own
// window, as the header's entry opens it; a guest goes to the route, where the member-area guard
// asks them to log in first, as on every member route.
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

export const RESPONSIBLE_GAMING_PATH = '/user/ResponsibleGaming';

export function ResponsibleGamingLink() {
  const { stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const navigate = useStableNavigate();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isLoggedIn || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openTarget(RESPONSIBLE_GAMING_PATH, { isDesktop, inApp: isNativeApp(currentDevice()), navigate });
  };
  return (
    <Link to={RESPONSIBLE_GAMING_PATH} onClick={onClick}>
      {t('footer.responsibleGaming')}
    </Link>
  );
}
