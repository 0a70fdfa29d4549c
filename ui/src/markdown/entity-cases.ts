/** Text with character references and what a reader sees; both decoders are held to the same list. */
export const entityCases: [string, string][] = [
  ['Salt &amp; pepper', 'Salt & pepper'],
  ['Egusi &mdash; melon seeds &copy; 2026', 'Egusi — melon seeds © 2026'],
  ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
  ['Jollof &eacute;t&eacute; &frac12; cup', 'Jollof été ½ cup'],
  ['&#8358;1,500 &#x20A6;2', '₦1,500 ₦2'],
  ['R&D and &unknown; stay', 'R&D and &unknown; stay'],
];
