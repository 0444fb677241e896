// One banner: its picture (object-fit cover, sized by its width and height: the box's aspect ratio),
// inside what its
// target is — an external link, a site path (the shell's history, or a new tab), a button that
// asks mf-games to launch the game (emitted inside the click: a game window must open in the
// user's gesture), or nothing. A picture without a title is decorative; its link is named
// "Banner n".
import { BusEvent, useRemoteProps, type CarouselPicture } from '@croupier/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { bannerTarget } from './banner-target.js';

export interface BannerSlideProps {
  picture: CarouselPicture;
  position: number;
  count: number;
  shown: boolean;
  /** The picture's intrinsic size, px (HOME_BANNERS_BOX's ratio of the device's carousel). */
  size: { width: number; height: number };
}

/**
 * The first banner is the home page's largest paint (the shell preloaded it, start/lcp-preload.ts):
 * asked at once with high priority and decoded with the frame; the others lazily, off the main thread.
 */
const loadingOf = (position: number) =>
  position === 1
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);

export function BannerSlide({ picture, position, count, shown, size }: BannerSlideProps) {
  const { t } = useTranslation(NAMESPACE);
  const { bus, navigate } = useRemoteProps();
  const target = bannerTarget(picture);
  const name = picture.title ? undefined : t('carousel.banner', { n: position });
  const image = (
    <img
      src={picture.url}
      alt={picture.title}
      width={size.width}
      height={size.height}
      {...loadingOf(position)}
      draggable={false}
    />
  );
  const newTabNote = <span className="mfpr-visually-hidden"> ({t('carousel.new_tab')})</span>;

  let body = image;
  if (target.kind === 'external') {
    body = (
      <a
        href={target.href}
        aria-label={name}
        {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {image}
        {target.newTab && newTabNote}
      </a>
    );
  } else if (target.kind === 'internal') {
    const { path, newTab } = target;
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (newTab) window.open(path, '_blank', 'noopener');
      else navigate(path);
    };
    body = (
      <a href={path} aria-label={name} onClick={follow}>
        {image}
        {newTab && newTabNote}
      </a>
    );
  } else if (target.kind === 'game') {
    const { game } = target;
    body = (
      <button type="button" aria-label={name} onClick={() => bus.emit(BusEvent.gamesLaunchRequested, { game })}>
        {image}
      </button>
    );
  }
  return (
    <div
      className="mfpr-carousel__slide"
      role="group"
      aria-roledescription={t('carousel.slide_role')}
      aria-label={t('carousel.slide', { n: position, m: count })}
      aria-hidden={!shown || undefined}
      inert={!shown}
    >
      {body}
    </div>
  );
}
