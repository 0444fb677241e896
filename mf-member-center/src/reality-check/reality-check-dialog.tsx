// The reality check (UKGC RTS 13): a dialog over the site and the game that the member
// must answer, with the time since login, the session's net result in the member's currency and
// three actions. Its texts are also what a game's page shows (useRealityCheckTexts).
import { formatMoney, Modal } from '@croupier/shared';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

/** What a check shows: read from the state asked for when it came. */
export interface RealityCheckView {
  minutes: number;
  net_result: string;
  currency: string;
}

export interface RealityCheckTexts {
  title: string;
  logged_in: string;
  net_result: string;
  keep_playing: string;
  view_history: string;
  log_out: string;
}

export function useRealityCheckTexts(view: RealityCheckView | null): RealityCheckTexts | null {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () =>
      view && {
        title: t('reality_check.title'),
        logged_in: t('reality_check.logged_in', { minutes: view.minutes }),
        net_result: t('reality_check.net_result', { amount: formatMoney(view.net_result, view.currency) }),
        keep_playing: t('reality_check.keep_playing'),
        view_history: t('reality_check.view_history'),
        log_out: t('reality_check.log_out'),
      },
    [view, t],
  );
}

export interface RealityCheckDialogProps {
  texts: RealityCheckTexts | null;
  onKeepPlaying: () => void;
  onViewHistory: () => void;
  onLogOut: () => void;
}

export function RealityCheckDialog({ texts, onKeepPlaying, onViewHistory, onLogOut }: RealityCheckDialogProps) {
  const bodyId = useId();
  // Focus starts on the harmless answer: an Enter pressed in play must not log the member out.
  const keepPlayingRef = useRef<HTMLButtonElement>(null);
  // Answered only by one of its actions: Escape and the backdrop do nothing.
  return (
    <Modal
      open={texts !== null}
      dismissible={false}
      onClose={() => undefined}
      title={texts?.title}
      describedBy={bodyId}
      initialFocusRef={keepPlayingRef}
      className="mf-member-reality-check"
    >
      {texts && (
        <>
          <div id={bodyId}>
            <p>{texts.logged_in}</p>
            <p>{texts.net_result}</p>
          </div>
          <div className="cr-dialog__actions">
            <button type="button" className="cr-button" onClick={onLogOut}>
              {texts.log_out}
            </button>
            <button type="button" className="cr-button" onClick={onViewHistory}>
              {texts.view_history}
            </button>
            <button ref={keepPlayingRef} type="button" className="cr-button cr-button--primary" onClick={onKeepPlaying}>
              {texts.keep_playing}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
