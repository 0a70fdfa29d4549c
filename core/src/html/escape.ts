/**
 * Text for an HTML element, a double-quoted attribute, or XML (the sitemap): the four characters that could
 * end the text or start markup become entities.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON for a `<script>` element (the page's state, JSON-LD) that cannot close the element nor open a comment
 * however the data reads; U+2028/U+2029 are escaped for parsers older than ES2019.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
