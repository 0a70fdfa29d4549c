import { type Category, findCategory } from '@ata/core/category';
import { META_DESCRIPTION_LENGTH } from '@ata/core/format';
import { nairaText } from '@ata/core/money';
import type { Product } from '@ata/core/product';
import { pageTitle } from '@ata/core/routes';
import { brand } from '@ata/core/site';
import { breadcrumbJsonLd, type PageHead } from '@ata/ui/page/page-head.ts';
import { productJsonLd } from './product-json-ld.ts';

export interface ProductHeadData {
  product: Product;
  categories: readonly Category[];
}

const productUrl = (product: Product, origin: string) =>
  `${origin}/product/${encodeURIComponent(product.slug)}`;

/** A product page's head: its name and description, its image and price for previews. */
export function productHead({ product }: ProductHeadData, origin: string): PageHead {
  return {
    title: pageTitle(product.name, brand.name),
    description: product.description.slice(0, META_DESCRIPTION_LENGTH),
    canonical: productUrl(product, origin),
    type: 'product',
    image: product.imageUrl ? new URL(product.imageUrl, origin).href : undefined,
    properties: {
      'product:price:amount': nairaText(product.price),
      'product:price:currency': 'NGN',
    },
  };
}

/** A product page's JSON-LD: the Product, and the breadcrumbs through its category. */
export function productStructuredData({ product, categories }: ProductHeadData, origin: string): unknown[] {
  const canonical = productUrl(product, origin);
  const category = product.categoryId ? findCategory(categories, product.categoryId) : undefined;
  const crumbs = [
    { name: 'Home', url: `${origin}/` },
    { name: 'Shop', url: `${origin}/shop` },
    ...(category
      ? [{ name: category.name, url: `${origin}/shop?category=${encodeURIComponent(category.slug)}` }]
      : []),
    { name: product.name, url: canonical },
  ];
  return [productJsonLd(product, canonical), breadcrumbJsonLd(crumbs)];
}
