// The answer of a page frame's include (GET /api/frame/*), which the web server puts into
// the shell's HTML: never stored (it follows the visitor's cookies or the data of the moment, and
// the page it goes into is never cached either); nothing to include is a 204.
import type { FastifyReply } from 'fastify';
import { SUPPORT_DEVICE } from '@croupier/shared/contracts';

export function sendFrameHtml(reply: FastifyReply, html: string) {
  reply.header('cache-control', 'no-store');
  if (!html) return reply.code(204).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

export type FrameDevice = 'all' | 'mobile' | 'pc';

/**
 * A frame's part for each device the page may be drawn for (the shell's rule: the pc's from 992 px,
 * the phone's below; the frame's CSS shows one by data-device): one for both ('all') when they read
 * alike, the pc's alone with DESKTOP_LOCK. `of` answers null when the device has nothing to show.
 */
export function perDevice<T>(
  desktopLock: boolean,
  of: (supportDevice: number) => T | null,
  html: (part: T, device: FrameDevice) => string,
): string {
  const pc = of(SUPPORT_DEVICE.desktop);
  if (desktopLock) return pc ? html(pc, 'all') : '';
  const mobile = of(SUPPORT_DEVICE.mobile);
  if (JSON.stringify(mobile) === JSON.stringify(pc)) return pc ? html(pc, 'all') : '';
  return (mobile ? html(mobile, 'mobile') : '') + (pc ? html(pc, 'pc') : '');
}
