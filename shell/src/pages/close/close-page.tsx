// /close: the lobby-return URL given to game providers (spec 02 §2). In a popup (a game window)
// it closes that window; framed in the site's own page it sends that page home; otherwise it
// goes to '/' itself. Before any of that it tells the site the window is closing, so a game's
// quit step runs (window-msg quickGame to the opener, or the bus in place).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../services/services-context.js';
import { SHELL_NS } from '../../i18n/shell-namespace.js';
import { announceWindowClosing } from '../../windows/close-window.js';

export function ClosePage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const home = useHref('/');
  const { search } = useLocation();
  const { bus } = useServices();

  useEffect(() => {
    announceWindowClosing(search, bus);
    if (window.opener && window.opener !== window) {
      window.close();
      // A browser may refuse to close a window it did not open by script: go home instead.
      if (!window.closed) navigate('/', { replace: true });
      return;
    }
    if (window.top && window.top !== window) {
      try {
        window.top.location.assign(home);
        return;
      } catch {
        // another origin framed us: fall through and go home inside the frame
      }
    }
    navigate('/', { replace: true });
    // Runs once, when /close loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <p className="cr-page-close" role="status">
      {t('routing.close.returning')}
    </p>
  );
}
