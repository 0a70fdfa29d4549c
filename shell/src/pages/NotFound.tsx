import { NOT_FOUND_TEXT } from '@ata/core/routes';
import { buttonClass, Link } from '@ata/ui';

/** Any other path reads '404 Page Not Found' (the server also answers with status 404). */
export default function NotFound() {
  return (
    <section className="shell-container shell-section shell-not-found">
      <h1>{NOT_FOUND_TEXT}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p className="shell-cta">
        <Link href="/" className={buttonClass('primary')}>
          Return to Home
        </Link>
        <Link href="/shop" className={buttonClass('outline')}>
          Browse Products
        </Link>
      </p>
    </section>
  );
}
