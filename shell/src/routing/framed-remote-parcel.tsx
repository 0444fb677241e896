// A remote route's parcel with what the remote drew first into the page's HTML (remote-frame.ts)
// standing in its place until the remote has drawn. The stand-in lies over the slot (absolutely
// placed, so nothing moves when the remote's own content arrives under it) and goes when the
// remote's mount has resolved (its first commit is on screen), when the remote failed, or when the
// page is left. Without a kept first paint of this remote (any later navigation) it is the parcel.
import { useCallback, useEffect, useState } from 'react';
import { RemoteParcel, type RemoteParcelProps } from '../remotes/remote-parcel.js';
import { dropRemoteFrame, remoteFrame } from './remote-frame.js';

export function FramedRemoteParcel(props: RemoteParcelProps) {
  const [frame] = useState(() => remoteFrame(props.module));
  const [shown, setShown] = useState(frame !== null);
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
    setShown(false);
    dropRemoteFrame(module);
    onMounted?.();
  }, [module, onMounted]);
  const failed = useCallback(() => {
    setShown(false);
    dropRemoteFrame(module);
  }, [module]);

  if (!frame) return <RemoteParcel {...props} />;
  return (
    <div className="cr-route-remote-frame">
      <RemoteParcel {...props} onMounted={drawn} onFailed={failed} />
      {shown && <div ref={adopt} className="cr-route-remote-frame__stand-in" aria-hidden="true" />}
    </div>
  );
}
