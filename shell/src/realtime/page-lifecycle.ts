// The socket lives as long as the page (spec 01 §4: closed on teardown): closed when the page
// is hidden for good or put in the back-forward cache, opened again if the page comes back.
import type { Realtime } from '@croupier/shared';

export function closeSocketWithPage(
  realtime: Pick<Realtime, 'connect' | 'disconnect'>,
  target: Window = window,
): () => void {
  const onHide = () => realtime.disconnect();
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) realtime.connect();
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('pageshow', onShow);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('pageshow', onShow);
  };
}
