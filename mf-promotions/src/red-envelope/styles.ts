// The red envelope's look (one <style>, stamped with the page's nonce by injectStyle). The widget
// floats at the bottom left: the shell's floating buttons are on the right, and on a phone it
// stays above the bottom navigation (the shell's --cr-nav-room). Under modals and toasts.
import { DEFAULT_Z_INDEX, injectStyle } from '@croupier/shared';

const WIDGET_Z = DEFAULT_Z_INDEX - 1000;

const CSS = `
.mfpr-envelope { position: fixed; left: 12px; bottom: calc(12px + var(--cr-nav-room, 0px)); z-index: ${WIDGET_Z}; display: flex; align-items: center; gap: 8px; max-width: calc(100vw - 96px); padding: 8px 10px; border-radius: 12px; background: #b42318; color: #fff; box-shadow: 0 6px 18px rgba(0, 0, 0, 0.3); }
.mfpr-envelope p { margin: 0; }
.mfpr-envelope__icon { flex: none; display: block; }
.mfpr-envelope__title { font-size: 0.8125rem; font-weight: 600; }
.mfpr-envelope__timer { font-variant-numeric: tabular-nums; font-size: 1.05rem; font-weight: 700; }
.mfpr-envelope__claim { min-height: 40px; min-width: 44px; padding: 6px 12px; border: 0; border-radius: 8px; background: #fec84b; color: #1d2939; font: inherit; font-weight: 700; cursor: pointer; }
.mfpr-envelope__claim:hover { background: #fdb022; }
.mfpr-envelope__claim:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
.mfpr-envelope__claim[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.cr-shell--pc .mfpr-envelope { left: 24px; bottom: 24px; }
.mfpr-envelope-result__cash { font-size: 1.5rem; font-weight: 700; color: #b42318; }
.mfpr-envelope-result__actions { display: flex; justify-content: flex-end; margin-top: 16px; }
`;

export const ensureRedEnvelopeStyles = (): void => injectStyle('mfpr-red-envelope-styles', CSS);
