import type { Product } from '@ata/core/product';
import placeholderCss from '@ata/ui/image/placeholder.css?inline';
import { createRoot, type Root } from 'react-dom/client';
import cardCss from '../src/product-card/product-card.css?inline';
import { OBSERVED_ATTRIBUTES, productPageUrl, readOptions, type WidgetOptions } from './options.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { adoptStyles, emit } from './shared/embed.ts';
import widgetCss from './widget.css?inline';

/** What `ata:add-to-cart` and `ata:product-click` carry in `event.detail`. */
export interface ProductEventDetail {
  product: Product;
  /** The product's page on the shop. */
  url: string;
}

export const ADD_TO_CART_EVENT = 'ata:add-to-cart';
export const PRODUCT_CLICK_EVENT = 'ata:product-click';

const css = placeholderCss + cardCss + widgetCss;

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * `<ata-product-grid>`: renders into an open Shadow DOM so that the partner's CSS cannot reach in and ours
 * cannot leak out. `defaultApi` is the origin the script was loaded from.
 */
export function createProductGridElement(defaultApi: string) {
  return class AtaProductGrid extends HTMLElement {
    static observedAttributes = [...OBSERVED_ATTRIBUTES];
    private root: Root | null = null;
    private container: HTMLElement | null = null;
    private renderQueued = false;

    connectedCallback() {
      if (!this.container) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        adoptStyles(shadow, css);
        this.container = document.createElement('div');
        shadow.append(this.container);
      }
      this.root ??= createRoot(this.container);
      this.render();
    }

    disconnectedCallback() {
      this.root?.unmount();
      this.root = null;
    }

    /** Several attributes set in a row re-render once. */
    attributeChangedCallback() {
      if (!this.root || this.renderQueued) return;
      this.renderQueued = true;
      queueMicrotask(() => {
        this.renderQueued = false;
        this.render();
      });
    }

    get options(): WidgetOptions {
      return readOptions((name) => this.getAttribute(name), defaultApi, document.baseURI);
    }

    private render() {
      const options = this.options;
      this.root?.render(
        <ProductGrid
          options={options}
          onAddToCart={(product) => {
            const url = productPageUrl(options.api, product.id);
            // Unhandled (no preventDefault), "Add to Cart" takes the shopper to the product on the shop.
            if (this.emit(ADD_TO_CART_EVENT, { product, url })) openInNewTab(url);
          }}
          onOpenProduct={(product, url) => {
            if (this.emit(PRODUCT_CLICK_EVENT, { product, url })) openInNewTab(url);
          }}
        />,
      );
    }

    private emit(type: string, detail: ProductEventDetail): boolean {
      return emit(this, type, detail);
    }
  };
}
