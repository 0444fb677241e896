// The shell's own CSS, injected once as a <style> element; classes are prefixed cr-shell- (and
// cr-pc-, cr-h5-1-, cr-h5-2- for one layout's parts). Colours come from the template's palette
// (templates/palette.ts), set on the root element. Which layout shows is decided in script
// (isDesktop: width and DESKTOP_LOCK), so layout rules hang on the layout class, not on media queries.
import { DEFAULT_Z_INDEX, injectStyle } from '@croupier/shared';

const STYLE_ID = 'cr-shell-styles';

const FRAME_Z = DEFAULT_Z_INDEX - 1000; // under modals, toasts and the route bar

const CSS = `
/* No layout shift (issue 15): the scrollbar's room is kept before the page is long enough to scroll. */
html { scrollbar-gutter: stable; }
body { margin: 0; background: var(--cr-bg, #f4f5f8); }
.theme-dark .cr-shell-header, .theme-dark .cr-shell-footer, .theme-dark .cr-shell-drawer { color-scheme: dark; }
.cr-shell { min-height: 100vh; display: flex; flex-direction: column; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: var(--cr-text); background: var(--cr-bg); }
.cr-shell :focus-visible, .cr-shell-drawer :focus-visible { outline: 3px solid var(--cr-focus); outline-offset: 2px; }
.cr-shell-main, .cr-shell-float { --cr-focus: #175cd3; }
.cr-shell-mobile-nav { --cr-focus: var(--cr-nav-active); }
.cr-shell-visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.cr-shell-badge { display: inline-block; min-width: 1.5em; margin-left: 6px; padding: 0 5px; border-radius: 999px; background: #d92d20; color: #fff; font-size: 12px; font-weight: 600; line-height: 1.5em; text-align: center; }
.cr-shell-mobile-nav-item { position: relative; }
.cr-shell-mobile-nav-item .cr-shell-badge { position: absolute; top: 2px; left: 50%; margin-left: 6px; }

.cr-shell .cr-shell-skip-link { position: absolute; left: 8px; top: -200px; z-index: ${DEFAULT_Z_INDEX + 10}; padding: 12px 16px; border-radius: 6px; background: var(--cr-accent); color: var(--cr-accent-text); font-weight: 700; text-decoration: none; }
.cr-shell .cr-shell-skip-link:focus { top: 8px; }

/* Controls */
.cr-shell-button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 16px; border: 1px solid transparent; border-radius: 6px; background: var(--cr-accent); color: var(--cr-accent-text); font: inherit; font-weight: 600; white-space: nowrap; cursor: pointer; }
.cr-shell-button--ghost { background: transparent; color: inherit; border-color: currentColor; }
.cr-shell-icon-button { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; padding: 0; border: 0; border-radius: 8px; background: transparent; color: inherit; cursor: pointer; }
.cr-shell-icon { flex: none; }
.cr-shell .cr-shell-language select, .cr-shell-drawer .cr-shell-language select { min-height: 44px; }

/* Header (banner) */
.cr-shell-header { background: var(--cr-header-bg); color: var(--cr-header-text); }
.cr-shell-brand { display: inline-flex; align-items: center; min-width: 44px; min-height: 44px; color: inherit; font-size: 1.125rem; font-weight: 700; text-decoration: none; }
.cr-shell-logo { display: block; height: 36px; width: auto; max-width: 100%; object-fit: contain; object-position: left center; }
/* The brand keeps one box whether it shows the site name, nothing yet, or the logo, so the nav
   beside it never moves when they arrive. */
/* 184 px: the member's row (nav, language, account, balance, three buttons) keeps to one line at 1280. */
.cr-pc-header .cr-shell-brand { flex: 0 0 184px; overflow: hidden; white-space: nowrap; }
.cr-shell-header-actions, .cr-shell-guest, .cr-shell-member-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; min-width: 0; }
.cr-shell-member { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; font-size: 0.875rem; min-width: 0; }
.cr-shell-member dl { display: flex; flex-wrap: wrap; gap: 2px 12px; margin: 0; min-width: 0; }
.cr-shell-member dl > div { display: flex; gap: 4px; min-width: 0; }
.cr-shell-member dt::after { content: ':'; }
.cr-shell-member dd { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
/* While the balance loads a bar holds an amount's width (tabular figures: every digit as wide),
   so the header hardly moves when it arrives. */
.cr-shell-member__balance { font-variant-numeric: tabular-nums; }
.cr-shell-member__balance--loading::before { content: ''; display: inline-block; width: 9ch; height: 0.9em; border-radius: 4px; background: currentColor; opacity: 0.2; vertical-align: middle; }

.cr-pc-header-inner { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; max-width: 1280px; margin: 0 auto; padding: 10px 16px; box-sizing: border-box; }
.cr-pc-site-nav { flex: 1 1 auto; }
.cr-pc-header .cr-shell-header-actions { margin-left: auto; }
.cr-pc-header .cr-shell-member { font-size: 0.9375rem; }
/* Each label above its value: the header stays one row at 1280 px with a long account name. */
.cr-pc-header .cr-shell-member dl > div { flex-direction: column; gap: 0; line-height: 1.25; }
.cr-pc-header .cr-shell-member dt { font-size: 0.75rem; opacity: 0.8; }
.cr-pc-header .cr-shell-member dt::after { content: none; }
/* Accounts run to 12 characters: past 8 the desktop header ellipsises it (the title and screen readers keep it whole), so a long account does not push the actions onto a second row. */
.cr-pc-header .cr-shell-member__account { max-width: 8ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* The member's row keeps to one line at 1280 px with the member-centre entry and the site's five
   entries (Agents too): tighter padding, and the unread badge on the entry's corner rather than
   beside its label. */
.cr-pc-header .cr-shell-site-nav ul { gap: 2px; }
.cr-pc-header .cr-shell-site-nav a { padding: 0 4px; font-size: 0.9375rem; }
.cr-pc-header .cr-shell-language select { padding: 0 24px 0 8px; }
.cr-pc-header .cr-shell-button { padding: 0 8px; }
.cr-pc-header .cr-shell-member-centre { position: relative; }
.cr-pc-header .cr-shell-member-centre .cr-shell-badge { position: absolute; top: -9px; right: -4px; margin: 0; }

.cr-shell-site-nav ul { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.cr-shell-site-nav a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 12px; border-radius: 6px; color: inherit; font-weight: 600; text-decoration: none; }
.cr-shell-site-nav a:hover { text-decoration: underline; }
.cr-shell-site-nav a[aria-current='page'] { color: var(--cr-accent); box-shadow: inset 0 -3px 0 var(--cr-accent); }

.cr-h5-1-header { position: sticky; top: 0; z-index: ${FRAME_Z}; display: flex; flex-direction: column; gap: 6px; padding: 6px 12px 10px; }
.cr-h5-1-header-top { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.cr-h5-1-header .cr-shell-guest, .cr-h5-1-header .cr-shell-member-actions { width: 100%; }
.cr-h5-1-header .cr-shell-guest > .cr-shell-button { flex: 1 1 0; }
/* A member: account and balance on one row, then Log out and Deposit side by side. */
.cr-h5-1-header .cr-shell-member { display: contents; }
.cr-h5-1-header .cr-shell-member dl { flex: 1 0 100%; }
.cr-h5-1-header .cr-shell-member-actions > .cr-shell-button, .cr-h5-1-header .cr-shell-member > .cr-shell-button { flex: 1 1 0; }

.cr-h5-2-header { position: sticky; top: 0; z-index: ${FRAME_Z}; display: grid; grid-template-columns: 44px minmax(0, 1fr) auto; align-items: center; gap: 6px; padding: 4px 8px; border-bottom: 3px solid var(--cr-accent); box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25); }
.cr-h5-2-header .cr-shell-brand { justify-self: center; max-width: 100%; }
.cr-h5-2-header .cr-shell-logo { height: 30px; }
.cr-h5-2-header .cr-shell-header-actions { flex-wrap: nowrap; }
.cr-h5-2-header .cr-shell-guest, .cr-h5-2-header .cr-shell-member-actions { flex-wrap: nowrap; gap: 6px; }
.cr-h5-2-header .cr-shell-button { padding: 0 10px; font-size: 0.875rem; border-radius: 22px; }
/* The drawer shows the account; the bar keeps the balance. */
.cr-h5-2-header .cr-shell-member dl > div:first-child { display: none; }
.cr-h5-2-header .cr-shell-member dt { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }

/* Main. At least a window high, so the footer starts below the fold and the remotes and lists
   filling the page in never push it through the visible page (no layout shift). */
.cr-shell-main { flex: 1 0 auto; width: 100%; min-height: 100vh; max-width: 1280px; margin: 0 auto; padding: 12px; box-sizing: border-box; min-width: 0; }
.cr-shell-main:focus { outline: none; }
:where(.cr-shell-main) a { color: var(--cr-link); }
.cr-shell--pc .cr-shell-main { padding: 24px; }

/* Home ads: a swipeable row on mobile, three columns on desktop */
.cr-shell-ads ul { display: grid; grid-auto-flow: column; grid-auto-columns: 86%; gap: 12px; margin: 0 0 12px; padding: 0 0 6px; list-style: none; overflow-x: auto; scroll-snap-type: x mandatory; overscroll-behavior-x: contain; }
.cr-shell-ads li { scroll-snap-align: start; min-width: 0; }
.cr-shell--pc .cr-shell-ads ul { grid-auto-flow: row; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); overflow: visible; margin-bottom: 24px; }
.cr-shell-main .cr-shell-ad { position: relative; display: block; overflow: hidden; border-radius: 12px; background: var(--cr-surface); color: #fff; text-decoration: none; box-shadow: 0 2px 8px rgba(16, 24, 40, 0.15); }
.cr-shell-ad--placeholder { aspect-ratio: 8 / 3; box-shadow: none; }
.cr-shell-ad img { display: block; width: 100%; height: auto; aspect-ratio: 8 / 3; object-fit: cover; }
.cr-shell-ad-title { position: absolute; inset: auto 0 0 0; padding: 28px 12px 10px; background: linear-gradient(transparent, rgba(0, 0, 0, 0.8)); font-weight: 700; text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6); }

/* Floating side buttons */
.cr-shell-float { position: fixed; right: 10px; bottom: 104px; z-index: ${FRAME_Z}; }
.cr-shell--H5_2 .cr-shell-float { bottom: 112px; }
.cr-shell--pc .cr-shell-float { right: 16px; top: 50%; bottom: auto; transform: translateY(-50%); }
.cr-shell-float--folds { display: flex; flex-direction: column-reverse; align-items: center; gap: 10px; }
.cr-shell-float-toggle { border: 0; font: inherit; cursor: pointer; }
.cr-shell-float-toggle .cr-shell-icon { stroke-width: 3; }
.cr-shell-float ul[hidden] { display: none; }
.cr-shell-float ul { display: flex; flex-direction: column; gap: 10px; margin: 0; padding: 0; list-style: none; }
.cr-shell-float-button { position: relative; display: flex; align-items: center; justify-content: center; width: 44px; height: 44px; border-radius: 50%; background: var(--cr-accent); color: var(--cr-accent-text); box-shadow: 0 3px 10px rgba(0, 0, 0, 0.3); }
.cr-shell--pc .cr-shell-float-button { width: 52px; height: 52px; }
.cr-shell-float-label { position: absolute; right: calc(100% + 8px); top: 50%; transform: translateY(-50%); padding: 6px 10px; border-radius: 6px; background: #14141c; color: #fff; font-size: 0.8125rem; white-space: nowrap; opacity: 0; pointer-events: none; transition: opacity 0.15s; }
.cr-shell-float-button:hover .cr-shell-float-label, .cr-shell-float-button:focus-visible .cr-shell-float-label { opacity: 1; }

/* On desktop the buttons sit in the window's right margin; where that margin is narrower than
   they are (below 1384 px), the main content keeps a gutter so they never cover it. The gutter is
   there before the buttons' content arrives, so the page does not narrow under the reader. */
@media (max-width: 1383px) { .cr-shell--pc .cr-shell-main { padding-right: 84px; } }

/* Footer (contentinfo) */
.cr-shell-footer { padding: 20px 12px; background: var(--cr-footer-bg); color: var(--cr-footer-text); font-size: 0.875rem; }
.cr-shell-footer a { color: inherit; }
.cr-shell-footer-groups { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 8px 24px; max-width: 1280px; margin: 0 auto; }
.cr-shell-footer-group h2 { margin: 0 0 6px; font-size: 0.9375rem; }
.cr-shell-footer-group ul { margin: 0; padding: 0; list-style: none; }
.cr-shell-footer-group li a { display: inline-flex; align-items: center; min-height: 32px; }
.cr-shell-footer-notice p { margin: 8px 0 0; }
.cr-shell-footer details { border-bottom: 1px solid rgba(128, 128, 128, 0.35); }
.cr-shell-footer summary { display: flex; align-items: center; min-height: 44px; font-weight: 600; cursor: pointer; }
.cr-shell-footer details li a { min-height: 44px; }
.cr-shell-footer details[open] { padding-bottom: 8px; }
.cr-shell-footer-legal { max-width: 1280px; margin: 16px auto 0; text-align: center; }
.cr-shell-footer-legal p { margin: 4px 0; }
/* The Responsible gaming link: a full 44 px touch target, even inside the legal line. */
.cr-shell-footer-legal a { display: inline-flex; align-items: center; min-height: 44px; }
.cr-shell--pc .cr-shell-footer { padding: 32px 24px 24px; }

/* Mobile bottom navigation. The page's last part (the footer, else the main content) keeps
   room below itself so the fixed bar never covers its end. */
.cr-shell { --cr-nav-room: 0px; }
.cr-shell--with-nav { --cr-nav-room: calc(64px + env(safe-area-inset-bottom, 0px)); }
.cr-shell--H5_2.cr-shell--with-nav { --cr-nav-room: calc(88px + env(safe-area-inset-bottom, 0px)); }
.cr-shell--with-nav .cr-shell-footer { padding-bottom: calc(20px + var(--cr-nav-room)); }
.cr-shell--nav-over-main .cr-shell-main { padding-bottom: calc(12px + var(--cr-nav-room)); }
.cr-shell-mobile-nav { position: fixed; left: 0; right: 0; bottom: 0; z-index: ${FRAME_Z}; background: var(--cr-nav-bg); color: var(--cr-nav-text); }
.cr-shell-mobile-nav ul { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); margin: 0; padding: 0; list-style: none; }
.cr-shell-mobile-nav-item { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; box-sizing: border-box; width: 100%; min-height: 56px; padding: 4px 2px; border: 0; background: transparent; color: inherit; font: inherit; font-size: 0.75rem; line-height: 1.2; text-align: center; text-decoration: none; cursor: pointer; }
.cr-shell-mobile-nav-label { max-width: 100%; overflow-wrap: anywhere; }
.cr-shell-mobile-nav-item[aria-current='page'] { color: var(--cr-nav-active); font-weight: 700; }
.cr-shell-mobile-nav--tabs { border-top: 1px solid rgba(128, 128, 128, 0.3); padding-bottom: env(safe-area-inset-bottom, 0px); }
.cr-shell-mobile-nav--tabs .cr-shell-mobile-nav-item[aria-current='page'] { box-shadow: inset 0 3px 0 var(--cr-nav-active); }
.cr-shell-mobile-nav--dock { left: 10px; right: 10px; bottom: calc(10px + env(safe-area-inset-bottom, 0px)); border-radius: 28px; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35); }
.cr-shell-mobile-nav--dock .cr-shell-mobile-nav-item[aria-current='page'] .cr-shell-icon { border-radius: 12px; background: var(--cr-nav-active); color: var(--cr-nav-bg); padding: 2px 8px; }
.cr-shell-mobile-nav--dock .cr-shell-mobile-nav-deposit .cr-shell-mobile-nav-item { margin-top: -22px; font-weight: 700; }
.cr-shell-mobile-nav--dock .cr-shell-mobile-nav-deposit .cr-shell-icon { box-sizing: border-box; width: 54px; height: 54px; padding: 14px; border: 3px solid var(--cr-nav-bg); border-radius: 50%; background: var(--cr-accent); color: var(--cr-accent-text); box-shadow: 0 4px 12px rgba(0, 0, 0, 0.3); }

/* H5_2's side drawer (a modal dialog rendered on <body>) */
.cr-modal.cr-shell-drawer { position: fixed; top: 0; bottom: 0; left: 0; width: min(20rem, 86vw); max-width: none; max-height: none; border-radius: 0 16px 16px 0; background: var(--cr-header-bg); color: var(--cr-header-text); animation: cr-shell-drawer-in 0.2s ease-out; }
.cr-shell-drawer .cr-modal__close { width: 44px; height: 44px; color: inherit; }
.cr-shell-drawer-account { display: flex; flex-direction: column; gap: 12px; padding-bottom: 16px; margin-bottom: 8px; border-bottom: 1px solid rgba(128, 128, 128, 0.4); }
.cr-shell-drawer-buttons, .cr-shell-drawer .cr-shell-guest { display: flex; gap: 8px; }
.cr-shell-drawer-buttons > *, .cr-shell-drawer .cr-shell-guest > * { flex: 1 1 0; }
.cr-shell-drawer .cr-shell-site-nav ul { flex-direction: column; }
.cr-shell-drawer .cr-shell-site-nav a { display: flex; }
.cr-shell-drawer-language { margin-top: 12px; }
@keyframes cr-shell-drawer-in { from { transform: translateX(-100%); } to { transform: none; } }
@media (prefers-reduced-motion: reduce) { .cr-modal.cr-shell-drawer { animation: none; } .cr-shell-float-label { transition: none; } }

/* Remote slots and the shell's small pages */
.cr-shell-remote { min-height: 1px; }
.cr-shell-remote-loading { padding: 24px; text-align: center; color: var(--cr-text-muted); }
.cr-shell-remote-fallback { margin: 12px 0; padding: 16px; border: 1px solid #e0a4a4; border-radius: 8px; background: #fff4f4; color: #7a1f1f; }
.cr-shell-remote-fallback p { margin: 0 0 8px; }
.cr-shell-boot { padding: 48px 12px; text-align: center; font-family: system-ui, sans-serif; }
`;

export function injectShellStyles(doc: Document = document): void {
  injectStyle(STYLE_ID, CSS, doc);
}
