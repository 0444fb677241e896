// The announcements' marquee under the carousel (spec 02 §7: /arks/web/announcement/marquee): one
// line of HOME_BANNERS_BOX.marqueeHeight that ticks continuously (two copies of the items, the
// second hidden from readers and the keyboard, move by half their width), held while the pointer
// is over it or focus is inside (CSS), a still list that scrolls by hand under reduced motion. Each
// title is a button that opens the news modal. After a login the list is asked again (members
// may see more); the language is in the key. The news modal is a lazy chunk, loaded on a click.
import { BusEvent, HOME_BANNERS_BOX, useReducedMotion, useRemoteProps, type Announcement } from '@croupier/shared';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../carousel/index.js';
import { MARQUEE_SPEED_PX_S } from '../constants.js';
import { NAMESPACE } from '../i18n.js';
import { useMarquee } from './api/marquee.js';
import './styles.css';

const NewsModal = lazy(() => import('../news/index.js').then((m) => ({ default: m.NewsModal })));

const NONE: Announcement[] = [];

export function Marquee() {
  const { t } = useTranslation(NAMESPACE);
  const { bus } = useRemoteProps();
  const marquee = useMarquee();
  const reducedMotion = useReducedMotion();
  const [open, setOpen] = useState<Announcement | null>(null);
  const items = marquee.data?.web_announcement_list ?? NONE;
  useFailureToast(marquee, 'marquee.failed');

  const { refetch } = marquee;
  useEffect(() => bus.on(BusEvent.afterLoginLoads, () => void refetch()), [bus, refetch]);

  // The ticker's duration follows the width of one copy, so every line moves at the same speed.
  const copy = useRef<HTMLUListElement>(null);
  const [duration, setDuration] = useState(30);
  useLayoutEffect(() => {
    const element = copy.current;
    if (!element || reducedMotion) return;
    const measure = () => setDuration(Math.max(8, element.scrollWidth / MARQUEE_SPEED_PX_S));
    // A ResizeObserver reports the first size itself, after the browser's own layout, before the
    // paint; measuring here too would make it lay the page out inside this commit (Total Blocking Time).
    if (typeof ResizeObserver === 'undefined') return void measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [items, reducedMotion]);

  const list = (hidden: boolean) => (
    <ul className="mfpr-marquee__list" ref={hidden ? undefined : copy} aria-hidden={hidden || undefined} inert={hidden}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="mfpr-marquee__item"
            onClick={() => setOpen(item)}
            tabIndex={hidden ? -1 : undefined}
          >
            {item.title}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      className="mfpr-marquee"
      style={{ height: HOME_BANNERS_BOX.marqueeHeight }}
      aria-label={t('marquee.label')}
    >
      <svg
        className="mfpr-marquee__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h2l4 4V5L6 9H4a1 1 0 0 0-1 1Zm11.5 2A4.5 4.5 0 0 0 12 8v8a4.5 4.5 0 0 0 2.5-4ZM12 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
        />
      </svg>
      <div className={`mfpr-marquee__viewport${reducedMotion ? ' mfpr-marquee__viewport--still' : ''}`}>
        {items.length > 0 && (
          <div
            className={reducedMotion ? 'mfpr-marquee__still' : 'mfpr-marquee__ticker'}
            style={reducedMotion ? undefined : { animationDuration: `${duration}s` }}
          >
            {list(false)}
            {!reducedMotion && list(true)}
          </div>
        )}
      </div>
      <Suspense fallback={null}>{open && <NewsModal announcement={open} onClose={() => setOpen(null)} />}</Suspense>
    </section>
  );
}
