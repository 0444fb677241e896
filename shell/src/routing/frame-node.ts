// A node of the page frame's include (build/index.html) kept across React's first render, which
// clears the frame: the part of the page that draws the same thing shows that very node (already
// loaded and decoded: no flash, no second request) until it has drawn its own. The home page's
// first banner (home-banners-frame.ts) and its ads' pictures (layout/home-ads.tsx) are kept so.
import { useCallback, useEffect, useState } from 'react';

export interface FrameNode {
  /** At boot, before the first render: keeps the node, if the HTML had one. */
  keep(doc?: Document): void;
  /** The kept node (still to be shown), or null. */
  node(): HTMLElement | null;
  /** Shown and replaced, or not the visitor's: let go (and taken off the page). */
  drop(): void;
}

export function frameNode(selector: string): FrameNode {
  let kept: HTMLElement | null = null;
  return {
    keep: (doc = document) => void (kept = doc.querySelector<HTMLElement>(`#root ${selector}`)),
    node: () => kept,
    drop() {
      kept?.remove();
      kept = null;
    },
  };
}

/**
 * For the box that shows a kept node while its own content loads: whether there is one, and the
 * ref that puts it into the box. Shown once: let go when the box goes (its content has come).
 */
export function useFrameNode(part: FrameNode): { kept: boolean; adopt: (box: HTMLElement | null) => void } {
  const [node] = useState(part.node);
  const adopt = useCallback(
    (box: HTMLElement | null) => {
      if (box && node) box.append(node);
    },
    [node],
  );
  useEffect(() => (node ? part.drop : undefined), [node, part]);
  return { kept: node !== null, adopt };
}
