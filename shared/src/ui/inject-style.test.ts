import { injectStyle, styleNonce } from './inject-style.js';

describe('injectStyle', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("stamps the page's CSP nonce (index.html's csp-nonce meta) on the style, once per id", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'r4nd0m';
    document.head.append(meta);

    injectStyle('x-styles', '.x{color:red}');
    injectStyle('x-styles', '.x{color:blue}');

    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.nonce).toBe('r4nd0m');
    expect(styles[0]?.textContent).toBe('.x{color:red}');
  });

  it('adds a plain style on a page without a nonce (a remote alone in its harness)', () => {
    injectStyle('y-styles', '.y{}');

    expect(styleNonce()).toBe('');
    expect(document.getElementById('y-styles')?.hasAttribute('nonce')).toBe(false);
  });
});
