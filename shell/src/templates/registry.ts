// The template registry: every template the shell can draw, the layout it uses and its colours.
// 'pc' is the desktop template. H5_1 and H5_2 are two different mobile layouts; H5_3..H5_8 are
// themes of one of them (their palettes). How to add one: shell/README.md, "Templates".
import { DESKTOP_TEMPLATE, templateValue, type MobileTemplateName, type TemplateName } from '@croupier/shared';
import type { Palette } from './palette.js';

/** The layouts (components) a template can use. */
export type LayoutKind = 'pc' | 'H5_1' | 'H5_2';
export type Theme = 'dark' | 'light';

export interface TemplateDefinition {
  name: TemplateName;
  layout: LayoutKind;
  /** The default theme; a brand's template_config may say otherwise. */
  theme: Theme;
  palette: Palette;
}

const desktop: TemplateDefinition = {
  name: DESKTOP_TEMPLATE,
  layout: 'pc',
  theme: 'dark',
  palette: {
    '--cr-bg': '#f4f5f8',
    '--cr-surface': '#ffffff',
    '--cr-text': '#1d1d24',
    '--cr-text-muted': '#555566',
    '--cr-border': '#d9dbe3',
    '--cr-link': '#2455c3',
    '--cr-accent': '#f2b705',
    '--cr-accent-text': '#14141c',
    '--cr-focus': '#6aa8ff',
    '--cr-header-bg': '#14141c',
    '--cr-header-text': '#ffffff',
    '--cr-nav-bg': '#1f1f2b',
    '--cr-nav-text': '#d8d8e2',
    '--cr-nav-active': '#f2b705',
    '--cr-footer-bg': '#14141c',
    '--cr-footer-text': '#c9c9d4',
  },
};

