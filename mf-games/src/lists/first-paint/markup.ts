// The markup mf-games' pages begin with, as strings: the same elements and classes its components
// render (lists/components), so its own stylesheet lays them out the same before and after its
// scripts ran. The fidelity test renders both from one answer and compares them.
import { escapeHtml, GAME_LABEL_TAGS, type GameEntry } from '@croupier/shared/contracts';
import { gameName } from '../game-name.js';
import { artSize, EAGER_ART, PRIORITY_ART } from '../components/grid-art.js';
import type { Translate } from './translate.js';

/** Which layout a copy of the page is drawn for: mf-games' root class (the shell's isDesktop). */
export type Layout = 'mobile' | 'desktop';

/**
 * One copy of the page per layout the visitor may get (the shell's rule: desktop from 992 px, or
 * always with DESKTOP_LOCK); first-paint.css shows the one the width asks for.
 */
export function perLayout(desktopLock: boolean, page: (layout: Layout) => string | null): string | null {
  const layouts: Layout[] = desktopLock ? ['desktop'] : ['mobile', 'desktop'];
  const copies = layouts.map((layout) => [layout, page(layout)] as const);
  if (copies.some(([, html]) => html === null)) return null;
  const only = copies.length === 1;
  return copies
    .map(([layout, html]) => {
      const shown = only ? '' : ` mfg-first-paint--${layout}`;
      return `<div class="mf-games mfg mfg--${layout}${shown}">${html}</div>`;
    })
    .join('');
}

/** A game's card (GameCard) in the page's first list: the first row's art eager, its first two high priority. */
export function cardHtml(entry: GameEntry, index: number, language: string, t: Translate, hallHref?: string): string {
  const name = gameName(entry.game_name, language);
  const hall = hallHref !== undefined;
  const [width, height] = artSize(hall);
  const loading = index < EAGER_ART ? 'eager' : 'lazy';
  const priority = index < PRIORITY_ART ? ' fetchpriority="high"' : '';
  const art = entry.icon_light
    ? `<img alt="" width="${width}" height="${height}" loading="${loading}"${priority} src="${escapeHtml(entry.icon_light)}">`
    : `<span class="mfg-thumb__fallback" aria-hidden="true">${escapeHtml(Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '')}</span>`;
  const tag = GAME_LABEL_TAGS.find((label) => entry.tag?.toLowerCase() === label);
  const badge = tag ? `<span class="mfg-badge mfg-badge--${tag}">${escapeHtml(t(`lists.badge.${tag}`))}</span>` : '';
  const body = `<span class="${hall ? 'mfg-thumb mfg-thumb--hall' : 'mfg-thumb'}">${art}</span><span class="mfg-card__name">${escapeHtml(name)}</span>${badge}`;
  const open = hall
    ? `<a class="mfg-card__open" href="${escapeHtml(hallHref)}">${body}</a>`
    : `<button type="button" class="mfg-card__open">${body}</button>`;
  return `<li class="mfg-card">${open}</li>`;
}

/** The first row of a list (GameGrid): what a first paint shows of it. */
export const gridHtml = (cards: readonly string[]) => `<ul class="mfg-grid">${cards.join('')}</ul>`;
