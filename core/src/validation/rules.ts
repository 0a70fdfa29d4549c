/** An e-mail address: something@domain.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** An image is an http(s) URL or a path on this site: never `javascript:`, `data:` or a protocol-relative URL. */
const IMAGE_URL = /^(https?:\/\/[^\s/]|\/(?![/\\]))\S*$/i;
export const isImageUrl = (value: string): boolean => IMAGE_URL.test(value);

/**
 * C0 control characters and DEL: NUL cannot even be stored in PostgreSQL text, and the others are invisible in
 * every view of the shop. Multi-line fields (a post body, an address) keep tab, line feed and carriage return.
 */
export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

// Bidi embedding, override and isolate controls: they reorder the text after them, so a name or slug could
// show one thing and be another (U+202E turns "gpj.exe" around). The marks U+200E/U+200F stay allowed.
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
export const hasDirectionControls = (value: string): boolean => DIRECTION_CONTROLS.test(value);

// Half of a UTF-16 surrogate pair alone: no character at all; PostgreSQL would store U+FFFD in its place.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const hasLoneSurrogates = (value: string): boolean => LONE_SURROGATE.test(value);
