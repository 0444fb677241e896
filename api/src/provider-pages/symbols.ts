// The reel symbols as inline SVG (no image requests; each cell <use>s one of these).
import type { SlotSymbol } from '../services/games/index.js';

const SHAPES: Record<SlotSymbol, string> = {
  cherry:
    '<path d="M22 40 C26 24 32 14 40 8 M42 42 C40 28 40 18 40 8" fill="none" stroke="#2f9e44" stroke-width="3" stroke-linecap="round"/>' +
    '<path d="M40 8 C48 6 54 10 56 16 C48 17 43 14 40 8 Z" fill="#40c057"/>' +
    '<circle cx="21" cy="46" r="11" fill="#e03131"/><circle cx="43" cy="47" r="11" fill="#c92a2a"/>' +
    '<circle cx="17" cy="42" r="3" fill="#ffc9c9"/><circle cx="39" cy="43" r="3" fill="#ffc9c9"/>',
  lemon:
    '<path d="M8 34 C10 18 26 10 40 12 C50 13 56 20 58 30 C58 44 44 54 28 54 C16 54 8 46 8 34 Z" fill="#fcc419"/>' +
    '<path d="M14 30 C18 22 26 18 34 18" fill="none" stroke="#fff3bf" stroke-width="3" stroke-linecap="round"/>',
  bell:
    '<path d="M32 8 C20 8 16 18 16 30 C16 40 12 44 8 48 H56 C52 44 48 40 48 30 C48 18 44 8 32 8 Z" fill="#f59f00"/>' +
    '<rect x="8" y="46" width="48" height="5" rx="2.5" fill="#e67700"/><circle cx="32" cy="55" r="5" fill="#e67700"/>' +
    '<path d="M24 16 C21 20 20 26 20 32" fill="none" stroke="#ffe066" stroke-width="3" stroke-linecap="round"/>',
  star: '<path d="M32 5 L40 24 L60 25 L44 38 L50 58 L32 46 L14 58 L20 38 L4 25 L24 24 Z" fill="#fab005" stroke="#e67700" stroke-width="2" stroke-linejoin="round"/>',
  diamond:
    '<path d="M18 10 H46 L58 24 L32 58 L6 24 Z" fill="#22b8cf"/>' +
    '<path d="M6 24 H58 M18 10 L26 24 L32 58 L38 24 L46 10 M26 24 L32 10 L38 24" fill="none" stroke="#c5f6fa" stroke-width="2" stroke-linejoin="round"/>',
  seven:
    '<path d="M14 10 H52 V19 L33 58 H20 L39 20 H14 Z" fill="#e03131" stroke="#7d1a1a" stroke-width="2" stroke-linejoin="round"/>',
};

/** One hidden <svg> with a <symbol> per reel symbol, ids sym-<name>. */
export const symbolDefs = (): string =>
  `<svg class="defs" aria-hidden="true" focusable="false"><defs>${Object.entries(SHAPES)
    .map(([name, shape]) => `<symbol id="sym-${name}" viewBox="0 0 64 64">${shape}</symbol>`)
    .join('')}</defs></svg>`;

export const symbolUse = (symbol: SlotSymbol): string =>
  `<svg class="sym" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><use href="#sym-${symbol}"></use></svg>`;
