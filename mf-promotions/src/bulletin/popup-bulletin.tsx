// The pop-up promotion bulletin with its display rules and history (spec 02 §4, §6, §7).
// Guests ask /arks/web/bulletin, members /arks/web/bulletin/member (display_location 3 on the
// deposit page, else 2); whether it shows is shouldShowBulletin's. Closing stores the close time
// (not on the deposit page) and clears the content; a member's display_frequency 0 bulletin is
// also hidden on the server (/bulletin/member/hide) and asked again. The history opens inside the
// pop-up, or on its own through the history store (the /discount page's button).
// This part is on every page, so it only asks and decides: the modal itself (items, tabs, history,
// styles) is a lazy chunk, fetched the first time there is something to show.
import { isPlainHtml, loadSanitizer, useModalOpen, useRemoteProps, type BulletinList } from '@croupier/shared';
import { useSiteTimezone } from '@croupier/shared/dates';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { MODAL_QUERY } from '../constants.js';
import { bulletinQuery, useBulletinArgs, useBulletins } from './api/bulletins.js';
import { useHideBulletins } from './api/bulletin-hide.js';
import { useBulletinHistory } from './history-store.js';
import { readCancelled, readCloseTime, storeCancelled, storeCloseTime } from './session-marks.js';
import { shouldShowBulletin } from './show-rules.js';
import { useDepositPage } from './use-deposit-page.js';
import { useSessionReload } from './use-session-reload.js';

// The sanitiser comes with the modal's code, so the operator's HTML is in the modal's first frame: a
// centred modal that grew once open moved up the screen (Lighthouse's largest layout shift on home).
// Not when every item is plain formatting, which needs none (isPlainHtml); the history's items come
// later, so its modal always brings it.
const modalCode = (sanitizer: boolean) =>
  Promise.all([import('./bulletin-modal.js'), sanitizer && loadSanitizer()]).then(([m]) => m);
const BulletinModal = lazy(() => modalCode(true).then((m) => ({ default: m.BulletinModal })));
const PlainBulletinModal = lazy(() => modalCode(false).then((m) => ({ default: m.BulletinModal })));
const BulletinHistoryModal = lazy(() => modalCode(true).then((m) => ({ default: m.BulletinHistoryModal })));

const hasModalQuery = (search: string) => new URLSearchParams(search).has(MODAL_QUERY);

export function PopupBulletin() {
  const { location, queryClient, api } = useRemoteProps();
  useSessionReload();
  const onDepositPage = useDepositPage();
  const args = useBulletinArgs(onDepositPage);
  const bulletins = useBulletins(args);
  const zone = useSiteTimezone();
  const hide = useHideBulletins(args.memberId);
  const [closeTime, setCloseTime] = useState(readCloseTime);
  const [cancelled, setCancelled] = useState(readCancelled);
  const items = bulletins.data?.list ?? [];
  const history = useBulletinHistory();

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
  // It opens in a deferred (time-sliced) render, not in React Query's synchronous update with the
  // rest of the page's first answers (Total Blocking Time); it closes at once.
  const open = useDeferredValue(show) && show;

  const clearContent = () => {
    const key = bulletinQuery(api, args).queryKey;
    queryClient.setQueryData<BulletinList>(key, (data) => (data ? { ...data, list: [] } : data));
  };

  const close = () => {
    if (!onDepositPage) setCloseTime(storeCloseTime(zone));
    const once = bulletins.data?.setting.display_frequency === 0;
    clearContent();
    if (args.location !== null && once) {
      hide.mutate({ site_id: args.siteId, display_device: args.device, display_location: args.location });
    }
  };

  const Modal = items.every((item) => isPlainHtml(item.content)) ? PlainBulletinModal : BulletinModal;

  const cancel = () => {
    storeCancelled();
    setCancelled(true);
  };

  return (
    <>
      <Suspense fallback={null}>{open && <Modal items={items} onClose={close} onCancel={cancel} />}</Suspense>
      <Suspense fallback={null}>{history.open && <BulletinHistoryModal onClose={history.closeHistory} />}</Suspense>
    </>
  );
}
