// The game in the page (modal and /play modes). Sandboxed without top navigation: the provider's
// lobby button loads lobby_url ('/close?type=gameWindow') in the frame, and the shell's /close
// then tells this page (window-msg quickGame -> games:quit-requested) instead of reloading it.
// A frame that reaches /close by any other way is noticed on load as well. In the modal, Escape
// pressed inside a same-origin game (focus is in the frame, so the modal never hears it) closes too.
import { useTranslation } from 'react-i18next';
import { CLOSE_PATH } from './launch-env.js';
import { LAUNCHER_KEYS } from './message-keys.js';

const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-pointer-lock allow-orientation-lock allow-presentation';

export interface GameFrameProps {
  url: string;
  name: string;
  /** The game went back to the lobby (reached /close). */
  onLobby: () => void;
  /** Escape inside the game (modal mode). */
  onEscape?: () => void;
}

export function GameFrame({ url, name, onLobby, onEscape }: GameFrameProps) {
  const { t } = useTranslation();
  const onLoad = (event: React.SyntheticEvent<HTMLIFrameElement>) => {
    try {
      const frame = event.currentTarget.contentWindow;
      const path = frame?.location.pathname ?? '';
      if (path === CLOSE_PATH || path.endsWith(CLOSE_PATH)) {
        onLobby();
        return;
      }
      if (onEscape && frame) {
        // Each load is a new document: the listener goes with the old one.
        frame.addEventListener('keydown', (e: KeyboardEvent) => {
          if (e.key === 'Escape' && !e.defaultPrevented) onEscape();
        });
      }
    } catch {
      // Another origin's game: its location is not ours to read.
    }
  };
  return (
    <iframe
      className="mf-games-frame"
      src={url}
      title={t(LAUNCHER_KEYS.frameTitle, { name })}
      sandbox={SANDBOX}
      allow="autoplay; fullscreen; clipboard-write"
      allowFullScreen
      onLoad={onLoad}
    />
  );
}
