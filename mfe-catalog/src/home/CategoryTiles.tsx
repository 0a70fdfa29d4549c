import type { Category } from '@ata/core/category';
import { homeCategorySlugs } from '@ata/core/site';
import { Link, shopHref } from '@ata/ui';
import { categoryArt } from './category-art.tsx';

interface CategoryTilesProps {
  categories: readonly Category[] | undefined;
  status: 'pending' | 'error' | 'success';
}

/** The six home categories first, in its order; any other category after them. */
export function tileOrder(categories: readonly Category[]): Category[] {
  const rank = (slug: string) => {
    const index = (homeCategorySlugs as readonly string[]).indexOf(slug);
    return index === -1 ? homeCategorySlugs.length : index;
  };
  return [...categories].sort((a, b) => rank(a.slug) - rank(b.slug));
}

export function CategoryTiles({ categories, status }: CategoryTilesProps) {
  return (
    <section className="cat-section" aria-labelledby="cat-categories-title">
      <div className="cat-page">
        <div className="cat-section__header">
          <h2 id="cat-categories-title" className="cat-section__title">
            Shop by Category
          </h2>
          <p className="cat-section__lead">From the pepper market to your pot.</p>
        </div>
        {status === 'error' && <p className="cat-section__note">Categories are unavailable right now.</p>}
        <ul className="cat-tiles" aria-busy={status === 'pending'}>
          {status === 'pending' &&
            [1, 2, 3, 4, 5, 6].map((n) => (
              <li key={n} className="cat-tile cat-tile--skeleton cat-shimmer" aria-hidden="true" />
            ))}
          {tileOrder(categories ?? []).map((category) => {
            const art = categoryArt(category.slug);
            return (
              <li key={category.id}>
                <Link
                  href={shopHref({ category: category.slug })}
                  className={`cat-tile cat-tile--${art.tone}`}
                  data-slug={category.slug}
                >
                  <span className="cat-tile__icon">{art.icon}</span>
                  <span className="cat-tile__name">{category.name}</span>
                  <span className="cat-tile__tagline">{art.tagline}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
