import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('writes markup characters as entities, so text cannot end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Dragon Tiger · 龍虎 – ₹1,000.00')).toBe('Dragon Tiger · 龍虎 – ₹1,000.00');
  });
});
