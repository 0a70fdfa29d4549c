// What every embed (<ata-product-grid>, <ata-recipe-cart>, <ata-buy-button>) does the same way on a partner's page.

/** The shop defaults to the origin the script was served from; call it at load, `currentScript` is gone later. */
export function scriptOrigin(): string {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return new URL(script.src).origin;
  return window.location.origin;
}

/** Defines the element once: pasting the snippet twice must not throw ("already defined"). */
export function defineOnce(tag: string, element: CustomElementConstructor) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

const sheets = new Map<string, CSSStyleSheet>();

/** A constructed stylesheet (shared by every instance, and allowed by strict `style-src` CSPs), else `<style>`. */
export function adoptStyles(shadow: ShadowRoot, css: string) {
  try {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    shadow.append(style);
  }
}

/** How far below the viewport an embed starts loading: about a screen on a phone. */
export const NEAR_VIEWPORT_MARGIN = '600px';

/**
 * Calls `onNear` once, when the element comes within NEAR_VIEWPORT_MARGIN of the viewport (at once without
 * IntersectionObserver). Answers the function that stops watching.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Dispatches a bubbling, composed, cancelable event from the host element (so the partner's listeners on the
 * document hear it through the Shadow DOM); false when the host page called preventDefault().
 */
export const emit = (target: EventTarget, type: string, detail: unknown): boolean =>
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));

/** `theme="light|dark"`, else the shopper's system preference. */
export function themeOf(value: string | null): 'light' | 'dark' {
  const asked = value?.trim().toLowerCase();
  if (asked === 'light' || asked === 'dark') return asked;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** A whole number from an attribute, within [min, max]; the fallback when missing or not a number. */
export function intAttribute(value: string | null, fallback: number, min: number, max: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
}

/** A plain GET of public data: no cookies, no preflight (cross-origin friendly). */
export const getJson = (url: string, signal?: AbortSignal) =>
  fetch(url, { signal, credentials: 'omit', headers: { Accept: 'application/json' } });