export const TEMPLATES: Readonly<Record<MobileTemplateName, TemplateDefinition> & { pc: TemplateDefinition }> = {
  pc: desktop,
  // Classic: dark frame, top header and a bottom tab bar.
  H5_1: {
    name: 'H5_1',
    layout: 'H5_1',
    theme: 'dark',
    palette: {
      '--cr-bg': '#f1f1f5',
      '--cr-surface': '#ffffff',
      '--cr-text': '#16161e',
      '--cr-text-muted': '#52525e',
      '--cr-border': '#d6d6e0',
      '--cr-link': '#7a5a00',
      '--cr-accent': '#f2b705',
      '--cr-accent-text': '#14141c',
      '--cr-focus': '#6aa8ff',
      '--cr-header-bg': '#14141c',
      '--cr-header-text': '#ffffff',
      '--cr-nav-bg': '#14141c',
      '--cr-nav-text': '#b9b9c9',
      '--cr-nav-active': '#f2b705',
      '--cr-footer-bg': '#0b0b12',
      '--cr-footer-text': '#b9b9c9',
    },
  },
  // Lounge: green felt header with a menu drawer, and a floating dock with a raised Deposit.
  H5_2: {
    name: 'H5_2',
    layout: 'H5_2',
    theme: 'dark',
    palette: {
      '--cr-bg': '#eef5f1',
      '--cr-surface': '#ffffff',
      '--cr-text': '#10261c',
      '--cr-text-muted': '#3f5a4d',
      '--cr-border': '#cfe0d7',
      '--cr-link': '#0b5a3c',
      '--cr-accent': '#ffd54a',
      '--cr-accent-text': '#102a20',
      '--cr-focus': '#ffd54a',
      '--cr-header-bg': '#0b5a3c',
      '--cr-header-text': '#ffffff',
      '--cr-nav-bg': '#f7f4ea',
      '--cr-nav-text': '#2d4a3e',
      '--cr-nav-active': '#0b5a3c',
      '--cr-footer-bg': '#081812',
      '--cr-footer-text': '#b7d2c5',
    },
  },
  // H5_1, light with a red accent.
  H5_3: {
    name: 'H5_3',
    layout: 'H5_1',
    theme: 'light',
    palette: {
      '--cr-bg': '#f4f5f8',
      '--cr-surface': '#ffffff',
      '--cr-text': '#1d1d24',
      '--cr-text-muted': '#555566',
      '--cr-border': '#d9dbe3',
      '--cr-link': '#a31f26',
      '--cr-accent': '#c0262d',
      '--cr-accent-text': '#ffffff',
      '--cr-focus': '#175cd3',
      '--cr-header-bg': '#ffffff',
      '--cr-header-text': '#1d1d24',
      '--cr-nav-bg': '#ffffff',
      '--cr-nav-text': '#555566',
      '--cr-nav-active': '#c0262d',
      '--cr-footer-bg': '#e9ebf1',
      '--cr-footer-text': '#3b3b48',
    },
  },
  // H5_2, light: burgundy header on cream.
  H5_4: {
    name: 'H5_4',
    layout: 'H5_2',
    theme: 'light',
    palette: {
      '--cr-bg': '#f7f3ea',
      '--cr-surface': '#ffffff',
      '--cr-text': '#2a1d14',
      '--cr-text-muted': '#62544a',
      '--cr-border': '#e2d7c3',
      '--cr-link': '#7a1f1f',
      '--cr-accent': '#d4a017',
      '--cr-accent-text': '#2a1605',
      '--cr-focus': '#ffd54a',
      '--cr-header-bg': '#7a1f1f',
      '--cr-header-text': '#ffffff',
      '--cr-nav-bg': '#ffffff',
      '--cr-nav-text': '#62544a',
      '--cr-nav-active': '#7a1f1f',
      '--cr-footer-bg': '#3d1010',
      '--cr-footer-text': '#f0dede',
    },
  },
  // H5_1, midnight blue with a sky accent.
  H5_5: {
    name: 'H5_5',
    layout: 'H5_1',
    theme: 'dark',
    palette: {
      '--cr-bg': '#eef2fb',
      '--cr-surface': '#ffffff',
      '--cr-text': '#0b1630',
      '--cr-text-muted': '#44506b',
      '--cr-border': '#cfd8ec',
      '--cr-link': '#1d4ed8',
      '--cr-accent': '#38bdf8',
      '--cr-accent-text': '#06202e',
      '--cr-focus': '#fbbf24',
      '--cr-header-bg': '#0f2147',
      '--cr-header-text': '#ffffff',
      '--cr-nav-bg': '#0f2147',
      '--cr-nav-text': '#a3b3d6',
      '--cr-nav-active': '#38bdf8',
      '--cr-footer-bg': '#081126',
      '--cr-footer-text': '#a3b3d6',
    },
  },
  // H5_2, violet night.
  H5_6: {
    name: 'H5_6',
    layout: 'H5_2',
    theme: 'dark',
    palette: {
      '--cr-bg': '#f3f0fb',
      '--cr-surface': '#ffffff',
      '--cr-text': '#1e1038',
      '--cr-text-muted': '#514468',
      '--cr-border': '#ddd5f0',
      '--cr-link': '#5b21b6',
      '--cr-accent': '#c4b5fd',
      '--cr-accent-text': '#1e1038',
      '--cr-focus': '#fbbf24',
      '--cr-header-bg': '#2a1650',
      '--cr-header-text': '#ffffff',
      '--cr-nav-bg': '#f3efff',
      '--cr-nav-text': '#3a2b66',
      '--cr-nav-active': '#5b21b6',
      '--cr-footer-bg': '#0f0a1f',
      '--cr-footer-text': '#b5a9d6',
    },
  },
  // H5_1, light with a green header.
  H5_7: {
    name: 'H5_7',
    layout: 'H5_1',
    theme: 'light',
    palette: {
      '--cr-bg': '#f1f8f4',
      '--cr-surface': '#ffffff',
      '--cr-text': '#13261c',
      '--cr-text-muted': '#4b6356',
      '--cr-border': '#cfe3d7',
      '--cr-link': '#0b6b40',
      '--cr-accent': '#f5b400',
      '--cr-accent-text': '#13261c',
      '--cr-focus': '#ffd54a',
      '--cr-header-bg': '#0f7a4a',
      '--cr-header-text': '#ffffff',
      '--cr-nav-bg': '#ffffff',
      '--cr-nav-text': '#4b6356',
      '--cr-nav-active': '#0f7a4a',
      '--cr-footer-bg': '#0b3d26',
      '--cr-footer-text': '#d5eadf',
    },
  },
  // H5_2, ember: dark with an orange accent.
  H5_8: {
    name: 'H5_8',
    layout: 'H5_2',
    theme: 'dark',
    palette: {
      '--cr-bg': '#fbf4ec',
      '--cr-surface': '#ffffff',
      '--cr-text': '#1f1408',
      '--cr-text-muted': '#5e4a33',
      '--cr-border': '#ecdcc8',
      '--cr-link': '#9a3f00',
      '--cr-accent': '#ff8a00',
      '--cr-accent-text': '#1f1100',
      '--cr-focus': '#8fd3ff',
      '--cr-header-bg': '#2b1a0c',
      '--cr-header-text': '#ffffff',
      '--cr-nav-bg': '#fff5ea',
      '--cr-nav-text': '#4a3520',
      '--cr-nav-active': '#b45309',
      '--cr-footer-bg': '#100b06',
      '--cr-footer-text': '#cdb8a0',
    },
  },
};

/** The template to draw: the desktop one on desktop, else the site's mobile template. */
export function resolveTemplate(
  isDesktop: boolean,
  mobileTemplateSetting: string | null | undefined,
): TemplateDefinition {
  return TEMPLATES[templateValue(isDesktop, mobileTemplateSetting)];
}
