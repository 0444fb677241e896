// The CSS custom properties a template sets on the page root. Every colour of the layout
// reads one of these, so a template (or a brand's template_config) recolours the whole frame.
// The frame (header, navigation, footer, drawer) carries the template's theme; the content
// area (--cr-bg, --cr-text, --cr-link) stays light in every template, because the pages and
// remotes inside it are drawn for a light background. --cr-focus is the focus ring on the frame
// (the content area uses a blue ring). A test checks the contrast of each pair.

export const PALETTE_VARIABLES = [
  '--cr-bg',
  '--cr-surface',
  '--cr-text',
  '--cr-text-muted',
  '--cr-border',
  '--cr-accent',
  '--cr-accent-text',
  '--cr-header-bg',
  '--cr-header-text',
  '--cr-nav-bg',
  '--cr-nav-text',
  '--cr-nav-active',
  '--cr-footer-bg',
  '--cr-footer-text',
  '--cr-link',
  '--cr-focus',
] as const;

export type PaletteVariable = (typeof PALETTE_VARIABLES)[number];
export type Palette = Record<PaletteVariable, string>;

/** A server-sent override is used only when it names a --cr-* property with a plain value. */
const NAME = /^--cr-[a-z0-9-]{1,40}$/;
const VALUE = /^[#(),.%\w\s-]{1,64}$/;

export function safeVariables(variables: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables ?? {})) {
    if (NAME.test(name) && typeof value === 'string' && VALUE.test(value)) out[name] = value;
  }
  return out;
}
