import type { ReactNode } from 'react';

/**
 * A table in a scrolling box of its own, focusable so a keyboard can scroll it: the box is a region
 * named by the table's caption (hidden unless `captionClass` shows it).
 */
export function CaptionedTable({
  id,
  caption,
  captionClass = 'visually-hidden',
  children,
}: {
  id: string;
  caption: ReactNode;
  captionClass?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="table">
        <caption id={id} className={captionClass}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
