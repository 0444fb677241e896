// Desktop or mobile (spec 01 §1, §9): desktop at a window width of 992 px or more, or always when
// the site sets DESKTOP_LOCK. Resizes are debounced (RESIZE_DEBOUNCE_MS) so dragging a window
// edge does not swap layouts on every pixel.
import { DESKTOP_MIN_WIDTH_PX, isDesktopWidth, type UiStore } from '@croupier/shared';

/** Spec 01 §9: resize debounce 1000 ms. */
export const RESIZE_DEBOUNCE_MS = 1_000;

/** What the page lays itself out at when DESKTOP_LOCK forces desktop on a phone (see lockViewport). */
export const DESKTOP_LOCK_VIEWPORT_WIDTH = 1280;

export const isDesktopMode = (width: number, desktopLock: boolean): boolean => desktopLock || isDesktopWidth(width);

type DeviceWindow = Pick<
  Window,
  'innerWidth' | 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'
> &
  Partial<Pick<Window, 'matchMedia'>>;

export interface DeviceWatchOptions {
  ui: UiStore;
  desktopLock: boolean;
  win?: DeviceWindow;
}

/**
 * Whether the window is desktop-wide, asked as a media query: on a phone (a viewport meta) reading
 * innerWidth makes the browser lay out the whole page there and then, which in the shell's first
 * commit would be one more long task (Total Blocking Time). innerWidth only where there is no matchMedia.
 */
export const isDesktopViewport = (win: DeviceWindow): boolean =>
  typeof win.matchMedia === 'function'
    ? win.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`).matches
    : isDesktopWidth(win.innerWidth);

/** Sets the ui store's isDesktop now and after every resize (debounced). Returns the stop function. */
export function watchDevice({ ui, desktopLock, win = window }: DeviceWatchOptions): () => void {
  const apply = () => {
    const next = desktopLock || isDesktopViewport(win);
    if (ui.getState().isDesktop !== next) ui.getState().setIsDesktop(next);
  };
  apply();
  let timer: number | undefined;
  const onResize = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = win.setTimeout(apply, RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize);
  return () => {
    if (timer !== undefined) win.clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}

/**
 * With DESKTOP_LOCK a phone lays the page out at DESKTOP_LOCK_VIEWPORT_WIDTH and zooms out, as a
 * desktop-only site does, instead of squeezing the desktop layout into 390 px. Returns the undo.
 */
export function lockViewport(doc: Document, desktopLock: boolean): () => void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!desktopLock || !meta) return () => undefined;
  const previous = meta.content;
  meta.content = `width=${DESKTOP_LOCK_VIEWPORT_WIDTH}`;
  return () => {
    meta.content = previous;
  };
}
