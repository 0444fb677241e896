// What /gameHall/4 shows (spec 01 §4): the sportsbook in an iframe once its quickbet URL has been
// fetched and found loadable, else an error state with Retry. The sportsbook talks back with
// window messages: S001 sets the frame's height, a U003 event opens a game through the launcher.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLauncher } from '../launcher/index.js';
import { useSportsbook } from './api/sportsbook.js';
import type { SportAction } from './sport-message.js';
import './sport-styles.css';
import { useSportMessages } from './use-sport-messages.js';

export function SportHall() {
  const { t } = useTranslation();
  const launcher = useLauncher();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  const sportsbook = useSportsbook();
  const url = sportsbook.data?.loadable ? sportsbook.data.url : null;

  useSportMessages(frame, url, (action: SportAction) => {
    if (action.kind === 'height') setHeight(action.height);
    // The sportsbook's click is the gesture: the launcher opens the game window from here.
    else launcher.launch(action.game);
  });

  if (url) {
    return (
      <div className="mf-games-sport">
        <iframe
          ref={frame}
          className="mf-games-sport__frame"
          title={t('sport.title')}
          src={url}
          style={height === null ? undefined : { height: `${height}px` }}
          allow="fullscreen"
        />
      </div>
    );
  }

  if (sportsbook.isPending || sportsbook.isFetching) {
    return (
      <div className="mf-games-sport mf-games-sport__state" aria-busy="true">
        <p role="status">{t('sport.loading')}</p>
      </div>
    );
  }

  // Refused, failed, or not loadable in a frame.
  return (
    <div className="mf-games-sport mf-games-sport__state">
      <p role="alert">{t('sport.failed')}</p>
      <button type="button" className="cr-button cr-button--primary" onClick={() => void sportsbook.refetch()}>
        {t('sport.retry')}
      </button>
    </div>
  );
}
