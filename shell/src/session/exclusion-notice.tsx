// A time-out or self-exclusion started: the api ended every session of the member, so
// every open tab logs out at once (reason 'responsible-gaming') and says until when, in the site's
// time zone, and what is still open to the member: the help pages and customer service.
// The notice comes on the bus (the shell relays the member channel's event; a call refused with
// 401 because of it says so too, shell-api.ts) or, for a tab whose socket missed it, from another
// tab (responsible-gaming-notice.ts); each one is handled once.
import { BusEvent, type ResponsibleGamingNotice } from '@croupier/shared';
import { MINUTE_FORMAT } from '@croupier/shared/dates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { formatDate, getSiteTimezone } from '../locale/site-timezone.js';
import { useServices } from '../services/services-context.js';
import { takeKeptNotices, tabHadMember } from './kept-notices.js';
import {
  isExclusionNotice,
  onSharedExclusionNotice,
  readSharedNotice,
  shareExclusionNotice,
  type ExclusionNotice,
} from './responsible-gaming-notice.js';
import { LazyModal } from '../layout/lazy-modal.js';

/** Help pages stay open during an exclusion. */
export const HELP_PAGES_PATH = '/faq';

export function ExclusionNoticeDialog() {
  const services = useServices();
  const { t } = useTranslation(SHELL_NS);
  const [shown, setShown] = useState<ExclusionNotice | null>(null);
  const handled = useRef(new Set<string>());

  useEffect(() => {
    const { bus, logout, stores } = services;
    /** false when this notice was already handled (heard on the socket and from another tab). */
    const take = (notice: ExclusionNotice): boolean => {
      const key = `${notice.reason}:${notice.until}`;
      if (handled.current.has(key)) return false;
      handled.current.add(key);
      // A tab that learnt of it late may be logged out already (the api refused its calls): nothing to end.
      if (stores.session.getState().isLoggedIn) void logout({ reason: 'responsible-gaming' });
      setShown(notice);
      return true;
    };
    // A tab that was a guest throughout takes no notice; a member's tab (logged out meanwhile by a
    // refused call, or not) takes it and relays it like its own socket would have.
    const fromAnotherTab = (notice: ExclusionNotice) => {
      if (tabHadMember(stores.session) && take(notice)) bus.emit(BusEvent.responsibleGamingNotice, notice);
    };
    // This page's own (its socket, its call refused): the other tabs hear it from this one.
    const fromThisPage = (notice: ResponsibleGamingNotice) => {
      if (isExclusionNotice(notice) && take(notice)) shareExclusionNotice(notice);
    };
    const offs = [bus.on(BusEvent.responsibleGamingNotice, fromThisPage), onSharedExclusionNotice(fromAnotherTab)];
    // What arrived while this part was loading (kept-notices.ts).
    for (const kept of takeKeptNotices()) {
      if (typeof kept !== 'string') fromThisPage(kept);
      else {
        const notice = readSharedNotice(kept);
        if (notice) fromAnotherTab(notice);
      }
    }
    return () => offs.forEach((off) => off());
  }, [services]);

  const close = () => setShown(null);
  const kind = shown?.reason === 'self_exclusion' ? 'selfExclusion' : 'timeOut';
  return (
    <LazyModal
      open={shown !== null}
      onClose={close}
      title={t(`responsibleGaming.${kind}.title`)}
      className="cr-shell-notice"
    >
      {shown && (
        <>
          <p>
            {t(`responsibleGaming.${kind}.until`, {
              date: formatDate(shown.until, MINUTE_FORMAT),
              zone: getSiteTimezone(),
            })}
          </p>
          <p>{t('responsibleGaming.stillOpen')}</p>
          <div className="cr-shell-notice__actions">
            <Link to={HELP_PAGES_PATH} className="cr-shell-button" onClick={close}>
              {t('responsibleGaming.helpPages')}
            </Link>
            <button
              type="button"
              className="cr-shell-button"
              onClick={() => services.bus.emit(BusEvent.customerServiceRequested, {})}
            >
              {t('responsibleGaming.customerService')}
            </button>
            <button type="button" className="cr-shell-button" onClick={close}>
              {t('responsibleGaming.ok')}
            </button>
          </div>
        </>
      )}
    </LazyModal>
  );
}
