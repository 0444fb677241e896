import { ensureUiStyles, STYLE_ELEMENT_ID } from './styles.js';

describe('ensureUiStyles', () => {
  afterEach(() => document.getElementById(STYLE_ELEMENT_ID)?.remove());

  it('adds one style element however often it is called', () => {
    ensureUiStyles();
    ensureUiStyles();
    expect(document.head.querySelectorAll(`#${STYLE_ELEMENT_ID}`)).toHaveLength(1);
  });

  it('turns animations off for people who ask for reduced motion', () => {
    ensureUiStyles();
    const css = document.getElementById(STYLE_ELEMENT_ID)?.textContent ?? '';
    expect(css).toMatch(/@media \(prefers-reduced-motion:reduce\)\{[^}]*\.cr-toast[^}]*animation:none/);
  });
});
