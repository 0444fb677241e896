// The pop-up bulletin's look (one <style>, stamped with the page's nonce by injectStyle). The
// panel is the shared modal's; this sizes it, lets the tab names scroll in their own row on a
// phone, and keeps operator HTML (pictures, tables) inside the panel.
import { injectStyle } from '@croupier/shared';

const CSS = `
.cr-modal.mfpr-bulletin { width: min(640px, calc(100vw - 24px)); max-width: none; }
.mfpr-bulletin__tabs { display: flex; gap: 4px; overflow-x: auto; border-bottom: 1px solid rgba(128, 128, 128, 0.35); margin-bottom: 12px; }
.mfpr-bulletin__tabs [role='tab'] { flex: none; max-width: 16rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-height: 40px; padding: 8px 12px; border: 0; border-bottom: 3px solid transparent; background: none; color: inherit; font: inherit; cursor: pointer; }
.mfpr-bulletin__tabs [role='tab'][aria-selected='true'] { border-bottom-color: #175cd3; font-weight: 600; }
.mfpr-bulletin__item-title { margin: 0 0 8px; font-size: 1.1rem; }
.mfpr-bulletin__content { overflow-wrap: anywhere; }
.mfpr-bulletin__content img, .mfpr-bulletin__content video { max-width: 100%; height: auto; }
.mfpr-bulletin__content table { display: block; max-width: 100%; overflow-x: auto; }
.mfpr-bulletin__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; margin-top: 16px; }
.mfpr-bulletin__history-list { list-style: none; margin: 0; padding: 0; }
.mfpr-bulletin__history-list li { border-bottom: 1px solid rgba(128, 128, 128, 0.35); padding: 8px 0; }
.mfpr-bulletin__history-list summary { cursor: pointer; min-height: 24px; }
.mfpr-bulletin__history-title { font-weight: 600; }
.mfpr-bulletin__history-time { color: #475467; font-size: 0.875rem; white-space: nowrap; }
@media (max-width: 480px) { .mfpr-bulletin__actions .cr-button { flex: 1 1 100%; } }
`;

export const ensureBulletinStyles = (): void => injectStyle('mfpr-bulletin-styles', CSS);
