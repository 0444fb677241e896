import { MOBILE_TEMPLATES, templateValue, toMobileTemplate } from '@croupier/shared';
import { PALETTE_VARIABLES, safeVariables, type Palette } from './palette.js';
import { mobileTemplateOf } from '../content/template-config.js';
import { resolveTemplate, TEMPLATES } from './registry.js';

// WCAG 2 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('template names', () => {
  it('maps the legacy names: origin_mobile is H5_1, bob_mobile is H5_2', () => {
    expect(toMobileTemplate('origin_mobile')).toBe('H5_1');
    expect(toMobileTemplate('bob_mobile')).toBe('H5_2');
    expect(toMobileTemplate(' H5_7 ')).toBe('H5_7');
    expect(toMobileTemplate('H5_9')).toBeNull();
    expect(toMobileTemplate('__proto__')).toBeNull();
  });

  it('draws the desktop template on desktop and the site template (H5_1 when unknown) on mobile', () => {
    expect(resolveTemplate(true, 'bob_mobile').name).toBe('pc');
    expect(resolveTemplate(false, 'bob_mobile').name).toBe('H5_2');
    expect(resolveTemplate(false, 'H5_6')).toBe(TEMPLATES.H5_6);
    expect(mobileTemplateOf('something_else')).toBe('H5_1');
    expect(mobileTemplateOf(undefined)).toBe('H5_1');
    // What the calls send as `template`: 'pc' on desktop.
    expect(templateValue(true, 'H5_4')).toBe('pc');
    expect(templateValue(false, 'origin_mobile')).toBe('H5_1');
  });
});

describe('the registry', () => {
  it('has every mobile template; H5_1 and H5_2 are their own layouts, the others themes of one of them', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual(['pc', ...MOBILE_TEMPLATES].sort());
    expect(TEMPLATES.H5_1.layout).toBe('H5_1');
    expect(TEMPLATES.H5_2.layout).toBe('H5_2');
    for (const name of MOBILE_TEMPLATES.slice(2)) expect(['H5_1', 'H5_2']).toContain(TEMPLATES[name].layout);
    // Both layouts have themes, and no two templates share a palette.
    expect(new Set(MOBILE_TEMPLATES.slice(2).map((n) => TEMPLATES[n].layout))).toEqual(new Set(['H5_1', 'H5_2']));
    const palettes = Object.values(TEMPLATES).map((t) => JSON.stringify(t.palette));
    expect(new Set(palettes).size).toBe(palettes.length);
  });

  it('gives every template every palette variable, as a colour', () => {
    for (const t of Object.values(TEMPLATES)) {
      expect(Object.keys(t.palette).sort()).toEqual([...PALETTE_VARIABLES].sort());
      for (const value of Object.values(t.palette)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  // Text pairs need 4.5:1 (WCAG AA); the focus ring against the frame needs 3:1.
  const pairs: [keyof Palette, keyof Palette, number][] = [
    ['--cr-text', '--cr-bg', 4.5],
    ['--cr-text-muted', '--cr-bg', 4.5],
    ['--cr-link', '--cr-bg', 4.5],
    ['--cr-text', '--cr-surface', 4.5],
    ['--cr-header-text', '--cr-header-bg', 4.5],
    ['--cr-nav-text', '--cr-nav-bg', 4.5],
    ['--cr-nav-active', '--cr-nav-bg', 4.5],
    ['--cr-accent-text', '--cr-accent', 4.5],
    ['--cr-footer-text', '--cr-footer-bg', 4.5],
    ['--cr-focus', '--cr-header-bg', 3],
    ['--cr-focus', '--cr-footer-bg', 3],
    ['--cr-nav-bg', '--cr-nav-active', 3],
  ];
  it.each(Object.keys(TEMPLATES))('%s: text and focus colours contrast enough', (name) => {
    const palette = TEMPLATES[name as keyof typeof TEMPLATES].palette;
    const low = pairs
      .map(([fg, bg, min]) => [`${fg} on ${bg}`, contrast(palette[fg], palette[bg]), min] as const)
      .filter(([, ratio, min]) => ratio < min)
      .map(([pair, ratio]) => `${pair}: ${ratio.toFixed(2)}`);
    expect(low).toEqual([]);
  });
});

describe('safeVariables (a brand override from template_config)', () => {
  it('keeps --cr-* colours and drops anything else', () => {
    expect(
      safeVariables({
        '--cr-accent': '#ff7a00',
        '--cr-header-bg': 'rgb(10, 20, 30)',
        color: 'red',
        '--cr-bg': 'url(https://evil.example/x.png)',
        '--cr-text': '#000; background: red',
        '--cr-link': 42 as unknown as string,
      }),
    ).toEqual({ '--cr-accent': '#ff7a00', '--cr-header-bg': 'rgb(10, 20, 30)' });
  });
});
