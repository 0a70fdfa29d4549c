// Entry of the partner widget (built by ../vite.widget.config.ts into dist-widget/ata-product-grid.js).
import { createProductGridElement } from './element.tsx';

/** The API defaults to the origin this script was served from; read now, `currentScript` is gone later. */
function scriptOrigin(): string {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return new URL(script.src).origin;
  return window.location.origin;
}

const TAG = 'ata-product-grid';
// Pasting the snippet twice must not throw ("already defined").
if (!customElements.get(TAG)) customElements.define(TAG, createProductGridElement(scriptOrigin()));
