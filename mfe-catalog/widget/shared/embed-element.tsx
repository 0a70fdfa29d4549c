import { readPartnerCode } from '@ata/core/partner';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { resolveApiBase } from '../options.ts';
import { adoptStyles, emit, themeOf, whenNear } from './embed.ts';

/** What an embed's view is given on each render. */
export interface EmbedContext {
  host: HTMLElement;
  /** The shop's base URL (`shop` attribute, else the script's origin), without a trailing slash. */
  shop: string;
  /** The partner's code (`ref`), passed on in the cart link; null without one. */
  partnerRef: string | null;
  theme: 'light' | 'dark';
  /** False until the element first comes near the viewport: nothing is fetched before. */
  near: boolean;
  attribute: (name: string) => string | null;
  /** See emit in embed.ts: false when the host page called preventDefault(). */
  emit: (type: string, detail: unknown) => boolean;
}

/**
 * A custom element rendering `view` into an open Shadow DOM (the partner's CSS cannot reach in, ours cannot
 * leak out), re-rendered when one of its attributes changes (several in a row render once).
 */
export function embedElement(options: {
  defaultShop: string;
  css: string;
  attributes: readonly string[];
  view: (context: EmbedContext) => ReactNode;
}) {
  return class AtaEmbed extends HTMLElement {
    static observedAttributes = ['shop', 'ref', 'theme', ...options.attributes];
    private root: Root | null = null;
    private near = false;
    private stopWatching = () => {};
    private renderQueued = false;

    connectedCallback() {
      if (!this.root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        adoptStyles(shadow, options.css);
        const container = document.createElement('div');
        shadow.append(container);
        this.root = createRoot(container);
      }
      if (!this.near)
        this.stopWatching = whenNear(this, () => {
          this.near = true;
          this.render();
        });
      this.render();
    }

    disconnectedCallback() {
      this.stopWatching();
      this.root?.unmount();
      this.root = null;
      this.shadowRoot?.replaceChildren();
    }

    attributeChangedCallback() {
      if (!this.root || this.renderQueued) return;
      this.renderQueued = true;
      queueMicrotask(() => {
        this.renderQueued = false;
        this.render();
      });
    }

    private render() {
      const attribute = (name: string) => this.getAttribute(name);
      this.root?.render(
        options.view({
          host: this,
          shop: resolveApiBase(attribute('shop'), options.defaultShop, document.baseURI),
          // A malformed code is left out rather than sent (the shop would ignore it).
          partnerRef: readPartnerCode(attribute('ref')),
          theme: themeOf(attribute('theme')),
          near: this.near,
          attribute,
          emit: (type, detail) => emit(this, type, detail),
        }),
      );
    }
  };
}
