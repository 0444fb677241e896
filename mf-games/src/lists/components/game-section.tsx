// A titled section of games (home page sections, a hall's providers and games).
import { useId, type ReactNode } from 'react';
import type { GameEntry } from '@croupier/shared';
import { GameGrid } from './game-grid.js';

export function GameSection({
  title,
  entries,
  gtId,
  level = 2,
  note,
  eager = false,
  firstChunk,
}: {
  title: string;
  entries: readonly GameEntry[];
  gtId: number;
  level?: 2 | 3;
  note?: ReactNode;
  /** The page's first list: its first row's art loads at once (GameGrid). */
  eager?: boolean;
  /** GameGrid's first chunk (BELOW_FOLD_CHUNK for a list far down its page). */
  firstChunk?: number;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="mfg-section" aria-labelledby={id}>
      <div className="mfg-section__head">
        <Heading id={id} className="mfg-section__title">
          {title}
        </Heading>
        {note}
      </div>
      <GameGrid entries={entries} gtId={gtId} eager={eager} firstChunk={firstChunk} />
    </section>
  );
}
