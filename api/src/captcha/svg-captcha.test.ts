import { DIGIT_GLYPHS } from './glyphs.js';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaSvg, svgDataUrl } from './svg-captcha.js';

/** A small deterministic generator, so a test can render the same image twice. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('renderCaptchaSvg', () => {
  it('draws every digit as paths, never as text', () => {
    for (const digit of Object.keys(DIGIT_GLYPHS)) {
      const svg = renderCaptchaSvg(digit.repeat(4));
      expect(svg).not.toMatch(/<text/);
      expect(svg).not.toMatch(new RegExp(`>[^<]*${digit}[^<]*<`));
    }
  });

  it('is a well-formed SVG document of the captcha size', () => {
    const svg = renderCaptchaSvg('4721');
    expect(
      svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"`),
    ).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    // Every opened element is self-closed except the root.
    expect(svg.match(/<(?!\/)[a-z]+/g)!.length - 1).toBe(svg.match(/\/>/g)!.length);
  });

  it('draws one stroke group per digit stroke, over noise', () => {
    const digitStrokes = [...'4721'].reduce((n, d) => n + DIGIT_GLYPHS[d]!.length, 0);
    const svg = renderCaptchaSvg('4721');
    const glyphPaths = svg.match(/stroke-linecap="round"/g) ?? [];
    expect(glyphPaths).toHaveLength(digitStrokes);
    expect((svg.match(/<circle/g) ?? []).length).toBeGreaterThan(10);
  });

  it('distorts the same answer differently each time', () => {
    expect(renderCaptchaSvg('4721')).not.toBe(renderCaptchaSvg('4721'));
    expect(renderCaptchaSvg('4721', seeded(7))).toBe(renderCaptchaSvg('4721', seeded(7)));
  });

  it('keeps the drawing inside the image', () => {
    const svg = renderCaptchaSvg('8888', seeded(3));
    const glyphs = svg.match(/<path d="([^"]+)"[^>]*stroke-linecap/g) ?? [];
    const numbers = glyphs.flatMap((p) => (p.match(/-?\d+\.\d/g) ?? []).map(Number));
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(-2);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(CAPTCHA_WIDTH);
  });

  it('wraps the document as a base64 data URL', () => {
    const url = svgDataUrl('<svg/>');
    expect(url).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`);
  });
});
