// Named character references (`&amp;`, `&mdash;`) left in the text by marked's lexer. The browser decodes
// them with its own HTML parser (no table shipped); the server renders with the same WHATWG table from the
// `entities` package, registered by @ata/ui/server/render.tsx. Same text on both sides, so hydration agrees.

type Decode = (text: string) => string;

let serverDecode: Decode | undefined;

/** Called once by the server render module: server code has no HTML parser of its own. */
export function setServerEntityDecoder(decode: Decode): void {
  serverDecode = decode;
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  if (serverDecode) return serverDecode(text);
  if (typeof document === 'undefined')
    throw new Error('No HTML entity decoder: import @ata/ui/server/render.tsx');
  // A <textarea>'s content is parsed as text only: nothing in it becomes an element or runs.
  const area = document.createElement('textarea');
  area.innerHTML = text;
  return area.value;
}
