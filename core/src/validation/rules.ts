/** An e-mail address: something@domain.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** An image is an http(s) URL or a path on this site: never `javascript:`, `data:` or a protocol-relative URL. */
const IMAGE_URL = /^(https?:\/\/[^\s/]|\/(?![/\\]))\S*$/i;
export const isImageUrl = (value: string): boolean => IMAGE_URL.test(value);
