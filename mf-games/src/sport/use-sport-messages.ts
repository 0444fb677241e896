// Listens to the sportsbook iframe's window messages, accepting only those that come from the
// iframe's own origin AND from its window (another frame of that origin is not the sportsbook).
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { readSportMessage, type SportAction } from './sport-message.js';

export function useSportMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  url: string | null,
  onAction: (action: SportAction) => void,
) {
  const handle = useEffectEvent(onAction);
  useEffect(() => {
    if (!url) return undefined;
    const origin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (event.origin !== origin || !source || event.source !== source) return;
      const action = readSportMessage(event.data);
      if (action) handle(action);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, url]);
}
