import { nairaText } from '@ata/core/money';
import { type Product, stockStatus } from '@ata/core/product';

const availability = (stock: number) =>
  stockStatus(stock).canAdd ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/**
 * schema.org Product data for search engines: name, price in Naira, availability; a product sold in
 * several sizes has one offer per size (its SKU, label, price and availability).
 */
export function productJsonLd(product: Product, pageUrl: string) {
  const sizes = product.variants ?? [];
  const offer = { '@type': 'Offer', url: pageUrl, priceCurrency: 'NGN' };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.slug,
    ...(product.imageUrl ? { image: new URL(product.imageUrl, pageUrl).href } : {}),
    offers:
      sizes.length > 1
        ? sizes.map((size) => ({
            ...offer,
            sku: size.sku,
            name: `${product.name} (${size.label})`,
            price: nairaText(size.price),
            availability: availability(size.stock),
          }))
        : { ...offer, price: nairaText(product.price), availability: availability(product.stock) },
  };
}
