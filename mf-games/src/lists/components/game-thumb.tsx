// A thumbnail in a box of fixed aspect ratio: loaded lazily and decoded off the main thread, and
// when the art is missing or fails, the name's first letter stands in (same box, no shift).
import { useState } from 'react';

export function GameThumb({ src, name, hall }: { src: string; name: string; hall: boolean }) {
  const [failed, setFailed] = useState(false);
  // The api's art: 240x240 per game, 200x80 per provider logo.
  const [width, height] = hall ? [200, 80] : [240, 240];
  return (
    <span className={hall ? 'mfg-thumb mfg-thumb--hall' : 'mfg-thumb'}>
      {src && !failed ? (
        <img src={src} alt="" width={width} height={height} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className="mfg-thumb__fallback" aria-hidden="true">
          {Array.from(name.trim())[0]?.toLocaleUpperCase() ?? ''}
        </span>
      )}
    </span>
  );
}
