import type { Product } from '@ata/core/product';
import { usePageHead } from '@ata/ui';
import { useCatalog, useCategories } from '../data/queries.ts';
import { CategoryTiles } from './CategoryTiles.tsx';
import { FeaturedProducts } from './FeaturedProducts.tsx';
import { featuredRequests } from './featured.ts';
import { Hero } from './Hero.tsx';
import { homeHead } from './home-head.ts';
import { Newsletter } from './Newsletter.tsx';
import { Testimonials } from './Testimonials.tsx';
import { WhyChooseUs } from './WhyChooseUs.tsx';
import './home.css';

export function HomePage() {
  const spices = useCatalog(featuredRequests[0]);
  const anyKind = useCatalog(featuredRequests[1]);
  const products = {
    isError: spices.isError || anyKind.isError,
    isPending: spices.isPending || anyKind.isPending,
    data:
      spices.data && anyKind.data
        ? [...spices.data.items, ...anyKind.data.items].filter(
            (product, index, all): product is Product => all.findIndex((p) => p.id === product.id) === index,
          )
        : undefined,
  };
  const categories = useCategories();
  usePageHead(homeHead, undefined);

  // Featured needs both lists (the category decides the order): it loads until both have arrived.
  const featuredStatus =
    products.isError || categories.isError
      ? 'error'
      : products.isPending || categories.isPending
        ? 'pending'
        : 'success';

  return (
    <div className="cat-home">
      <Hero />
      <CategoryTiles categories={categories.data} status={categories.status} />
      <FeaturedProducts products={products.data} categories={categories.data} status={featuredStatus} />
      <WhyChooseUs />
      <Testimonials />
      <Newsletter />
    </div>
  );
}
