// The reality check and the session time limit in the page, mounted by the
// member-services parcel for a logged-in member on every page. While the check is open, mf-games
// shows the same message in every running game's page (BusEvent.realityCheck); an answer given
// there (BusEvent.realityCheckAnswered) acts as the same button here.
import { BusEvent, useRemoteProps } from '@croupier/shared';
import { useEffect, useEffectEvent } from 'react';
import { pagePath } from '../frame/index.js';
import { RealityCheckDialog, useRealityCheckTexts } from './reality-check-dialog.js';
import { SessionLimitDialog } from './session-limit-dialog.js';
import { useRealityCheckSchedule } from './use-reality-check-schedule.js';
import { useResponsibleGamingNotices } from './use-responsible-gaming-notices.js';

const HISTORY_PATH = pagePath('Transaction');

export function RealityCheck() {
  const { bus, navigate } = useRemoteProps();
  const { check, limitReached, closeCheck, closeLimit } = useRealityCheckSchedule();
  const texts = useRealityCheckTexts(check);
  useResponsibleGamingNotices();

  const logOut = () => {
    closeCheck();
    closeLimit();
    bus.emit(BusEvent.logoutRequested, { reason: 'reality-check' });
  };

  useEffect(() => {
    if (!texts) return;
    const { title, logged_in, net_result, keep_playing, log_out } = texts;
    bus.emit(BusEvent.realityCheck, { open: true, title, body: `${logged_in} ${net_result}`, keep_playing, log_out });
    return () => bus.emit(BusEvent.realityCheck, { open: false });
  }, [bus, texts]);

  const answered = useEffectEvent((answer: 'keep-playing' | 'log-out') => {
    if (!check) return;
    if (answer === 'log-out') logOut();
    else closeCheck();
  });
  useEffect(() => bus.on(BusEvent.realityCheckAnswered, ({ answer }) => answered(answer)), [bus]);

  return (
    <>
      <RealityCheckDialog
        texts={texts}
        onKeepPlaying={closeCheck}
        onViewHistory={() => {
          closeCheck();
          navigate(HISTORY_PATH);
        }}
        onLogOut={logOut}
      />
      <SessionLimitDialog limitMinutes={limitReached} onClose={closeLimit} onLogOut={logOut} />
    </>
  );
}
