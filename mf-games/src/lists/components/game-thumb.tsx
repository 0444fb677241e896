// A thumbnail in a box of fixed aspect ratio, decoded off the main thread; when the art is missing
// or fails, the name's first letter stands in (same box, no shift). Art below the first row loads
// lazily; the first row's is fetched at once (the page's largest paint on a list), the first two
// of it ahead of everything else.
import { useState } from 'react';
import { artSize } from './grid-art.js';

/** How the art is asked for: 'high' (LCP candidates), 'eager' (the rest of the first row), 'lazy'. */
export type ThumbLoading = 'high' | 'eager' | 'lazy';

export function GameThumb({
  src,
  name,
  hall,
  loading = 'lazy',
}: {
  src: string;
  name: string;
  hall: boolean;
  loading?: ThumbLoading;
}) {
  const [failed, setFailed] = useState(false);
  const [width, height] = artSize(hall);
  return (
    <span className={hall ? 'mfg-thumb mfg-thumb--hall' : 'mfg-thumb'}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'high' ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="mfg-thumb__fallback" aria-hidden="true">
          {Array.from(name.trim())[0]?.toLocaleUpperCase() ?? ''}
        </span>
      )}
    </span>
  );
}
