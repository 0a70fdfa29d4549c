import { HERO_FREE_SHIPPING_THRESHOLD_KOBO } from '@ata/core/cart';
import { formatKobo } from '@ata/core/money';
import { buttonClass, Link } from '@ata/ui';

export function Hero() {
  return (
    <section className="cat-hero" aria-labelledby="cat-hero-title">
      <div className="cat-page cat-hero__inner">
        <p className="cat-hero__badge">
          {`Free shipping on orders over ${formatKobo(HERO_FREE_SHIPPING_THRESHOLD_KOBO)}`}
        </p>
        <h1 id="cat-hero-title" className="cat-hero__title">
          Authentic Nigerian Spices &amp; Foodstuffs
        </h1>
        <p className="cat-hero__lead">
          Sourced directly from local farmers and markets, delivered to your door in 2-3 business days across
          Nigeria.
        </p>
        <div className="cat-hero__actions">
          <Link href="/shop" className={buttonClass('primary', 'lg', 'cat-hero__cta')}>
            Browse Products
          </Link>
          <Link href="/about" className={buttonClass('outline', 'lg', 'cat-hero__secondary')}>
            About
          </Link>
        </div>
      </div>
    </section>
  );
}
