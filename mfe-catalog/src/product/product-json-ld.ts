import { nairaText } from '@ata/core/money';
import { type Product, stockStatus } from '@ata/core/product';

/** schema.org Product data for search engines: name, price in Naira, availability. */
export function productJsonLd(product: Product, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.slug,
    ...(product.imageUrl ? { image: new URL(product.imageUrl, pageUrl).href } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: nairaText(product.price),
      priceCurrency: 'NGN',
      availability: stockStatus(product.stock).canAdd
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
  };
}
