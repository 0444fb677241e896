// A remote's parcel with what the remote drew first into the page's HTML (remote-frame.ts) standing
// in its place until the remote has drawn. The stand-in lies over the slot (absolutely placed, so
// nothing moves when the remote's own content arrives under it) and goes when the remote's mount
// has resolved (its first commit is on screen) and nothing it drew is aria-busy any more (its
// first data is in: the stand-in does not give way to a skeleton), at most FIRST_PAINT_HOLD_MS
// after the mount; at once when the remote failed or the page is left. What the mounted remote
// draws while still busy is hidden under it: it neither shows through nor counts as moving. Without
// a kept first paint of this remote (any later navigation) it is the parcel.
import { useCallback, useEffect, useRef, useState } from 'react';
import { RemoteParcel, type RemoteParcelProps } from '../remotes/remote-parcel.js';
import { dropRemoteFrame, remoteFrame } from './remote-frame.js';

/** The longest the stand-in waits for a mounted remote that is still busy: a slow answer shows the remote's own state. */
export const FIRST_PAINT_HOLD_MS = 3000;

const STAND_IN = 'cr-route-remote-frame__stand-in';
/** What the remote drew (the slot but the stand-in) is still loading. */
const BUSY = `:scope > :not(.${STAND_IN})[aria-busy="true"], :scope > :not(.${STAND_IN}) [aria-busy="true"]`;

export function FramedRemoteParcel(props: RemoteParcelProps) {
  const [frame] = useState(() => remoteFrame(props.module));
  const [shown, setShown] = useState(frame !== null);
  const [mounted, setMounted] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const adopt = useCallback(
    (box: HTMLDivElement | null) => {
      if (box && frame) box.append(frame);
    },
    [frame],
  );
  // Once shown and replaced (or the page left), the page has no more use for it.
  const { module, onMounted } = props;
  useEffect(() => (frame ? () => dropRemoteFrame(module) : undefined), [frame, module]);
  const drawn = useCallback(() => {
    setMounted(true);
    onMounted?.();
  }, [onMounted]);
  const letGo = useCallback(() => {
    setShown(false);
    dropRemoteFrame(module);
  }, [module]);

  useEffect(() => {
    const root = slot.current;
    if (!mounted || !shown || !root) return;
    const busy = () => root.querySelector(BUSY) !== null;
    if (!busy()) return letGo();
    const observer = new MutationObserver(() => {
      if (!busy()) letGo();
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    const cap = setTimeout(letGo, FIRST_PAINT_HOLD_MS);
    return () => {
      observer.disconnect();
      clearTimeout(cap);
    };
  }, [mounted, shown, letGo]);

  if (!frame) return <RemoteParcel {...props} />;
  return (
    <div
      className={mounted && shown ? 'cr-route-remote-frame cr-route-remote-frame--held' : 'cr-route-remote-frame'}
      ref={slot}
    >
      <RemoteParcel {...props} onMounted={drawn} onFailed={letGo} />
      {shown && <div ref={adopt} className={STAND_IN} aria-hidden="true" />}
    </div>
  );
}
