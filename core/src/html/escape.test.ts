import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptSafeJson } from './escape.ts';

describe('escapeHtml', () => {
  it('keeps text from ending an element or a double-quoted attribute', () => {
    expect(escapeHtml('Salt & "pepper" <b>hot</b>')).toBe(
      'Salt &amp; &quot;pepper&quot; &lt;b&gt;hot&lt;/b&gt;',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('scriptSafeJson', () => {
  it('cannot close its script element nor open a comment, and parses back to the same value', () => {
    const value = { note: '</script><!-- \u2028 \u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
