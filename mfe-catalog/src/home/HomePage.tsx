import { matchPublicRoute } from '@ata/core/routes';
import { useDocumentMeta } from '@ata/ui';
import { useCategories, useProducts } from '../data/queries.ts';
import { CategoryTiles } from './CategoryTiles.tsx';
import { FeaturedProducts } from './FeaturedProducts.tsx';
import { Hero } from './Hero.tsx';
import { Newsletter } from './Newsletter.tsx';
import { Testimonials } from './Testimonials.tsx';
import { WhyChooseUs } from './WhyChooseUs.tsx';
import './home.css';

/** The home page's title is exactly this, without the brand suffix. */
export const HOME_TITLE = matchPublicRoute('/')?.title ?? 'Nigerian Spices & Foodstuffs';

export function HomePage() {
  const products = useProducts();
  const categories = useCategories();
  useDocumentMeta(HOME_TITLE);

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
