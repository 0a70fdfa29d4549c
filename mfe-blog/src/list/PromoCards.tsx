import { buttonClass, Link } from '@ata/ui';
import { blogListUrl } from './list-logic.ts';

const promos = [
  {
    title: 'Cooking Techniques',
    text: 'Master the methods behind perfect jollof, pounded yam and slow-simmered soups.',
    href: blogListUrl({ category: 'cooking-techniques' }),
    cta: 'Explore techniques',
  },
  {
    title: 'Spice Profiles',
    text: 'Get to know suya spice, uziza, grains of selim and the flavours they bring.',
    href: blogListUrl({ category: 'spice-guides' }),
    cta: 'Discover spices',
  },
];

/** Static promo cards, shown only when no filter is active. */
export function PromoCards() {
  return (
    <section className="blog-promos" aria-label="Explore more">
      {promos.map((promo) => (
        <article key={promo.title} className="blog-promo">
          <h2 className="blog-promo__title">{promo.title}</h2>
          <p className="blog-promo__text">{promo.text}</p>
          <Link href={promo.href} className={buttonClass('secondary', 'md', 'blog-promo-cta')}>
            {promo.cta}
          </Link>
        </article>
      ))}
    </section>
  );
}
