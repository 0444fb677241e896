// The page a failed start ends on: a heading, what happened, and a button that reloads. Plain
// DOM, no React and no shared singleton, so it shows whatever broke: env.json or the site detail,
// i18n, the shell's own code failing to load (index.ts), or a render error at the root. In the
// visitor's language when i18n is up, in English otherwise.
import type { i18n as I18n } from 'i18next';
import english from '../i18n/locales/core/en_US.json';

export interface BootFailureTexts {
  title: string;
  message: string;
  reload: string;
}

export const ENGLISH_BOOT_FAILURE: BootFailureTexts = {
  title: english.boot.title,
  message: english.boot.failed,
  reload: english.boot.reload,
};

/** The texts in i18n's language, or English when i18n (or the shell's namespace) is not up. */
export function bootFailureTexts(i18n: I18n | null | undefined): BootFailureTexts {
  if (!i18n?.isInitialized) return ENGLISH_BOOT_FAILURE;
  try {
    const t = (key: keyof typeof english.boot) =>
      i18n.exists(`boot.${key}`, { ns: 'shell' }) ? i18n.t(`boot.${key}`, { ns: 'shell' }) : null;
    return {
      title: t('title') ?? ENGLISH_BOOT_FAILURE.title,
      message: t('failed') ?? ENGLISH_BOOT_FAILURE.message,
      reload: t('reload') ?? ENGLISH_BOOT_FAILURE.reload,
    };
  } catch {
    return ENGLISH_BOOT_FAILURE;
  }
}

// Inline, so the page reads well even when the shell's stylesheet never came. Set through the
// CSSOM (style.cssText), which the Content-Security-Policy allows; a style attribute it refuses.
const PAGE_STYLE =
  'box-sizing:border-box;max-width:36rem;margin:0 auto;padding:48px 16px;text-align:center;font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5';
const BUTTON_STYLE =
  'min-height:44px;padding:0 20px;border:0;border-radius:6px;background:#1a4fd6;color:#fff;font:inherit;font-weight:600;cursor:pointer';

export interface ShowBootFailureOptions {
  texts?: BootFailureTexts;
  /** What the button does; the page reloads by default. */
  reload?: () => void;
}

/** Replaces whatever the container holds with the failure page, and focuses its heading. */
export function showBootFailure(
  container: HTMLElement,
  { texts = ENGLISH_BOOT_FAILURE, reload }: ShowBootFailureOptions = {},
): void {
  const doc = container.ownerDocument;
  const main = doc.createElement('main');
  main.className = 'cr-shell-boot';
  main.style.cssText = PAGE_STYLE;

  const heading = doc.createElement('h1');
  heading.textContent = texts.title;
  heading.tabIndex = -1;
  // Focused so a screen reader starts here; it is not a control, so no focus ring.
  heading.style.cssText = 'font-size:1.5rem;margin:0 0 12px;outline:none';

  const message = doc.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = texts.message;
  message.style.cssText = 'margin:0 0 24px';

  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = texts.reload;
  button.style.cssText = BUTTON_STYLE;
  button.addEventListener('click', () => (reload ? reload() : doc.defaultView?.location.reload()));

  main.append(heading, message, button);
  container.replaceChildren(main);
  doc.title = texts.title;
  heading.focus();
}
