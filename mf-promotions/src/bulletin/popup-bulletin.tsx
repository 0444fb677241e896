// The pop-up promotion bulletin with its display rules and history (spec 02 §4, §6, §7; issue 13).
// Guests ask /arks/web/bulletin, members /arks/web/bulletin/member (display_location 3 on the
// deposit page, else 2); whether it shows is shouldShowBulletin's. Closing stores the close time
// (not on the deposit page) and clears the content; a member's display_frequency 0 bulletin is
// also hidden on the server (/bulletin/member/hide) and asked again. The history opens inside the
// pop-up, or on its own through the history store (the /discount page's button).
import { Modal, useModalOpen, useRemoteProps, useSiteTimezone, type BulletinList } from '@croupier/shared';
import { useInsertionEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_QUERY } from '../constants.js';
import { NAMESPACE } from '../i18n.js';
import { bulletinQuery, useBulletinArgs, useBulletins } from './api/bulletins.js';
import { useHideBulletins } from './api/bulletin-hide.js';
import { BulletinHistoryList } from './bulletin-history-list.js';
import { BulletinItems } from './bulletin-items.js';
import { useBulletinHistory } from './history-store.js';
import { readCancelled, readCloseTime, storeCancelled, storeCloseTime } from './session-marks.js';
import { shouldShowBulletin } from './show-rules.js';
import { ensureBulletinStyles } from './styles.js';
import { useDepositPage } from './use-deposit-page.js';
import { useSessionReload } from './use-session-reload.js';

const hasModalQuery = (search: string) => new URLSearchParams(search).has(MODAL_QUERY);

export function PopupBulletin() {
  const { t } = useTranslation(NAMESPACE);
  const { location, queryClient, api } = useRemoteProps();
  useInsertionEffect(() => ensureBulletinStyles(), []);
  useSessionReload();
  const onDepositPage = useDepositPage();
  const args = useBulletinArgs(onDepositPage);
  const bulletins = useBulletins(args);
  const zone = useSiteTimezone();
  const hide = useHideBulletins(args.memberId);
  const [closeTime, setCloseTime] = useState(readCloseTime);
  const [cancelled, setCancelled] = useState(readCancelled);
  const [view, setView] = useState<'bulletins' | 'history'>('bulletins');
  const items = bulletins.data?.list ?? [];

  // "The modal is not otherwise visible": any open modal but this pop-up's own (once shown, it
  // stays until closed; a modal opened over it does not take it away).
  const anyModalOpen = useModalOpen();
  const [showing, setShowing] = useState(false);
  const show = shouldShowBulletin({
    cancelled,
    modalQuery: hasModalQuery(location.search),
    loggedIn: args.memberId !== null,
    onDepositPage,
    updatedAts: items.map((item) => item.updated_at),
    closeTime,
    otherModalOpen: anyModalOpen && !showing,
  });
  if (show !== showing) setShowing(show);

  const clearContent = () => {
    const key = bulletinQuery(api, args).queryKey;
    queryClient.setQueryData<BulletinList>(key, (data) => (data ? { ...data, list: [] } : data));
  };

  const close = () => {
    setView('bulletins');
    if (!onDepositPage) setCloseTime(storeCloseTime(zone));
    const once = bulletins.data?.setting.display_frequency === 0;
    clearContent();
    if (args.location !== null && once) {
      hide.mutate({ site_id: args.siteId, display_device: args.device, display_location: args.location });
    }
  };

  const cancel = () => {
    storeCancelled();
    setCancelled(true);
    setView('bulletins');
  };

  return (
    <>
      <Modal
        open={show}
        onClose={close}
        title={view === 'history' ? t('bulletin.history_title') : t('bulletin.title')}
        className="mfpr-bulletin"
      >
        {view === 'history' ? <BulletinHistoryList /> : <BulletinItems items={items} />}
        <div className="mfpr-bulletin__actions">
          {view === 'history' ? (
            <button type="button" className="cr-button" onClick={() => setView('bulletins')}>
              {t('bulletin.back')}
            </button>
          ) : (
            <button type="button" className="cr-button" onClick={() => setView('history')}>
              {t('bulletin.history')}
            </button>
          )}
          <button type="button" className="cr-button" onClick={cancel}>
            {t('bulletin.cancel_session')}
          </button>
          <button type="button" className="cr-button cr-button--primary" onClick={close}>
            {t('bulletin.ok')}
          </button>
        </div>
      </Modal>
      <StandaloneHistory />
    </>
  );
}

/** The history on its own, opened by openHistory() (the /discount page's "Bulletin history"). */
function StandaloneHistory() {
  const { t } = useTranslation(NAMESPACE);
  const { open, closeHistory } = useBulletinHistory();
  return (
    <Modal open={open} onClose={closeHistory} title={t('bulletin.history_title')} className="mfpr-bulletin">
      <BulletinHistoryList />
    </Modal>
  );
}
