import { CONTROL_STYLE_ELEMENT_ID, ensureControlStyles } from './controls-styles.js';
import { ensureUiStyles, STYLE_ELEMENT_ID } from './styles.js';

const css = (id: string) => document.getElementById(id)?.textContent ?? '';

describe('ensureUiStyles', () => {
  afterEach(() => [STYLE_ELEMENT_ID, CONTROL_STYLE_ELEMENT_ID].forEach((id) => document.getElementById(id)?.remove()));

  it('adds one style element however often it is called', () => {
    ensureUiStyles();
    ensureUiStyles();
    expect(document.head.querySelectorAll(`#${STYLE_ELEMENT_ID}`)).toHaveLength(1);
    expect(document.head.querySelectorAll(`#${CONTROL_STYLE_ELEMENT_ID}`)).toHaveLength(1);
  });

  it('turns animations off for people who ask for reduced motion', () => {
    ensureUiStyles();
    expect(css(STYLE_ELEMENT_ID)).toMatch(/@media \(prefers-reduced-motion:reduce\)\{[^}]*\.cr-toast[^}]*animation:none/);
  });

  it('brings the controls the overlays are built of (buttons, inputs) with the overlays', () => {
    ensureUiStyles();
    expect(css(CONTROL_STYLE_ELEMENT_ID)).toMatch(/\.cr-button\{/);
    expect(css(CONTROL_STYLE_ELEMENT_ID)).toMatch(/\.cr-input\{/);
  });
});

describe('ensureControlStyles', () => {
  afterEach(() => document.getElementById(CONTROL_STYLE_ELEMENT_ID)?.remove());

  it('styles buttons, inputs and the retry notice without the overlays', () => {
    ensureControlStyles();
    expect(css(CONTROL_STYLE_ELEMENT_ID)).toMatch(/\.cr-retry-notice\{/);
    expect(css(CONTROL_STYLE_ELEMENT_ID)).not.toMatch(/\.cr-modal/);
    expect(document.getElementById(STYLE_ELEMENT_ID)).toBeNull();
  });

  it('gives touch screens 44 px targets', () => {
    ensureControlStyles();
    expect(css(CONTROL_STYLE_ELEMENT_ID)).toMatch(/@media \(pointer:coarse\)\{\.cr-button,\.cr-input\{min-height:44px\}/);
  });
});
