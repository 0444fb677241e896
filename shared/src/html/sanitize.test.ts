import { renderHook, waitFor } from '@testing-library/react';
import { isPlainHtml, sanitizeHtml, useSanitizedHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('keeps text formatting and links', async () => {
    const html = '<p>Play <strong>responsibly</strong>. <a href="/faq/3">Read more</a></p>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, javascript: links, styles and frames', async () => {
    const out = await sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">x</a>' +
        '<iframe src="https://evil.example"></iframe><span style="position:fixed">s</span></p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(out).toContain('Hi');
    expect(out).toContain('<img src="x">');
  });

  it('makes a link that opens a new window unable to reach back (rel=noopener)', async () => {
    expect(await sanitizeHtml('<a href="https://help.example" target="_blank">help</a>')).toBe(
      '<a href="https://help.example" target="_blank" rel="noopener noreferrer">help</a>',
    );
  });

  it('uses text with plain formatting only as it is, at once; anything more goes through the sanitizer', async () => {
    const notice = '<p>Gambling can be addictive. <strong>18+ only.</strong><br></p><ul><li>a &amp; b</li></ul>';
    const { result } = renderHook(() => useSanitizedHtml(notice));
    expect(result.current).toBe(notice); // the first render, nothing to load
    expect(isPlainHtml('Fish &lt;script&gt; and chips')).toBe(true);
    for (const html of [
      '<p onclick="steal()">x</p>',
      '<p >x</p>',
      '<P>x</P>',
      '<p/>',
      '<pre>x</pre>',
      '<b>x</b><img src=x onerror=steal()>',
      '<strong>x</strong><',
      '<scr<b>ipt>',
    ]) {
      expect(isPlainHtml(html)).toBe(false);
    }
    expect(await sanitizeHtml('<p>x</p><scr<b>ipt>steal()</script>')).not.toMatch(/<script/i);
  });

  it('gives a component the sanitised HTML once the sanitizer has loaded', async () => {
    const { result } = renderHook(() => useSanitizedHtml('<b onclick="steal()">bold</b>'));
    await waitFor(() => expect(result.current).toBe('<b>bold</b>'));
  });
});
