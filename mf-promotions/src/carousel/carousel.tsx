// The home page's carousel (spec 02 §3, §7: /arks/web/carousel_picture): the desktop's large
// banners or the phones' ones, in the box HOME_BANNERS_BOX keeps for them (the shell reserves the
// same box while this loads, so nothing below moves; with no banners the box stays, empty). The
// APG carousel: a region "carousel" with the rotation button first, previous/next and one button
// per slide, slides as groups "n of m"; it rotates unless held (use-rotation.ts); touch swipes.
// A change published by the back office (BusEvent.promotionsBannersChanged) asks again.
import { BusEvent, HOME_BANNERS_BOX, useRemoteProps, useStore } from '@croupier/shared';
import { useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { promotionsKeys } from '../query-keys.js';
import { useCarousel } from './api/carousel-picture.js';
import { BannerSlide } from './banner-slide.js';
import { bannerSize } from './banner-size.js';
import './styles.css';
import { useFailureToast } from './use-failure-toast.js';
import { useRotation } from './use-rotation.js';

/** A horizontal move of this many px between pointer down and up is a swipe, not a tap. */
const SWIPE_PX = 40;

const DESKTOP_SIZE = bannerSize(HOME_BANNERS_BOX.desktopAspectRatio);
const MOBILE_SIZE = bannerSize(HOME_BANNERS_BOX.mobileAspectRatio);

export function Carousel() {
  const { t } = useTranslation(NAMESPACE);
  const { bus, queryClient, stores } = useRemoteProps();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const banners = useCarousel();
  const pictures = banners.data?.web_carousel_picture_list ?? [];
  const count = pictures.length;
  const rotation = useRotation(count);
  const swipe = useRef<{ x: number; swiped: boolean }>({ x: 0, swiped: false });
  useFailureToast(banners, 'carousel.failed');

  useEffect(
    () =>
      bus.on(
        BusEvent.promotionsBannersChanged,
        () => void queryClient.invalidateQueries({ queryKey: promotionsKeys.carousels() }),
      ),
    [bus, queryClient],
  );

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) rotation.hold('focus', false);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, swiped: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || count < 2) return;
    const dx = event.clientX - swipe.current.x;
    if (Math.abs(dx) < SWIPE_PX) return;
    swipe.current.swiped = true;
    if (dx < 0) rotation.next();
    else rotation.previous();
  };
  const onClickCapture = (event: React.MouseEvent) => {
    // The click that ends a swipe does not follow the banner's link.
    if (!swipe.current.swiped) return;
    swipe.current.swiped = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <section
      className="mfpr-carousel"
      style={{ aspectRatio: isDesktop ? HOME_BANNERS_BOX.desktopAspectRatio : HOME_BANNERS_BOX.mobileAspectRatio }}
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      aria-busy={banners.isPending || undefined}
      onMouseEnter={() => rotation.hold('hover', true)}
      onMouseLeave={() => rotation.hold('hover', false)}
      onFocus={() => rotation.hold('focus', true)}
      onBlur={onBlur}
    >
      {count > 1 && (
        <button
          type="button"
          className="mfpr-carousel__control mfpr-carousel__rotation"
          aria-label={rotation.stopped ? t('carousel.play') : t('carousel.pause')}
          onClick={rotation.toggle}
        >
          <span aria-hidden="true">{rotation.stopped ? '▶' : '❚❚'}</span>
        </button>
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            className="mfpr-carousel__control mfpr-carousel__previous"
            aria-label={t('carousel.previous')}
            onClick={rotation.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="mfpr-carousel__control mfpr-carousel__next"
            aria-label={t('carousel.next')}
            onClick={rotation.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      <div
        className="mfpr-carousel__viewport"
        aria-live={rotation.rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClickCapture={onClickCapture}
      >
        <div className="mfpr-carousel__track">
          {pictures.map((picture, i) => (
            <BannerSlide
              key={picture.id}
              picture={picture}
              position={i + 1}
              count={count}
              shown={i === rotation.index}
              size={isDesktop ? DESKTOP_SIZE : MOBILE_SIZE}
            />
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <div className="mfpr-carousel__dots" role="group" aria-label={t('carousel.pick')}>
            {pictures.map((picture, i) => (
              <button
                key={picture.id}
                type="button"
                className="mfpr-carousel__dot"
                aria-label={t('carousel.go_to', { n: i + 1 })}
                aria-current={i === rotation.index || undefined}
                onClick={() => rotation.go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
