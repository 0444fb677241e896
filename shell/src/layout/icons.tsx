// The icons the content lists name (CONTENT_ICONS), drawn inline so they take the text colour
// of the template. Decorative: the label beside (or the accessible name of) the control says it.
import type { ContentIcon } from '@croupier/shared';

const PATHS: Record<ContentIcon, string> = {
  home: 'M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10',
  promotions: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z',
  deposit: 'M3 7h18v12H3zM3 11h18M16 15h2M12 2v4M10 4l2 2 2-2',
  member: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19c0 2-2 3-5 3h-2',
  app: 'M7 2h10v20H7zM11 18h2',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l12-9',
  sponsor: 'M12 2l3 6 6 .9-4.5 4.2 1 6.4L12 16.8 6.5 19.5l1-6.4L3 8.9 9 8z',
  faq: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v.5M12 17h.01',
  top: 'M12 19V5M5 12l7-7 7 7',
};

/** The shell's own controls: the H5_2 menu and the float list's fold toggle. */
const CONTROL_PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

export function Icon({ name, size = 24 }: { name: ContentIcon | keyof typeof CONTROL_PATHS; size?: number }) {
  const d =
    name in CONTROL_PATHS
      ? CONTROL_PATHS[name as keyof typeof CONTROL_PATHS]
      : (PATHS[name as ContentIcon] ?? PATHS.faq);
  return (
    <svg
      className="cr-shell-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
